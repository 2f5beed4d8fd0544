import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { deliveryMethods } from '../../db/schema/delivery.ts';
import { DEFAULT_DELIVERY_METHODS } from '../../seed/delivery-methods.ts';
import { LocalNovaPoshtaDirectory, localDirectoryData } from '../../providers/nova-poshta/local-nova-poshta.ts';
import { type NovaPoshtaDirectory, NovaPoshtaUnavailableError } from '../../providers/nova-poshta/nova-poshta.ts';
import { NovaPoshtaApiDirectory } from '../../providers/nova-poshta/nova-poshta-api.ts';
import { startNovaPoshtaFake } from '../../providers/nova-poshta/nova-poshta-fake.test-support.ts';
import { replaceNovaPoshtaDirectory } from '../../providers/nova-poshta/nova-poshta-provider.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fromIp, uniqueIp } from '../auth/auth.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 4 });
});
afterAll(() => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

const data = localDirectoryData();
const refOf = (name: string, area?: string) => data.cities.find((c) => c.Description === name && (!area || c.AreaDescription === area))!.Ref;

const get = (url: string, lang = 'ru', ip = uniqueIp()) => t.app.inject({ url: `/api/v1${url}`, headers: { 'x-localization': lang, ...fromIp(ip) } });
const cities = async (search: string, lang = 'ru') => {
  const res = await get(`/delivery/cities?search=${encodeURIComponent(search)}`, lang);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<{ ref: string; name: string; area: string; type: string }>;
};
const warehouses = async (query: string, lang = 'ru') => {
  const res = await get(`/delivery/warehouses?${query}`, lang);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<{ ref: string; number: string; name: string; shortAddress: string; kind: string }>;
};

/** The local driver behind a counter, to see which requests reach the carrier. */
function countingDirectory(inner: NovaPoshtaDirectory = new LocalNovaPoshtaDirectory(false)) {
  const calls: string[] = [];
  const directory: NovaPoshtaDirectory = {
    kind: inner.kind,
    searchCities(query, lang) {
      calls.push(`cities:${query}`);
      return inner.searchCities(query, lang);
    },
    warehouses(cityRef, kind, query, lang) {
      calls.push(`warehouses:${kind}:${query}`);
      return inner.warehouses(cityRef, kind, query, lang);
    },
    findWarehouse(cityRef, ref) {
      calls.push(`warehouse:${ref}`);
      return inner.findWarehouse(cityRef, ref);
    },
    findCity(ref) {
      calls.push(`city:${ref}`);
      return inner.findCity(ref);
    },
  };
  return { directory, calls };
}

describe('GET /v1/delivery_methods', () => {
  it('has the methods migration 0012 writes, which the seed writes back into an emptied database', async () => {
    const rows = await t.deps.database.db.select().from(deliveryMethods).orderBy(asc(deliveryMethods.id));
    expect(rows).toEqual(DEFAULT_DELIVERY_METHODS.map((method) => ({ active: true, ...method })));
  });

  it('lists the active methods in order, localised, prices in whole grn', async () => {
    const ru = (await get('/delivery_methods')).json().data;
    expect(ru.map((m: { type: string }) => m.type)).toEqual(['nova_poshta_branch', 'nova_poshta_locker', 'nova_poshta_courier', 'courier', 'pickup']);
    expect(ru[0]).toEqual({ id: 1, type: 'nova_poshta_branch', title: 'Новая Почта: отделение', description: 'По тарифам перевозчика, оплата при получении', price: 0 });
    expect(ru[3]).toMatchObject({ id: 4, title: 'Курьер магазина (Киев)', price: 150 });
    const ua = (await get('/delivery_methods', 'ua')).json().data;
    expect(ua[0]).toMatchObject({ id: 1, title: 'Нова Пошта: відділення', description: 'За тарифами перевізника, оплата при отриманні' });
    expect(ua[4]).toMatchObject({ type: 'pickup', title: 'Самовивіз із шоуруму' });
  });

  it('leaves out a method the shop switched off', async () => {
    const { db } = t.deps.database;
    await db.update(deliveryMethods).set({ active: false }).where(eq(deliveryMethods.id, 3));
    try {
      expect((await get('/delivery_methods')).json().data.map((m: { id: number }) => m.id)).toEqual([1, 2, 4, 5]);
    } finally {
      await db.update(deliveryMethods).set({ active: true }).where(eq(deliveryMethods.id, 3));
    }
  });
});

describe('GET /v1/delivery/cities', () => {
  it('finds towns by either name in either language, the whole name first', async () => {
    const ua = await cities('Київ', 'ua');
    expect(ua[0]).toEqual({ ref: refOf('Київ'), name: 'Київ', area: 'Київська обл.', type: 'м.' });
    const ru = await cities('киев');
    expect(ru[0]).toEqual({ ref: refOf('Київ'), name: 'Киев', area: 'Киевская обл.', type: 'г.' });
    expect((await cities('Льв', 'ua')).map((c) => c.name)).toEqual(['Львів']);
    expect((await cities('Львов', 'ua')).map((c) => c.name)).toEqual(['Львів']);
    // A town before the village of the same name, each with its own oblast.
    expect(await cities('Олександрія', 'ua')).toEqual([
      { ref: refOf('Олександрія', 'Кіровоградська'), name: 'Олександрія', area: 'Кіровоградська обл.', type: 'м.' },
      { ref: refOf('Олександрія', 'Рівненська'), name: 'Олександрія', area: 'Рівненська обл.', type: 'с.' },
    ]);
    expect((await cities('борщ', 'ru'))[0]).toMatchObject({ name: 'Петропавловская Борщаговка', type: 'с.' });
    expect(await cities('Лондон')).toEqual([]);
  });

  it('answers bad queries with 400 and a message, never 500', async () => {
    for (const query of ['', '?search=', '?search=%20%20к%20', `?search=${'а'.repeat(61)}`, '?search=%00%00']) {
      const res = await get(`/delivery/cities${query}`, 'ua');
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('asks the carrier once a day per language and query, however it is typed', async () => {
    const { directory, calls } = countingDirectory();
    replaceNovaPoshtaDirectory(t.deps, directory);
    expect((await cities('Черні', 'ua')).map((c) => c.name).sort()).toEqual(['Чернівці', 'Чернігів']);
    await cities('  черні ', 'ua');
    await cities('ЧЕРНІ', 'ua');
    expect(calls).toEqual(['cities:черні']);
    await cities('черні', 'ru');
    expect(calls).toEqual(['cities:черні', 'cities:черні']);
  });

  it('answers 503 in the shopper’s language when Nova Poshta fails, and does not keep the failure', async () => {
    let down = true;
    const local = new LocalNovaPoshtaDirectory(false);
    replaceNovaPoshtaDirectory(t.deps, {
      kind: 'local',
      searchCities: (query, lang) => (down ? Promise.reject(new NovaPoshtaUnavailableError('no answer within 3000 ms')) : local.searchCities(query, lang)),
      warehouses: () => Promise.reject(new NovaPoshtaUnavailableError('refused')),
      findWarehouse: () => Promise.reject(new NovaPoshtaUnavailableError('refused')),
      findCity: () => Promise.reject(new NovaPoshtaUnavailableError('refused')),
    });
    const res = await get('/delivery/cities?search=Полт', 'ua');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json().message).toBe('Довідник Нової Пошти зараз не відповідає. Спробуйте ще раз за хвилину.');
    expect((await get(`/delivery/warehouses?city_ref=${refOf('Полтава')}`)).json().message).toBe(
      'Справочник Новой Почты сейчас не отвечает. Попробуйте ещё раз через минуту.',
    );
    down = false;
    expect((await cities('Полт', 'ua')).map((c) => c.name)).toEqual(['Полтава']);
  });

  it('limits each address to 120 lookups a minute, towns and departments together', async () => {
    replaceNovaPoshtaDirectory(t.deps, new LocalNovaPoshtaDirectory(false));
    // The window is a fixed minute: start at its beginning so the 121 requests fall in one.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 1000);
    const ip = uniqueIp();
    for (let i = 0; i < 60; i++) {
      expect((await get('/delivery/cities?search=Київ', 'ua', ip)).statusCode).toBe(200);
      expect((await get(`/delivery/warehouses?city_ref=${refOf('Київ')}`, 'ua', ip)).statusCode).toBe(200);
    }
    const refused = await get('/delivery/cities?search=Київ', 'ua', ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('/delivery/cities?search=Київ', 'ua')).statusCode).toBe(200);
    vi.useRealTimers();
  });
});

describe('GET /v1/delivery/warehouses', () => {
  const kyiv = refOf('Київ');

  it('lists a town’s working branches by number, localised; lockers apart', async () => {
    replaceNovaPoshtaDirectory(t.deps, new LocalNovaPoshtaDirectory(false));
    const branches = await warehouses(`city_ref=${kyiv}`, 'ua');
    expect(branches.map((w) => w.number)).toEqual(['1', '2', '3', '5', '7', '12', '25', '31', '48', '60', '77', '101', '205']);
    expect(branches[0]).toMatchObject({ number: '1', kind: 'branch' });
    expect(branches[0].name).toMatch(/^Відділення №1: /);
    expect(branches[0].shortAddress).toMatch(/^Київ, /);
    const ru = await warehouses(`city_ref=${kyiv.toUpperCase()}&type=branch`);
    expect(ru[0].name).toMatch(/^Отделение №1: /);
    expect(ru.map((w) => w.ref)).toEqual(branches.map((w) => w.ref));

    const lockers = await warehouses(`city_ref=${kyiv}&type=locker`, 'ua');
    expect(lockers.length).toBe(8);
    expect(lockers.every((w) => w.kind === 'locker' && w.name.startsWith('Поштомат "Нова Пошта" №'))).toBe(true);
  });

  it('narrows by number or street, in either language', async () => {
    expect((await warehouses(`city_ref=${kyiv}&search=12`, 'ua')).map((w) => w.number)).toEqual(['12']);
    const street = await warehouses(`city_ref=${kyiv}&search=${encodeURIComponent('крещатик')}`);
    expect(street.length).toBeGreaterThan(0);
    expect(street.every((w) => w.name.includes('Крещатик'))).toBe(true);
  });

  it('answers an unknown town with an empty list and bad input with 400', async () => {
    expect(await warehouses('city_ref=00000000-0000-4000-8000-000000000000')).toEqual([]);
    // An unknown kind is read as a branch (the contract's default), not refused.
    expect((await warehouses(`city_ref=${kyiv}&type=drone`)).every((w) => w.kind === 'branch')).toBe(true);
    for (const query of ['', 'city_ref=kyiv', `city_ref=${kyiv}x`, `city_ref=${kyiv}&search=${'1'.repeat(61)}`, 'city_ref[]=1']) {
      const res = await get(`/delivery/warehouses?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('keeps a town’s list for a day: the second request does not reach the carrier', async () => {
    const { directory, calls } = countingDirectory();
    replaceNovaPoshtaDirectory(t.deps, directory);
    const lviv = refOf('Львів');
    const first = await warehouses(`city_ref=${lviv}&type=locker`, 'ua');
    const second = await warehouses(`city_ref=${lviv.toUpperCase()}&type=locker`, 'ua');
    expect(second).toEqual(first);
    expect(calls).toEqual(['warehouses:locker:']);
  });

  it('serves the real driver’s answers through the shop (local fake of the JSON API), and 503 when it hangs', async () => {
    const fake = await startNovaPoshtaFake({ apiKey: 'k', data });
    try {
      replaceNovaPoshtaDirectory(t.deps, new NovaPoshtaApiDirectory({ apiKey: 'k', apiUrl: fake.url, timeoutMs: 5000 }));
      const found = await cities('Вінниц', 'ua');
      expect(found[0]).toEqual({ ref: refOf('Вінниця'), name: 'Вінниця', area: 'Вінницька обл.', type: 'м.' });
      expect(fake.calls[0]).toMatchObject({ apiKey: 'k', calledMethod: 'getCities' });
      fake.mode = 'hang';
      replaceNovaPoshtaDirectory(t.deps, new NovaPoshtaApiDirectory({ apiKey: 'k', apiUrl: fake.url, timeoutMs: 200 }));
      const res = await get(`/delivery/warehouses?city_ref=${refOf('Вінниця')}`, 'ua');
      expect(res.statusCode).toBe(503);
      // The key never reaches the browser.
      expect(res.body).not.toContain('"k"');
    } finally {
      await fake.close();
      replaceNovaPoshtaDirectory(t.deps, new LocalNovaPoshtaDirectory(false));
    }
  });
});
