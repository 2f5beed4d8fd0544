import type { Database } from '../../db/client.ts';
import { RETAIL_VIEWER, viewerForUser } from '../pricing/price-viewer.ts';
import type { PricingCaller } from './basket-pricing.ts';
import { type CallerRow, hasOrderBefore, loadCaller } from './caller.repository.ts';

export interface Caller {
  pricing: PricingCaller;
  /** The account as stored now; null for a guest. */
  row: CallerRow | null;
}

/**
 * The caller as money sees them, from the stored account (never the price audience cookie: it only
 * chooses what pages show, orders are priced from the signed-in user). A guest is retail with no
 * bonuses; the first-order promotion is checked against the account and the phone, and a guest who
 * has not given a phone yet is taken to be new (the order itself always has the phone).
 */
export async function loadPricingCaller(
  database: Database,
  userId: number | null,
  phone: string | null,
): Promise<Caller> {
  const row = userId === null ? null : await loadCaller(database, userId);
  // Only retail shoppers can have the promotion: others need not be looked up.
  const ordered = viewerOf(row).audience === 'retail' && (await hasOrderBefore(database, { userId: row?.id ?? null, phone: phone || row?.phone || null }));
  return callerOf(row, ordered);
}

const viewerOf = (row: CallerRow | null) => (row ? viewerForUser(row) : RETAIL_VIEWER);

/** The caller from the stored account (null: a guest) and whether they have ordered before. */
export function callerOf(row: CallerRow | null, orderedBefore: boolean): Caller {
  const viewer = viewerOf(row);
  return {
    row,
    pricing: {
      viewer,
      tempDiscount: row?.tempDiscount ?? false,
      canUseBonuses: row?.canUseBonuses ?? false,
      bonusBalance: row?.bonusAmount ?? 0,
      noOrdersYet: viewer.audience === 'retail' && !orderedBefore,
    },
  };
}
