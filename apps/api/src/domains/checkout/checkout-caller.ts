import type { FirstOrderPromotion } from '@shop/contracts/checkout-settings';
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
 * bonuses and no first-order promotion: the promotion is for a signed-in retail account whose
 * account and own phone (proven at registration) have never ordered, so no form's phone decides it.
 */
export async function loadPricingCaller(database: Database, userId: number | null, firstOrder: FirstOrderPromotion): Promise<Caller> {
  const row = userId === null ? null : await loadCaller(database, userId);
  // Only retail accounts can have the promotion: others need not be looked up.
  const ordered = row !== null && viewerOf(row).audience === 'retail' && (await hasOrderBefore(database, { userId: row.id, phone: row.phone }));
  return callerOf(row, ordered, firstOrder);
}

const viewerOf = (row: CallerRow | null) => (row ? viewerForUser(row) : RETAIL_VIEWER);

/**
 * The caller from the stored account (null: a guest), whether the account or its phone has ever
 * ordered, and the first-order promotion as the back office set it (off: no percent).
 */
export function callerOf(row: CallerRow | null, orderedBefore: boolean, firstOrder: FirstOrderPromotion): Caller {
  const viewer = viewerOf(row);
  return {
    row,
    pricing: {
      viewer,
      tempDiscount: row?.tempDiscount ?? false,
      canUseBonuses: row?.canUseBonuses ?? false,
      bonusBalance: row?.bonusAmount ?? 0,
      noOrdersYet: row !== null && viewer.audience === 'retail' && !orderedBefore,
      guest: row === null,
      firstOrderPercent: firstOrder.active ? firstOrder.percent : null,
    },
  };
}
