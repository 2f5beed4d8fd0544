import type { OrderNotice } from './order-letters.ts';
import type { OrderEvent, OrderState } from './order-state.ts';

/**
 * The notice an applied change of state owes the shopper, or null (a payment attempt starting
 * changes nothing the shopper needs to hear about). Asked by `applyOrderEvent` only for a change that
 * took place, so a replayed callback or a repeated staff action, which the state machine refuses,
 * queues nothing: one notice per change.
 */
export function noticeOf(event: OrderEvent, to: Pick<OrderState, 'status'>): OrderNotice | null {
  switch (event) {
    case 'confirm':
      return 'confirmed';
    case 'payment_succeeded':
      // Money that arrived after the order was cancelled: the shopper hears it will be returned.
      return to.status === 'cancelled' ? 'cancelled' : 'paid';
    case 'invoice_paid':
      return 'paid';
    case 'payment_failed':
      return 'payment_failed';
    case 'ship':
      return 'shipped';
    case 'deliver':
      return 'delivered';
    case 'cancel':
      return 'cancelled';
    case 'refund':
      return 'refunded';
    case 'payment_started':
      return null;
  }
}
