import type { OrderSummary } from '@shop/contracts/orders';
import { eventKindOf } from '../checkout/event-order.ts';

/**
 * Which "what happens next" text an order's page shows: it follows the order's state and, for a card
 * order not yet paid, its payment (waiting for the bank, or waiting for the shopper to pay).
 */
export type NextStep =
  | 'payNow'
  | 'paymentPending'
  | 'new'
  | 'confirmed'
  | 'paid'
  | 'shipped'
  | 'delivered'
  | 'cancelled'
  | 'refunded';

export function nextStepOf(order: Pick<OrderSummary, 'status' | 'payment_method' | 'payment_status' | 'can_pay'>): NextStep {
  switch (order.status) {
    case 'new':
    case 'awaiting_payment':
      if (order.payment_method !== 'liqpay') return 'new';
      if (order.payment_status === 'pending' && !order.can_pay) return 'paymentPending';
      return order.can_pay ? 'payNow' : 'new';
    default:
      return order.status;
  }
}

/** The steps whose words speak of packing and sending: an order of tickets and webinars alone has its own. */
const GOODS_STEPS: readonly NextStep[] = ['payNow', 'confirmed', 'paid'];

/** The translation key of the step's text, worded for its tickets, webinars or both when the order holds nothing else. */
export function nextStepKey(step: NextStep, products: readonly Pick<OrderSummary['products'][number], 'type'>[]): string {
  const events = eventKindOf(products);
  return events && GOODS_STEPS.includes(step) ? `orderPage.next.${events}.${step}` : `orderPage.next.${step}`;
}
