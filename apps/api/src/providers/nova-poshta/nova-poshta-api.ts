import type { ApiLanguage } from '@shop/contracts/i18n';
import {
  type DirectoryCity,
  type DirectoryWarehouse,
  type NovaPoshtaDirectory,
  NovaPoshtaUnavailableError,
  type WarehouseKind,
} from './nova-poshta.ts';
import {
  byNumber,
  NOVA_POSHTA_LOCKER_TYPE,
  type NpCityRow,
  type NpEnvelope,
  type NpWarehouseRow,
  toCity,
  toWarehouse,
} from './nova-poshta-wire.ts';

export interface NovaPoshtaApiOptions {
  apiKey: string;
  /** https://api.novaposhta.ua/v2.0/json/, or a local fake in tests. */
  apiUrl: string;
  /** Each call's limit, body included: a slow carrier must not hold a checkout. */
  timeoutMs: number;
}

/** Towns asked for one autocomplete. */
const CITY_LIMIT = 50;
/** Departments asked for one list: enough for a town's first page once lockers are set apart. */
const WAREHOUSE_LIMIT = 150;
/** Pages read while looking for one department by ref; a town's whole list is a few thousand at most. */
const FIND_PAGE_SIZE = 500;
const FIND_MAX_PAGES = 12;

/**
 * Nova Poshta's JSON API v2 (integrations.md §1): every call a POST of `{ apiKey, modelName,
 * calledMethod, methodProperties }` to one URL, numbers sent as strings, and an answer that is HTTP
 * 200 even for errors, so `success` decides. The key stays on the server: the browser only ever
 * calls the shop. Towns come from `getCities` (its `Ref` is the `CityRef` departments are listed by,
 * and it gives both languages), departments from `getWarehouses`.
 */
export class NovaPoshtaApiDirectory implements NovaPoshtaDirectory {
  readonly kind = 'api' as const;

  constructor(private readonly options: NovaPoshtaApiOptions) {}

  private async call<Row>(calledMethod: string, methodProperties: Record<string, string>): Promise<{ rows: Row[]; total: number | null }> {
    let response: Response;
    try {
      response = await fetch(this.options.apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ apiKey: this.options.apiKey, modelName: 'Address', calledMethod, methodProperties }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw unreachable(calledMethod, error, this.options.timeoutMs);
    }
    let answer: NpEnvelope<Row> | null;
    try {
      // The timeout signal also bounds reading the body.
      answer = (await response.json()) as NpEnvelope<Row> | null;
    } catch (error) {
      if (isTimeout(error)) throw unreachable(calledMethod, error, this.options.timeoutMs);
      throw new NovaPoshtaUnavailableError(`Nova Poshta ${calledMethod}: HTTP ${response.status} without a JSON answer`);
    }
    if (!answer || typeof answer !== 'object' || typeof answer.success !== 'boolean') {
      throw new NovaPoshtaUnavailableError(`Nova Poshta ${calledMethod}: HTTP ${response.status}, not its envelope`);
    }
    if (!answer.success) {
      const errors = Array.isArray(answer.errors) ? answer.errors.filter((e) => typeof e === 'string') : [];
      const codes = Array.isArray(answer.errorCodes) ? answer.errorCodes.map(String) : [];
      throw new NovaPoshtaUnavailableError(`Nova Poshta ${calledMethod} refused: ${errors.join('; ') || 'no reason given'}`, codes);
    }
    const rows = Array.isArray(answer.data) ? answer.data : [];
    const total = Number(answer.info?.totalCount);
    return { rows, total: Number.isFinite(total) && total >= 0 ? total : null };
  }

  async searchCities(query: string, _lang: ApiLanguage): Promise<DirectoryCity[]> {
    const { rows } = await this.call<NpCityRow>('getCities', { FindByString: query, Page: '1', Limit: String(CITY_LIMIT) });
    return rows.map(toCity).filter((city): city is DirectoryCity => city !== null);
  }

  async warehouses(cityRef: string, kind: WarehouseKind, query: string, lang: ApiLanguage): Promise<DirectoryWarehouse[]> {
    const properties: Record<string, string> = { CityRef: cityRef, Page: '1', Limit: String(WAREHOUSE_LIMIT), Language: lang === 'ua' ? 'UA' : 'RU' };
    if (query) properties.FindByString = query;
    // Lockers are one type; branches are several (with and without limits, pick-up points), so
    // they are asked for without a type and the lockers set apart here.
    if (kind === 'locker') properties.TypeOfWarehouseRef = NOVA_POSHTA_LOCKER_TYPE;
    const { rows } = await this.call<NpWarehouseRow>('getWarehouses', properties);
    return rows
      .map(toWarehouse)
      .filter((w): w is DirectoryWarehouse => w !== null && w.kind === kind && w.cityRef === cityRef.toLowerCase())
      .sort(byNumber);
  }

  /**
   * `Ref` narrows getWarehouses to the one department; should the API ignore it, the town's pages
   * are read until the ref turns up, so the answer never depends on that.
   */
  async findWarehouse(cityRef: string, ref: string): Promise<DirectoryWarehouse | null> {
    const wantedCity = cityRef.toLowerCase();
    const wanted = ref.toLowerCase();
    for (let page = 1; page <= FIND_MAX_PAGES; page++) {
      const { rows, total } = await this.call<NpWarehouseRow>('getWarehouses', {
        CityRef: cityRef,
        Ref: ref,
        Page: String(page),
        Limit: String(FIND_PAGE_SIZE),
      });
      const row = rows.find((r) => typeof r?.Ref === 'string' && r.Ref.toLowerCase() === wanted);
      if (row) {
        const warehouse = toWarehouse(row);
        return warehouse && warehouse.cityRef === wantedCity ? warehouse : null;
      }
      if (rows.length < FIND_PAGE_SIZE || (total !== null && page * FIND_PAGE_SIZE >= total)) return null;
    }
    return null;
  }

  async findCity(ref: string): Promise<DirectoryCity | null> {
    const { rows } = await this.call<NpCityRow>('getCities', { Ref: ref, Page: '1', Limit: '1' });
    const row = rows.find((r) => typeof r?.Ref === 'string' && r.Ref.toLowerCase() === ref.toLowerCase());
    return row ? toCity(row) : null;
  }
}

function isTimeout(error: unknown): boolean {
  const name = (error as { name?: string })?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

function unreachable(calledMethod: string, error: unknown, timeoutMs: number): NovaPoshtaUnavailableError {
  if (isTimeout(error)) return new NovaPoshtaUnavailableError(`Nova Poshta ${calledMethod}: no answer within ${timeoutMs} ms`);
  return new NovaPoshtaUnavailableError(`Nova Poshta ${calledMethod} unreachable: ${(error as Error)?.message ?? String(error)}`);
}
