import type { AnalyticsItem } from '@shop/contracts/catalog';
import { CURRENCY } from '@shop/contracts/constants';

/**
 * E-commerce events for the tag manager's data layer (SPEC §7: view_item_list, select_item,
 * view_item, add_to_cart, …; currency UAH), in the GA4 shape. The previous `ecommerce` object is
 * cleared before each event so that fields of one event never leak into the next.
 */

export type EcommerceEvent =
  | 'view_item_list'
  | 'select_item'
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'purchase';

/** An item as sent: the API's analytics fields plus where and how it was shown or chosen. */
export interface EcommerceItem extends AnalyticsItem {
  index?: number;
  item_variant?: string;
  item_list_id?: string;
  item_list_name?: string;
  quantity?: number;
}

export interface EcommercePayload {
  items: EcommerceItem[];
  value?: number;
  item_list_id?: string;
  item_list_name?: string;
  transaction_id?: string;
}

/** The tag manager's queue; typed here locally so this module does not depend on other declarations. */
function dataLayer(): unknown[] {
  const host = window as unknown as { dataLayer?: unknown[] };
  host.dataLayer ??= [];
  return host.dataLayer;
}

/** Pushes one e-commerce event; does nothing on the server. */
export function trackEcommerce(event: EcommerceEvent, payload: EcommercePayload): void {
  if (typeof window === 'undefined') return;
  const layer = dataLayer();
  layer.push({ ecommerce: null });
  layer.push({ event, ecommerce: { currency: CURRENCY, ...payload } });
}

/** A list of products was shown (catalogue page, home block, search results). */
export function trackViewItemList(list: { id: string; name: string }, items: AnalyticsItem[], offset = 0): void {
  if (items.length === 0) return;
  trackEcommerce('view_item_list', {
    item_list_id: list.id,
    item_list_name: list.name,
    items: items.map((item, i) => ({ ...item, index: offset + i, item_list_id: list.id, item_list_name: list.name })),
  });
}

/** A product was chosen from a list. */
export function trackSelectItem(list: { id: string; name: string }, item: AnalyticsItem, index: number): void {
  trackEcommerce('select_item', {
    item_list_id: list.id,
    item_list_name: list.name,
    items: [{ ...item, index, item_list_id: list.id, item_list_name: list.name }],
  });
}

/** A product page was viewed, with the variant the shopper sees. */
export function trackViewItem(item: AnalyticsItem, variant?: string): void {
  trackEcommerce('view_item', {
    value: item.price,
    items: [{ ...item, item_variant: variant, quantity: 1 }],
  });
}
