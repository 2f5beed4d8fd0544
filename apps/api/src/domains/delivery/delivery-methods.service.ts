import type { DeliveryMethod } from '@shop/contracts/delivery';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { ApiDeps } from '../../deps.ts';
import type { Database } from '../../db/client.ts';
import { pick } from '../../core/localized.ts';
import { toHryvnia } from '../pricing/pricing.ts';
import { type DeliveryMethodRow, findActiveMethod, listActiveMethods } from './delivery-methods.repository.ts';

export type { DeliveryMethodRow };

/** A method as the checkout form shows it: localised, its price in whole grn (SPEC §9). */
export function toDeliveryMethod(row: DeliveryMethodRow, lang: ApiLanguage): DeliveryMethod {
  return {
    id: row.id,
    type: row.type,
    title: pick(row, 'title', lang),
    description: pick(row, 'description', lang),
    price: toHryvnia(row.price),
  };
}

/** GET /v1/delivery_methods: the active methods in the shop's order. */
export async function listDeliveryMethods(deps: ApiDeps, lang: ApiLanguage): Promise<DeliveryMethod[]> {
  return (await listActiveMethods(deps.database.db)).map((row) => toDeliveryMethod(row, lang));
}

/**
 * One active method with its price in kopecks, for checkout (the price charged is the table's, never
 * the browser's); null for an unknown or switched-off id.
 */
export async function activeDeliveryMethod(database: Database, id: number): Promise<DeliveryMethodRow | null> {
  return findActiveMethod(database, id);
}
