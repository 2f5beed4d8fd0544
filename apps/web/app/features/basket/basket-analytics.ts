import type { BasketLine } from '@shop/contracts/basket';
import { type EcommerceItem, trackEcommerce } from '../../lib/analytics.ts';
import { browserApi } from '../../lib/browser-api.ts';

/**
 * The basket's analytics (SPEC §7 "Other"): add_to_cart, remove_from_cart and view_cart in the data
 * layer (currency UAH, GA4 items), and the shop's own `POST /event` with eventTypeKey `AddToCart`
 * (from the product page) or `AddToCartShop` (from a list). Analytics never stands in the shopper's
 * way: a failed event is only logged.
 */

/** Where a product was added from: its page, or a list (tiles, buy-together). */
export type AddSource = 'product-page' | 'list';

function itemOf(line: BasketLine, count = line.select_count, price = line.select_type.price): EcommerceItem {
  return { ...line.analytics, price, item_variant: line.select_type.value, quantity: count };
}

export function trackAddToCart(line: BasketLine, count: number, source: AddSource): void {
  const item = itemOf(line, count);
  trackEcommerce('add_to_cart', { value: item.price * count, items: [item] });
  if (typeof window === 'undefined') return;
  browserApi
    .post(
      '/v1/event',
      {
        eventTypeKey: source === 'product-page' ? 'AddToCart' : 'AddToCartShop',
        product_id: line.id,
        product_price_id: line.select_type.id,
        count,
        price: item.price,
        title: line.title,
        currency: 'UAH',
      },
      { background: true },
    )
    .catch((error: unknown) => console.error('add-to-cart event failed', error));
}

export function trackRemoveFromCart(line: BasketLine): void {
  const item = itemOf(line);
  trackEcommerce('remove_from_cart', { value: item.price * line.select_count, items: [item] });
}

/** The basket was looked at (its page or dialog), with the amounts the shopper sees. */
export function trackViewCart(lines: readonly BasketLine[], total: number): void {
  trackEcommerce('view_cart', { value: total, items: lines.map((line) => itemOf(line)) });
}

/** An order was placed (the quick buy; the order page reports its own). */
export function trackPurchase(orderId: number, total: number, items: EcommerceItem[]): void {
  trackEcommerce('purchase', { transaction_id: String(orderId), value: total, items });
}

export function ecommerceItems(lines: readonly BasketLine[]): EcommerceItem[] {
  return lines.map((line) => itemOf(line));
}
