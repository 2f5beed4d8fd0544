import type { OrderDetail } from '@shop/contracts/orders';

/**
 * Seminar tickets and webinars are bought through checkout but are not goods (decision 0018): an
 * order of them alone is neither packed nor delivered, so its page, dialogs and letters say so.
 */
const EVENT_LINE_TYPES: readonly string[] = ['ticket', 'webinar'];

/** What an order of events alone holds: tickets, webinars or both; null for an order with goods. */
export function eventKindOf(products: readonly Pick<OrderDetail['products'][number], 'type'>[]): 'tickets' | 'webinars' | 'events' | null {
  if (!holdsOnlyEvents(products)) return null;
  if (products.every((line) => line.type === 'ticket')) return 'tickets';
  return products.every((line) => line.type === 'webinar') ? 'webinars' : 'events';
}

export function holdsOnlyEvents(products: readonly Pick<OrderDetail['products'][number], 'type'>[]): boolean {
  return products.length > 0 && products.every((line) => EVENT_LINE_TYPES.includes(line.type));
}
