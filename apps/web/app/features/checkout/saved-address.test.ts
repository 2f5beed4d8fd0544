import type { City, Warehouse } from '@shop/contracts/delivery';
import { describe, expect, it } from 'vitest';
import type { Address } from '@shop/contracts/user';
import { defaultAddressFor, findSavedCity, findSavedWarehouse, warehouseKindOf } from './saved-address.ts';

const city = (name: string, ref: string): City => ({ ref, name, area: 'Київська', type: 'місто' });
const warehouse = (ref: string, name: string, shortAddress: string): Warehouse => ({ ref, number: '1', name, shortAddress, kind: 'branch' });

describe('saved addresses', () => {
  it('finds the town of exactly the saved name, in any case and apostrophe', () => {
    const cities = [city('Київська Русанівка', 'a'), city('Київ', 'b'), city("Кам'янське", 'c')];
    expect(findSavedCity(cities, 'київ ')?.ref).toBe('b');
    expect(findSavedCity(cities, 'Кам’янське')?.ref).toBe('c');
    expect(findSavedCity(cities, 'Львів')).toBeNull();
  });

  it('finds the department by its ref first, else by its full name or short address', () => {
    const list = [warehouse('w1', 'Відділення №1: вул. Хрещатик, 131', 'Київ, Хрещатик, 131'), warehouse('w12', 'Відділення №12: вул. Хрещатик, 22', 'Київ, Хрещатик, 22')];
    expect(findSavedWarehouse(list, { guid: 'w1', address: 'whatever' })?.ref).toBe('w1');
    expect(findSavedWarehouse(list, { guid: null, address: 'Відділення №12: вул. Хрещатик, 22' })?.ref).toBe('w12');
    expect(findSavedWarehouse(list, { guid: 'gone', address: 'Київ, Хрещатик, 131' })?.ref).toBe('w1');
    expect(findSavedWarehouse(list, { guid: null, address: 'вул. Велика Васильківська, 100, кв. 5' })).toBeNull();
  });

  it('lists branches for the branch method and lockers for the locker method', () => {
    expect(warehouseKindOf('nova_poshta_branch')).toBe('branch');
    expect(warehouseKindOf('nova_poshta_locker')).toBe('locker');
    expect(warehouseKindOf('courier')).toBeNull();
  });

  it('preselects the default address only for a method of its kind', () => {
    const saved = (id: number, kind: Address['kind'], isDefault: boolean): Address => ({
      id, kind, isDefault, address: `a${id}`, guid: null, town: 'Київ', cityRef: null, street: null, house: null, flat: null, recipientName: 'Олена', phone: '+380671234567',
    });
    const branchDefault = [saved(1, 'courier', false), saved(2, 'branch', true)];
    const branchNeeds = { warehouse: true, address: false };
    const courierNeeds = { warehouse: false, address: true };
    expect(defaultAddressFor(branchDefault, branchNeeds)?.id).toBe(2);
    expect(defaultAddressFor(branchDefault, courierNeeds)).toBeNull();
    expect(defaultAddressFor([saved(3, 'courier', true)], courierNeeds)?.id).toBe(3);
    expect(defaultAddressFor([saved(4, 'branch', false)], branchNeeds)).toBeNull();
    expect(defaultAddressFor(branchDefault, { warehouse: false, address: false })).toBeNull();
  });
});
