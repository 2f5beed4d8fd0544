import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../core/errors.ts';
import { LocalNovaPoshtaDirectory, localDirectoryData } from '../../providers/nova-poshta/local-nova-poshta.ts';
import { type NovaPoshtaDirectory, NovaPoshtaUnavailableError } from '../../providers/nova-poshta/nova-poshta.ts';
import { kindOf } from '../../providers/nova-poshta/nova-poshta-wire.ts';
import { replaceNovaPoshtaDirectory } from '../../providers/nova-poshta/nova-poshta-provider.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { verifyDestination } from './destination.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 2 });
});
afterAll(() => t?.close());

const data = localDirectoryData();
const cityOf = (name: string) => data.cities.find((c) => c.Description === name)!;
const kyiv = cityOf('Київ');
const lviv = cityOf('Львів');
const kyivBranch = data.warehouses.find((w) => w.CityRef === kyiv.Ref && kindOf(w) === 'branch' && w.Number === '7')!;
const kyivLocker = data.warehouses.find((w) => w.CityRef === kyiv.Ref && kindOf(w) === 'locker')!;
const kyivClosed = data.warehouses.find((w) => w.CityRef === kyiv.Ref && w.WarehouseStatus !== 'Working')!;

describe('verifyDestination', () => {
  it('confirms a branch of the town and gives the names Nova Poshta writes, in the order’s language', async () => {
    expect(await verifyDestination(t.deps, { type: 'nova_poshta_branch', cityRef: kyiv.Ref, warehouseRef: kyivBranch.Ref, lang: 'ua' })).toEqual({
      cityRef: kyiv.Ref,
      cityName: 'Київ',
      warehouseRef: kyivBranch.Ref,
      warehouseName: kyivBranch.Description,
    });
    const ru = await verifyDestination(t.deps, { type: 'nova_poshta_branch', cityRef: kyiv.Ref.toUpperCase(), warehouseRef: kyivBranch.Ref.toUpperCase(), lang: 'ru' });
    expect(ru).toMatchObject({ cityRef: kyiv.Ref, cityName: 'Киев', warehouseName: kyivBranch.DescriptionRu });
    expect(await verifyDestination(t.deps, { type: 'nova_poshta_locker', cityRef: kyiv.Ref, warehouseRef: kyivLocker.Ref, lang: 'ru' })).toMatchObject({
      warehouseRef: kyivLocker.Ref,
      warehouseName: kyivLocker.DescriptionRu,
    });
  });

  it('refuses a department of another town or kind, a closed one, an unknown one, and refs that are not GUIDs', async () => {
    const check = (type: 'nova_poshta_branch' | 'nova_poshta_locker', cityRef: string, warehouseRef: string | null | undefined) =>
      verifyDestination(t.deps, { type, cityRef, warehouseRef, lang: 'ua' });
    expect(await check('nova_poshta_branch', lviv.Ref, kyivBranch.Ref)).toBeNull();
    expect(await check('nova_poshta_locker', kyiv.Ref, kyivBranch.Ref)).toBeNull();
    expect(await check('nova_poshta_branch', kyiv.Ref, kyivLocker.Ref)).toBeNull();
    expect(await check('nova_poshta_branch', kyiv.Ref, kyivClosed.Ref)).toBeNull();
    expect(await check('nova_poshta_branch', kyiv.Ref, '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await check('nova_poshta_branch', kyiv.Ref, null)).toBeNull();
    expect(await check('nova_poshta_branch', kyiv.Ref, undefined)).toBeNull();
    expect(await check('nova_poshta_branch', 'Київ', kyivBranch.Ref)).toBeNull();
    expect(await check('nova_poshta_branch', kyiv.Ref, `${kyivBranch.Ref}' or 1=1`)).toBeNull();
  });

  it('checks only the town for the Nova Poshta courier', async () => {
    expect(await verifyDestination(t.deps, { type: 'nova_poshta_courier', cityRef: lviv.Ref, lang: 'ru' })).toEqual({
      cityRef: lviv.Ref,
      cityName: 'Львов',
      warehouseRef: null,
      warehouseName: null,
    });
    expect(await verifyDestination(t.deps, { type: 'nova_poshta_courier', cityRef: '00000000-0000-4000-8000-000000000000', lang: 'ru' })).toBeNull();
  });

  it('keeps lookups (found for a day, missing for minutes) and turns a carrier failure into 503', async () => {
    const local = new LocalNovaPoshtaDirectory(false);
    const calls: string[] = [];
    let down = false;
    const directory: NovaPoshtaDirectory = {
      kind: 'local',
      searchCities: (q, l) => local.searchCities(q, l),
      warehouses: (c, k, q, l) => local.warehouses(c, k, q, l),
      findWarehouse: (cityRef, ref) => {
        calls.push(ref);
        return down ? Promise.reject(new NovaPoshtaUnavailableError('timeout')) : local.findWarehouse(cityRef, ref);
      },
      findCity: (ref) => local.findCity(ref),
    };
    replaceNovaPoshtaDirectory(t.deps, directory);
    try {
      const odesa = cityOf('Одеса');
      const branch = data.warehouses.find((w) => w.CityRef === odesa.Ref && kindOf(w) === 'branch')!;
      const input = { type: 'nova_poshta_branch' as const, cityRef: odesa.Ref, warehouseRef: branch.Ref, lang: 'ua' as const };
      expect(await verifyDestination(t.deps, input)).not.toBeNull();
      expect(await verifyDestination(t.deps, input)).not.toBeNull();
      expect(calls).toEqual([branch.Ref]);

      down = true;
      const failure = await verifyDestination(t.deps, { ...input, warehouseRef: data.warehouses.find((w) => w.CityRef === odesa.Ref && w.Ref !== branch.Ref)!.Ref }).catch(
        (e) => e,
      );
      expect(failure).toBeInstanceOf(HttpError);
      expect(failure.statusCode).toBe(503);
    } finally {
      replaceNovaPoshtaDirectory(t.deps, new LocalNovaPoshtaDirectory(false));
    }
  });
});
