import { type FirstOrderPromotion, FIRST_ORDER_PROMOTION_SETTING, PAYMENT_METHODS_SETTING, activePaymentMethods, firstOrderPromotionOf } from '@shop/contracts/checkout-settings';
import type { PaymentMethod } from '@shop/contracts/checkout';
import type { Database, NamedStatement } from '../../db/client.ts';
import { type DeliveryMethodRow, activeMethodQuery } from '../delivery/delivery.public.ts';
import { type BasketVariant, VARIANTS_FROM, VARIANT_JSON } from './basket-variants.repository.ts';
import { CALLER_COLUMNS, type CallerRow, orderedByUserOrPhone } from './caller.repository.ts';
import { type Caller, callerOf } from './checkout-caller.ts';
import { CHECKOUT_SETTINGS_JSON } from './checkout-settings.repository.ts';
import { ACTIVE_RULES } from './promo-offers.repository.ts';
import type { PromoRule } from './promo-offers.ts';

/**
 * Everything a quote or an order reads before pricing, in one statement: one round trip instead of
 * three at once and a fourth after them (docs/performance.md, "Buying path"). $1 the delivery
 * method (null: none chosen), $2 the signed-in user (null: a guest), $3 the variants of the
 * basket's lines. The variants of the active rules' items come with them, and whether the account or
 * its own (proven) phone has ever ordered: the first-order promotion is the account's, never decided
 * by a phone a form names (docs/orders.md, "First-order promotion"). The checkout's settings (the
 * payment methods switched on, the first-order promotion) come in the same statement, so a save in
 * the back office reaches the next quote and order with no cache and no round trip of their own.
 */
const BASKET_FACTS: NamedStatement = {
  name: 'checkout_basket_facts_by_account',
  text: `with caller as (select ${CALLER_COLUMNS} from users where id = $2::int),
    rules as (${ACTIVE_RULES})
  select
    (select row_to_json(m) from (${activeMethodQuery('$1::int')}) m) as method,
    (select coalesce(json_agg(r order by r."minTotal", r.id), '[]') from rules r) as rules,
    (select row_to_json(c) from caller c) as caller,
    ${CHECKOUT_SETTINGS_JSON} as settings,
    ${orderedByUserOrPhone('$2::int', '(select phone from caller)')} as ordered,
    (select coalesce(json_agg(${VARIANT_JSON}), '[]') ${VARIANTS_FROM}
      where p.id = any($3::int[] || array(select unnest(r."itemIds") from rules r))) as variants`,
};

export interface BasketFacts {
  /** The active delivery method asked for; null when none was asked for or it is not active. */
  method: DeliveryMethodRow | null;
  rules: PromoRule[];
  caller: Caller;
  /** The lines' and the rules' variants, of published products only. */
  variants: Map<number, BasketVariant>;
  /** The ways of paying checkout offers now, in the shop's order. */
  payments: PaymentMethod[];
  /** The first-order promotion as the back office set it. */
  firstOrder: FirstOrderPromotion;
}

export async function loadBasketFacts(
  database: Database,
  input: { deliveryMethodId: number | null; userId: number | null; priceIds: readonly number[] },
): Promise<BasketFacts> {
  const [row] = await database.named<{
    method: DeliveryMethodRow | null;
    rules: PromoRule[];
    caller: CallerRow | null;
    ordered: boolean;
    settings: Record<string, unknown>;
    variants: BasketVariant[];
  }>(
    BASKET_FACTS,
    [input.deliveryMethodId, input.userId, [...new Set(input.priceIds)]],
  );
  const firstOrder = firstOrderPromotionOf(row.settings[FIRST_ORDER_PROMOTION_SETTING]);
  return {
    method: row.method,
    rules: row.rules,
    caller: callerOf(row.caller, row.ordered, firstOrder),
    payments: activePaymentMethods(row.settings[PAYMENT_METHODS_SETTING]),
    firstOrder,
    variants: new Map(row.variants.map((variant) => [variant.id, variant])),
  };
}
