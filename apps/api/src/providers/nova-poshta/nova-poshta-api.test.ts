import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type LocalDirectoryData, localDirectoryData } from './local-nova-poshta.ts';
import { NovaPoshtaUnavailableError } from './nova-poshta.ts';
import { NovaPoshtaApiDirectory } from './nova-poshta-api.ts';
import { type NovaPoshtaFake, startNovaPoshtaFake } from './nova-poshta-fake.test-support.ts';
import type { NpWarehouseRow } from './nova-poshta-wire.ts';

const KEY = 'fake-key-0123456789abcdef';
const BIG_TOWN = '11111111-2222-4333-8444-555555555555';

/** The local directory's rows, plus a town with 1,100 branches (page through) and a row without Russian. */
function fixture(): LocalDirectoryData {
  const base = localDirectoryData();
  const big: NpWarehouseRow[] = Array.from({ length: 1100 }, (_, i) => ({
    Ref: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    Number: String(i + 1),
    Description: `Відділення №${i + 1}: вул. Тестова, ${i + 1}`,
    DescriptionRu: '',
    ShortAddress: `Велике, Тестова, ${i + 1}`,
    TypeOfWarehouse: '841339c7-591a-42e2-8233-7a0a00f0ed6f',
    CategoryOfWarehouse: 'Branch',
    CityRef: BIG_TOWN,
    CityDescription: 'Велике',
    WarehouseStatus: 'Working',
    DenyToSelect: '0',
  }));
  return {
    cities: [...base.cities, { Ref: BIG_TOWN, Description: 'Велике', AreaDescription: 'Київська', SettlementTypeDescription: 'село' }],
    warehouses: [...base.warehouses, ...big],
  };
}

let fake: NovaPoshtaFake;
const data = fixture();
const kyiv = data.cities.find((c) => c.Description === 'Київ')!;
const lviv = data.cities.find((c) => c.Description === 'Львів')!;
const driver = (overrides: Partial<{ apiKey: string; timeoutMs: number; apiUrl: string }> = {}) =>
  new NovaPoshtaApiDirectory({ apiKey: KEY, apiUrl: fake.url, timeoutMs: 2000, ...overrides });

beforeAll(async () => {
  fake = await startNovaPoshtaFake({ apiKey: KEY, data });
});
afterAll(() => fake?.close());
beforeEach(() => {
  fake.mode = 'normal';
  fake.ignoreRef = false;
  fake.calls.length = 0;
});

