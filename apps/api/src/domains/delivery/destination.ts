import type { FastifyBaseLogger } from 'fastify';
import type { DeliveryType } from '@shop/contracts/delivery';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { ApiDeps } from '../../deps.ts';
import type { WarehouseKind } from '../../providers/nova-poshta/nova-poshta.ts';
import { inLanguage } from './directory-view.ts';
import { findCity, findWarehouse } from './directory.service.ts';

/** The delivery types that go through Nova Poshta and so name one of its towns. */
export type NovaPoshtaDeliveryType = Extract<DeliveryType, 'nova_poshta_branch' | 'nova_poshta_locker' | 'nova_poshta_courier'>;

const KIND_OF: Record<NovaPoshtaDeliveryType, WarehouseKind | null> = {
  nova_poshta_branch: 'branch',
  nova_poshta_locker: 'locker',
  nova_poshta_courier: null,
};

/** Nova Poshta refs are GUIDs; anything else is refused before the carrier is asked. */
const REF = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the order stores: the refs and the names as Nova Poshta writes them, in the order's language. */
export interface VerifiedDestination {
  cityRef: string;
  cityName: string;
  /** Null for the courier, who delivers to an address in the town. */
  warehouseRef: string | null;
  warehouseName: string | null;
}

/**
 * Checks a checkout's town and department against the directory (never the names the browser sent):
 * for a branch or a locker, the department must exist, work, lie in that town and be of that kind;
 * for the Nova Poshta courier, the town must exist. Returns the canonical names, or null when the
 * choice does not hold. Throws the 503 of `fromCarrier` when Nova Poshta cannot be asked; lookups are
 * cached like the lists the shopper chose from.
 */
export async function verifyDestination(
  deps: ApiDeps,
  input: { type: NovaPoshtaDeliveryType; cityRef: string; warehouseRef?: string | null; lang: ApiLanguage; log?: FastifyBaseLogger },
): Promise<VerifiedDestination | null> {
  const { type, cityRef, warehouseRef, lang, log } = input;
  if (!REF.test(cityRef)) return null;
  const kind = KIND_OF[type];
  if (kind === undefined) return null;
  if (kind === null) {
    const city = await findCity(deps, cityRef, { lang, log });
    return city ? { cityRef: city.ref, cityName: inLanguage(city.name, lang), warehouseRef: null, warehouseName: null } : null;
  }
  if (!warehouseRef || !REF.test(warehouseRef)) return null;
  const warehouse = await findWarehouse(deps, cityRef, warehouseRef, { lang, log });
  if (!warehouse || warehouse.kind !== kind || warehouse.cityRef !== cityRef.toLowerCase()) return null;
  let cityName = inLanguage(warehouse.cityName, lang);
  // The department row normally names its town; if the carrier left it out, the town is asked.
  if (!cityName) {
    const city = await findCity(deps, cityRef, { lang, log });
    if (!city) return null;
    cityName = inLanguage(city.name, lang);
  }
  return { cityRef: warehouse.cityRef, cityName, warehouseRef: warehouse.ref, warehouseName: inLanguage(warehouse.name, lang) };
}
