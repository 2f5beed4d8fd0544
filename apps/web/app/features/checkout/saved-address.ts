import type { City, DeliveryType, Warehouse } from '@shop/contracts/delivery';
import type { Address } from '@shop/contracts/user';

/** Which departments a method lists: branches, parcel lockers, or none. */
export function warehouseKindOf(type: DeliveryType): 'branch' | 'locker' | null {
  return type === 'nova_poshta_branch' ? 'branch' : type === 'nova_poshta_locker' ? 'locker' : null;
}

const fold = (text: string) => text.normalize('NFC').toLowerCase().replace(/[’ʼ`']/g, "'").replace(/\s+/g, ' ').trim();

/**
 * The town of a saved address among the towns Nova Poshta found for its name: the one of exactly
 * that name (the largest settlement comes first in Nova Poshta's answer), else none rather than a
 * guess.
 */
export function findSavedCity(cities: readonly City[], town: string): City | null {
  const wanted = fold(town);
  return cities.find((city) => fold(city.name) === wanted) ?? null;
}

/** The department of a saved address: by its Nova Poshta ref when it has one, else by its full name. */
export function findSavedWarehouse(warehouses: readonly Warehouse[], address: Pick<Address, 'guid' | 'address'>): Warehouse | null {
  if (address.guid) {
    const byRef = warehouses.find((warehouse) => warehouse.ref === address.guid);
    if (byRef) return byRef;
  }
  const wanted = fold(address.address);
  return warehouses.find((warehouse) => fold(warehouse.name) === wanted || fold(warehouse.shortAddress) === wanted) ?? null;
}

/**
 * The address checkout preselects: the book's default, when it suits the chosen method (a branch
 * address for a Nova Poshta branch, a courier address for a courier); none otherwise, so a courier
 * order never starts from a branch's name in the street field.
 */
export function defaultAddressFor(
  addresses: readonly Address[],
  needs: { warehouse: boolean; address: boolean },
): Address | null {
  const chosen = addresses.find((address) => address.isDefault);
  if (!chosen) return null;
  if (needs.warehouse) return chosen.kind === 'branch' ? chosen : null;
  if (needs.address) return chosen.kind === 'courier' ? chosen : null;
  return null;
}
