import type { BasketLine } from '@shop/contracts/basket';
import { type EcommerceItem, trackEcommerce } from '../../lib/analytics.ts';
import { browserApi } from '../../lib/browser-api.ts';

/**
 * The basket's analytics (SPEC §7 "Other"): add_to_cart, remove_from_cart, view_cart and the quick
 * buy's purchase in the data layer (currency UAH, GA4 items), and the shop's own `POST /event`.
 * Analytics never stands in the shopper's way: a failed event is only logged.
 */

/** Where a product was added from: its page, or a list (tiles, buy-together). */
export type AddSource = 'product-page' | 'list';

function itemOf(line: BasketLine, count = line.select_count): EcommerceItem {
  return { ...line.analytics, price: line.select_type.price, item_variant: line.select_type.value, quantity: count };
}

/**
 * The shop's own event (`POST /v1/event`, contracts/analytics.ts): `AddToCart` from the product page
 * or its quick buy, `AddToCartShop` from a list, `RemoveFromCart` when a line leaves the basket.
 */
function sendShopEvent(eventTypeKey: 'AddToCart' | 'AddToCartShop' | 'RemoveFromCart', line: BasketLine, count: number): void {
  if (typeof window === 'undefined') return;
  const payload = { product_id: line.id, product_price_id: line.select_type.id, count, value: line.select_type.price * count, currency: 'UAH' };
  browserApi
    .post('/v1/event', { eventTypeKey, payload }, { background: true })
    .catch((error: unknown) => console.error(`${eventTypeKey} event failed`, error));
}

export function trackAddToCart(line: BasketLine, count: number, source: AddSource): void {
  const item = itemOf(line, count);
  trackEcommerce('add_to_cart', { value: item.price * count, items: [item] });
  sendShopEvent(source === 'product-page' ? 'AddToCart' : 'AddToCartShop', line, count);
}

export function trackRemoveFromCart(line: BasketLine): void {
  const item = itemOf(line);
  trackEcommerce('remove_from_cart', { value: item.price * line.select_count, items: [item] });
  sendShopEvent('RemoveFromCart', line, line.select_count);
}

/** The basket was looked at (its page or dialog), with the amounts the shopper sees. */
export function trackViewCart(lines: readonly BasketLine[], total: number): void {
  trackEcommerce('view_cart', { value: total, items: lines.map((line) => itemOf(line)) });
}

/** An order was placed (the quick buy; the order page reports its own). */
export function trackPurchase(orderNumber: string, total: number, items: EcommerceItem[]): void {
  trackEcommerce('purchase', { transaction_id: orderNumber, value: total, items });
}

export function ecommerceItems(lines: readonly BasketLine[]): EcommerceItem[] {
  return lines.map((line) => itemOf(line));
}