describe('Nova Poshta API driver (against a local fake of the JSON API v2)', () => {
  it('asks getCities with the key in the body and every number as a string, and maps both languages', async () => {
    const cities = await driver().searchCities('київ', 'ua');
    expect(fake.calls).toEqual([
      { apiKey: KEY, modelName: 'Address', calledMethod: 'getCities', methodProperties: { FindByString: 'київ', Page: '1', Limit: '50' } },
    ]);
    expect(cities.find((c) => c.ref === kyiv.Ref)).toEqual({
      ref: kyiv.Ref,
      name: { uk: 'Київ', ru: 'Киев' },
      area: { uk: 'Київська', ru: 'Киевская' },
      settlementType: { uk: 'місто', ru: 'город' },
    });
    // The fake matches the Russian name too, as the API's FindByString does.
    expect((await driver().searchCities('львов', 'ru')).map((c) => c.ref)).toEqual([lviv.Ref]);
  });

  it('lists branches without lockers or closed departments, in number order; lockers by their type', async () => {
    const branches = await driver().warehouses(kyiv.Ref, 'branch', '', 'ua');
    const call = fake.calls.at(-1)!;
    expect(call).toMatchObject({ calledMethod: 'getWarehouses', methodProperties: { CityRef: kyiv.Ref, Page: '1', Limit: '150', Language: 'UA' } });
    expect(call.methodProperties).not.toHaveProperty('TypeOfWarehouseRef');
    expect(branches.length).toBeGreaterThan(5);
    expect(branches.every((w) => w.kind === 'branch' && w.cityRef === kyiv.Ref)).toBe(true);
    const numbers = branches.map((w) => Number(w.number));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const closed = data.warehouses.find((w) => w.CityRef === kyiv.Ref && w.WarehouseStatus !== 'Working')!;
    expect(branches.map((w) => w.ref)).not.toContain(closed.Ref);

    const lockers = await driver().warehouses(kyiv.Ref, 'locker', '', 'ru');
    expect(fake.calls.at(-1)!.methodProperties).toMatchObject({ TypeOfWarehouseRef: 'f9316480-5f2d-425d-bc2c-ac7cd29decf0', Language: 'RU' });
    expect(lockers.length).toBeGreaterThan(2);
    expect(lockers.every((w) => w.kind === 'locker' && w.name.ru.startsWith('Почтомат'))).toBe(true);

    const narrowed = await driver().warehouses(kyiv.Ref, 'branch', 'Хрещатик', 'ua');
    expect(fake.calls.at(-1)!.methodProperties.FindByString).toBe('Хрещатик');
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.every((w) => w.name.uk.includes('Хрещатик'))).toBe(true);
  });

  it('finds one department by ref in its town, and only there', async () => {
    const row = data.warehouses.find((w) => w.CityRef === kyiv.Ref && w.CategoryOfWarehouse === 'Branch')!;
    const found = await driver().findWarehouse(kyiv.Ref, row.Ref);
    expect(found).toMatchObject({ ref: row.Ref, cityRef: kyiv.Ref, kind: 'branch', cityName: { uk: 'Київ', ru: 'Киев' } });
    expect(fake.calls.at(-1)!.methodProperties).toEqual({ CityRef: kyiv.Ref, Ref: row.Ref, Page: '1', Limit: '500' });
    expect(await driver().findWarehouse(lviv.Ref, row.Ref)).toBeNull();
    expect(await driver().findCity(kyiv.Ref)).toMatchObject({ ref: kyiv.Ref, name: { uk: 'Київ', ru: 'Киев' } });
    expect(await driver().findCity(BIG_TOWN.replace('1111', '9999'))).toBeNull();
  });

  it('pages through a town when the API does not narrow by Ref, and falls back to Ukrainian names', async () => {
    fake.ignoreRef = true;
    const found = await driver().findWarehouse(BIG_TOWN, '00000000-0000-4000-8000-000000001050');
    expect(found).toMatchObject({ number: '1050', name: { uk: 'Відділення №1050: вул. Тестова, 1050', ru: 'Відділення №1050: вул. Тестова, 1050' } });
    expect(fake.calls.map((c) => c.methodProperties.Page)).toEqual(['1', '2', '3']);
    fake.calls.length = 0;
    expect(await driver().findWarehouse(BIG_TOWN, '00000000-0000-4000-8000-000000009999')).toBeNull();
    expect(fake.calls).toHaveLength(3);
  });

  it('turns an error answer into NovaPoshtaUnavailableError with the carrier codes', async () => {
    const error = await driver({ apiKey: 'wrong' }).searchCities('київ', 'ua').catch((e) => e);
    expect(error).toBeInstanceOf(NovaPoshtaUnavailableError);
    expect(error.message).toContain('API key is invalid');
    expect(error.codes).toEqual(['20000200039']);
  });

  it('gives up after its timeout instead of hanging', async () => {
    fake.mode = 'hang';
    const started = Date.now();
    const error = await driver({ timeoutMs: 150 }).warehouses(kyiv.Ref, 'branch', '', 'ru').catch((e) => e);
    expect(error).toBeInstanceOf(NovaPoshtaUnavailableError);
    expect(error.message).toContain('no answer within 150 ms');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('refuses an answer that is not the envelope, and an address nobody listens on', async () => {
    fake.mode = 'html';
    await expect(driver().searchCities('київ', 'ua')).rejects.toBeInstanceOf(NovaPoshtaUnavailableError);
    fake.mode = 'normal';
    await expect(driver({ apiUrl: fake.url.replace('/v2.0/json/', '/elsewhere') }).searchCities('київ', 'ua')).rejects.toBeInstanceOf(
      NovaPoshtaUnavailableError,
    );
    await expect(driver({ apiUrl: 'http://127.0.0.1:1/v2.0/json/' }).searchCities('київ', 'ua')).rejects.toBeInstanceOf(NovaPoshtaUnavailableError);
  });
});
