import { describe, expect, it } from 'vitest';
import { LocalNovaPoshtaDirectory, localDirectoryData } from './local-nova-poshta.ts';
import { NovaPoshtaUnavailableError } from './nova-poshta.ts';
import { kindOf } from './nova-poshta-wire.ts';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const data = localDirectoryData();
const directory = new LocalNovaPoshtaDirectory(false);
const refOf = (name: string) => data.cities.find((c) => c.Description === name)!.Ref;

describe('the local Nova Poshta directory', () => {
  it('holds real towns in both languages with their oblasts, each with branches, most with lockers', () => {
    const towns = data.cities.filter((c) => c.SettlementTypeDescription === 'місто');
    expect(towns.length).toBeGreaterThanOrEqual(25);
    for (const city of data.cities) {
      expect(city.Ref).toMatch(GUID);
      expect(city.Description && city.DescriptionRu && city.AreaDescription && city.AreaDescriptionRu).toBeTruthy();
      const own = data.warehouses.filter((w) => w.CityRef === city.Ref);
      expect(own.some((w) => kindOf(w) === 'branch'), city.Description).toBe(true);
      for (const w of own) {
        expect(w.Description.includes(`№${w.Number}`) && w.DescriptionRu?.includes(`№${w.Number}`), w.Description).toBe(true);
        expect(w.ShortAddress?.startsWith(`${city.Description}, `) && w.ShortAddressRu?.startsWith(`${city.DescriptionRu}, `)).toBe(true);
      }
    }
    expect(towns.filter((c) => data.warehouses.some((w) => w.CityRef === c.Ref && kindOf(w) === 'locker')).length).toBe(towns.length);
    expect(data.cities.map((c) => c.AreaDescription)).toEqual(expect.arrayContaining(['Київська', 'Львівська', 'Одеська', 'Закарпатська']));
  });

  it('gives every record a unique GUID ref that does not change between releases', () => {
    const refs = [...data.cities.map((c) => c.Ref), ...data.warehouses.map((w) => w.Ref)];
    expect(new Set(refs).size).toBe(refs.length);
    expect(refs.every((ref) => GUID.test(ref))).toBe(true);
    // Saved addresses and orders keep these refs: the Kyiv ref is fixed.
    expect(refOf('Київ')).toBe('e0d2b778-c27c-5d6d-b360-affd18007476');
  });

  it('matches a part of either name, whatever the case or apostrophe', async () => {
    expect((await directory.searchCities('КИЇВ', 'ua')).map((c) => c.name.uk)).toContain('Київ');
    expect((await directory.searchCities('киев', 'ru')).map((c) => c.name.ru)).toContain('Киев');
    expect((await directory.searchCities('Льв', 'ua')).map((c) => c.name.uk)).toEqual(['Львів']);
    expect((await directory.searchCities('кам’ян', 'ua')).map((c) => c.name.uk).sort()).toEqual(["Кам'янець-Подільський", "Кам'янське"]);
    expect(await directory.searchCities('Лондон', 'ua')).toEqual([]);
  });

  it('lists a town’s departments of one kind, by number or address, and finds one only in its town', async () => {
    const kyiv = refOf('Київ');
    const branches = await directory.warehouses(kyiv, 'branch', '', 'ua');
    expect(branches.map((w) => w.number).slice(0, 4)).toEqual(['1', '2', '3', '5']);
    expect(branches.every((w) => w.kind === 'branch')).toBe(true);
    expect((await directory.warehouses(kyiv, 'branch', '№12', 'ua')).map((w) => w.number)).toEqual(['12']);
    expect((await directory.warehouses(kyiv, 'locker', 'сільпо', 'ua')).every((w) => w.kind === 'locker' && w.name.uk.includes('Сільпо'))).toBe(true);
    const one = branches[0];
    expect(await directory.findWarehouse(kyiv.toUpperCase(), one.ref.toUpperCase())).toEqual(one);
    expect(await directory.findWarehouse(refOf('Львів'), one.ref)).toBeNull();
  });

  it('refuses to stand in for Nova Poshta in production', async () => {
    const production = new LocalNovaPoshtaDirectory(true);
    await expect(production.searchCities('Київ', 'ua')).rejects.toBeInstanceOf(NovaPoshtaUnavailableError);
    await expect(production.findWarehouse(refOf('Київ'), refOf('Київ'))).rejects.toBeInstanceOf(NovaPoshtaUnavailableError);
  });
});
