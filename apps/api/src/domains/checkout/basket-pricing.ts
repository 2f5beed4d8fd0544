import { CURRENCY, FREE_DELIVERY_FROM_UAH, TEMP_DISCOUNT_PERCENT } from '@shop/contracts/constants';
import { type DeliveryType, deliveryCharge } from '@shop/contracts/delivery';
import type { Quote } from '@shop/contracts/checkout';
import type { ApiLanguage } from '@shop/contracts/i18n';
import { pick } from '../../core/localized.ts';
import type { PriceViewer } from '../pricing/price-viewer.ts';
import { chooseVariantPrice, toHryvnia } from '../pricing/pricing.ts';
import { type BasketLine, isPaidLine } from './basket-lines.ts';
import { checkoutMessage } from './checkout.messages.ts';

/** Decision 0015: bonuses pay at most this share of the goods after discounts. */
export const BONUS_SHARE_PERCENT = 30;

/** Who is buying, as far as money is concerned. */
export interface PricingCaller {
  viewer: PriceViewer;
  tempDiscount: boolean;
  canUseBonuses: boolean;
  /** Whole grn on the account (0 for guests). */
  bonusBalance: number;
  /** Neither the account nor the phone has an order that is not cancelled. */
  noOrdersYet: boolean;
  /** No account: the first-order promotion is an account's, so a guest is told to sign in for it. */
  guest: boolean;
  /**
   * The first-order promotion's percent as the back office set it (decision 0015, 5 by default);
   * null while the promotion is switched off: no such discount and no note about it.
   */
  firstOrderPercent: number | null;
}

export interface PricingOptions {
  /** Whole grn the shopper asks to spend; capped by the rule, never an error. */
  useBonuses: number;
  /** Kopecks the delivery method costs, or null when none is chosen yet. */
  deliveryPrice: number | null;
  /** The chosen method's type, which decides who pays the delivery; absent or null when none is chosen. */
  deliveryType?: DeliveryType | null;
}

/** `percent` of whole grn, rounded down: a discount never exceeds its percent (decision 0015). */
export function percentDown(grn: number, percent: number): number {
  return Math.floor((grn * percent) / 100);
}

/**
 * The one quote of a basket (docs/decisions/0015-basket-money.md); the basket page, the order page
 * and `checkout/store` all use it, so the screen and the charge cannot differ.
 * - unit price: the caller's variant price in whole grn (half-up); line = unit × count; samples and
 *   gifts cost 0;
 * - discounts off the goods total, rounded down: temporary 5 % (`tempDiscount`) or the first-order
 *   promotion's percent (retail shopper with no order yet, while the promotion runs; 5 % by
 *   default, set in the back office), the larger one only;
 * - bonuses: with `canUseBonuses`, at most 30 % of the goods after the discount (rounded down) and
 *   the balance;
 * - delivery: free, the carrier's rates (paid to Nova Poshta on receipt, not in the total) or the
 *   method's price, by `deliveryCharge` on the goods after the discount (FREE_DELIVERY_FROM_UAH);
 * - total = goods − discount − bonuses + delivery, never below 0.
 */
export function priceBasket(caller: PricingCaller, lines: readonly BasketLine[], options: PricingOptions, lang: ApiLanguage): Quote {
  const quoteLines = lines.map((line) => {
    const { variant } = line;
    const paid = isPaidLine(line.type);
    // A ticket or webinar costs its row's price to everyone: no personal discount, nothing crossed out.
    const chosen = line.event ? { price: variant.retail, oldPrice: null } : chooseVariantPrice(variant, caller.viewer);
    const price = paid ? toHryvnia(chosen.price) : 0;
    const old = paid && chosen.oldPrice !== null ? toHryvnia(chosen.oldPrice) : null;
    return {
      id: variant.productId,
      product_price_id: variant.id,
      type: line.type,
      title: pick(variant, 'title', lang),
      value: pick(variant, 'value', lang),
      count: line.count,
      price,
      oldPrice: old !== null && old > price ? old : null,
      total: price * line.count,
      available: variant.quantity,
    };
  });
  const goodsTotal = quoteLines.reduce((sum, line) => sum + line.total, 0);

  const candidates: Quote['discounts'] = [];
  if (caller.tempDiscount) {
    candidates.push({ kind: 'temp', title: checkoutMessage(lang, 'tempDiscount'), amount: percentDown(goodsTotal, TEMP_DISCOUNT_PERCENT) });
  }
  if (caller.viewer.audience === 'retail' && caller.noOrdersYet && caller.firstOrderPercent !== null) {
    const percent = caller.firstOrderPercent;
    candidates.push({ kind: 'first_order', title: checkoutMessage(lang, 'firstOrder', { percent }), amount: percentDown(goodsTotal, percent) });
  }
  // They never add up; on a tie the account's own discount is named.
  const best = candidates.reduce<Quote['discounts'][number] | null>((top, d) => (top === null || d.amount > top.amount ? d : top), null);
  const discounts = best && best.amount > 0 ? [best] : [];
  const discount = discounts.reduce((sum, d) => sum + d.amount, 0);

  const afterDiscount = goodsTotal - discount;
  const balance = caller.canUseBonuses ? Math.max(0, caller.bonusBalance) : 0;
  const max = caller.canUseBonuses ? Math.min(percentDown(afterDiscount, BONUS_SHARE_PERCENT), balance) : 0;
  const used = Math.min(Math.max(0, Math.floor(options.useBonuses)), max);

  const methodPrice = options.deliveryPrice === null ? 0 : toHryvnia(options.deliveryPrice);
  const charge = options.deliveryType ? deliveryCharge({ type: options.deliveryType, price: methodPrice }, afterDiscount) : null;
  // Only the shop's own courier adds to the total; Nova Poshta is free or paid to the carrier.
  const delivery = charge === null ? methodPrice : charge === 'fixed' ? methodPrice : 0;
  return {
    lines: quoteLines,
    goodsTotal,
    discounts,
    discountNotes: discountNotes(caller, discounts),
    bonuses: { allowed: caller.canUseBonuses, balance, max, used },
    delivery,
    deliveryCharge: charge,
    freeDeliveryFrom: FREE_DELIVERY_FROM_UAH,
    total: Math.max(0, afterDiscount - used + delivery),
    currency: CURRENCY,
  };
}

/** Why a retail shopper gets no first-order discount, so that the summary can say it instead of going quiet. */
function discountNotes(caller: PricingCaller, discounts: Quote['discounts']): Quote['discountNotes'] {
  if (caller.firstOrderPercent === null || caller.viewer.audience !== 'retail' || caller.noOrdersYet || discounts.some((d) => d.kind === 'first_order')) return [];
  return [caller.guest ? 'first_order_guest' : 'first_order_returning'];
}
