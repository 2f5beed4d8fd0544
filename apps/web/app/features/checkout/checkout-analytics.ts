import type { BasketLine } from '@shop/contracts/basket';
import type { PlacedOrder } from '@shop/contracts/checkout';
import { type EcommerceItem, trackEcommerce } from '../../lib/analytics.ts';

/**
 * SPEC §7 "Other": `begin_checkout` when the order page opens with a basket and `purchase` when the
 * order is placed (for LiqPay too: the order exists from then on, whatever the payment does), both
 * in the data layer with currency UAH.
 */
export function checkoutItems(lines: readonly BasketLine[]): EcommerceItem[] {
  return lines.map((line) => ({
    ...line.analytics,
    price: line.select_type.price,
    item_variant: line.select_type.value,
    quantity: line.select_count,
  }));
}

const basketValue = (lines: readonly BasketLine[]) => lines.reduce((sum, line) => sum + line.select_type.price * line.select_count, 0);

export function trackBeginCheckout(lines: readonly BasketLine[]): void {
  if (lines.length === 0) return;
  trackEcommerce('begin_checkout', { value: basketValue(lines), items: checkoutItems(lines) });
}

/** `value` is what the server charges (the placed order's total), not the browser's sum. */
export function trackPurchase(order: PlacedOrder, lines: readonly BasketLine[]): void {
  trackEcommerce('purchase', { transaction_id: order.number, value: order.total, items: checkoutItems(lines) });
}
