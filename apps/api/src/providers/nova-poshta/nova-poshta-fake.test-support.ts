import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LocalDirectoryData } from './local-nova-poshta.ts';
import type { NpCityRow, NpWarehouseRow } from './nova-poshta-wire.ts';

/**
 * A local Nova Poshta JSON API v2 as integrations.md §1 describes it ("Offline fake"): one
 * `POST /v2.0/json/` that dispatches on `modelName` (Address or AddressGeneral) and `calledMethod`,
 * always answers HTTP 200 with the full envelope, matches `FindByString` as a case-insensitive part,
 * reads the string `Page`/`Limit` and sets `info.totalCount`, and answers `success: false` with
 * `errors` and `errorCodes` for a missing or wrong key or an unknown method. The error codes are
 * the fake's own numbers in Nova Poshta's style.
 *
 * `mode` makes it misbehave: `hang` never answers (timeouts), `html` answers a proxy's 502 page.
 * `ignoreRef` makes getWarehouses ignore `Ref`, as an API that does not filter by it would.
 */
export interface NovaPoshtaFake {
  /** The endpoint to configure as NOVA_POSHTA_API_URL. */
  url: string;
  /** Every call received, in order. */
  calls: Array<{ apiKey: unknown; modelName: unknown; calledMethod: unknown; methodProperties: Record<string, unknown> }>;
  mode: 'normal' | 'hang' | 'html';
  ignoreRef: boolean;
  close(): Promise<void>;
}

const envelope = (data: unknown[], totalCount: number) => ({
  success: true,
  data,
  errors: [],
  warnings: [],
  info: { totalCount },
  messageCodes: [],
  errorCodes: [],
  warningCodes: [],
  infoCodes: [],
});

const failure = (error: string, code: string) => ({
  success: false,
  data: [],
  errors: [error],
  warnings: [],
  info: [],
  messageCodes: [],
  errorCodes: [code],
  warningCodes: [],
  infoCodes: [],
});

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const contains = (values: Array<string | undefined>, needle: string) => values.some((value) => (value ?? '').toLowerCase().includes(needle.toLowerCase()));

function page<T>(rows: T[], properties: Record<string, unknown>) {
  const limit = Math.max(1, Number.parseInt(str(properties.Limit), 10) || 150);
  const pageNumber = Math.max(1, Number.parseInt(str(properties.Page), 10) || 1);
  return envelope(rows.slice((pageNumber - 1) * limit, pageNumber * limit), rows.length);
}

function getCities(data: LocalDirectoryData, properties: Record<string, unknown>) {
  const ref = str(properties.Ref);
  const find = str(properties.FindByString);
  const rows = data.cities.filter(
    (city: NpCityRow) => (!ref || city.Ref === ref) && (!find || contains([city.Description, city.DescriptionRu], find)),
  );
  return page(rows, properties);
}

function getWarehouses(data: LocalDirectoryData, properties: Record<string, unknown>, ignoreRef: boolean) {
  const cityRef = str(properties.CityRef);
  const ref = ignoreRef ? '' : str(properties.Ref);
  const type = str(properties.TypeOfWarehouseRef);
  const find = str(properties.FindByString);
  const rows = data.warehouses.filter(
    (w: NpWarehouseRow) =>
      (!cityRef || w.CityRef === cityRef) &&
      (!ref || w.Ref === ref) &&
      (!type || w.TypeOfWarehouse === type) &&
      (!find || contains([w.Description, w.DescriptionRu, w.ShortAddress, w.ShortAddressRu, w.Number], find)),
  );
  return page(rows, properties);
}

export async function startNovaPoshtaFake(options: { apiKey: string; data: LocalDirectoryData }): Promise<NovaPoshtaFake> {
  const fake: NovaPoshtaFake = { url: '', calls: [], mode: 'normal', ignoreRef: false, close: async () => {} };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (fake.mode === 'hang') return;
      if (fake.mode === 'html') {
        res.writeHead(502, { 'content-type': 'text/html' });
        return res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
      }
      res.setHeader('content-type', 'application/json; charset=utf-8');
      if (req.method !== 'POST' || req.url !== '/v2.0/json/') {
        res.statusCode = 404;
        return res.end('{}');
      }
      let call: NovaPoshtaFake['calls'][number];
      try {
        const parsed = JSON.parse(body);
        call = { apiKey: parsed.apiKey, modelName: parsed.modelName, calledMethod: parsed.calledMethod, methodProperties: parsed.methodProperties ?? {} };
      } catch {
        return res.end(JSON.stringify(failure('Data is invalid', '20000100001')));
      }
      fake.calls.push(call);
      if (call.apiKey !== options.apiKey) return res.end(JSON.stringify(failure('API key is invalid', '20000200039')));
      if (call.modelName !== 'Address' && call.modelName !== 'AddressGeneral') {
        return res.end(JSON.stringify(failure('Model is not found', '20000100015')));
      }
      if (call.calledMethod === 'getCities') return res.end(JSON.stringify(getCities(options.data, call.methodProperties)));
      if (call.calledMethod === 'getWarehouses') return res.end(JSON.stringify(getWarehouses(options.data, call.methodProperties, fake.ignoreRef)));
      return res.end(JSON.stringify(failure('Method does not exist', '20000100013')));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2.0/json/`;
  fake.close = () =>
    new Promise((resolve) => {
      // Hanging requests hold their sockets open: end them so the server can close.
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
