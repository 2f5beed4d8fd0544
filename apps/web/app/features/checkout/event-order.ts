import type { OrderDetail } from '@shop/contracts/orders';

/**
 * Seminar tickets and webinars are bought through checkout but are not goods (decision 0018): an
 * order of them alone is neither packed nor delivered, so its page, dialogs and letters say so.
 */
const EVENT_LINE_TYPES: readonly string[] = ['ticket', 'webinar'];

export function holdsOnlyEvents(products: readonly Pick<OrderDetail['products'][number], 'type'>[]): boolean {
  return products.length > 0 && products.every((line) => EVENT_LINE_TYPES.includes(line.type));
}
