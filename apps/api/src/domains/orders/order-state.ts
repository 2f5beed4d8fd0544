import type { OrderStatus, PaymentMethod, PaymentStatus } from '../../db/schema/orders.ts';

/**
 * The order's life as one state machine (docs/orders.md). An order has a status and a payment
 * status; each event below is one transition with its rules, and `nextState` is the only place
 * that decides whether it is allowed. Applying it (row lock, stock, bonuses, history) is
 * order-transitions.ts.
 */

export type OrderEvent =
  /** A manager confirmed the order by phone (or the shop confirmed it automatically). */
  | 'confirm'
  /** The payment provider reported the money taken. */
  | 'payment_succeeded'
  /** The provider reported a failed or declined attempt; the shopper may try again. */
  | 'payment_failed'
  /** A new online attempt started (`POST /v1/transaction`). */
  | 'payment_started'
  /** A manager recorded an invoice paid by bank transfer. */
  | 'invoice_paid'
  /** Handed to Nova Poshta (waybill number required) or to the courier. */
  | 'ship'
  /** The shopper received it; cash on delivery counts as paid. */
  | 'deliver'
  /** The shopper (before confirmation), a manager (before shipping) or the payment deadline. */
  | 'cancel'
  /** Money returned. */
  | 'refund';

export interface OrderState {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
}

export interface Transition {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /** The transition gives the reserved stock back (and the bonuses spent). */
  releasesStock: boolean;
}

/** Statuses after which an order is "finished" in the profile (SPEC §4 "Orders"). */
export const FINISHED_STATUSES: readonly OrderStatus[] = ['delivered', 'cancelled', 'refunded'];

const BEFORE_SHIPPING: readonly OrderStatus[] = ['new', 'confirmed', 'awaiting_payment', 'paid'];

/**
 * The state after `event`, or null when the event is not allowed in `state`. Pure: the tests walk
 * every (state, event) pair.
 */
export function nextState(state: OrderState, event: OrderEvent): Transition | null {
  const { status, paymentStatus, paymentMethod } = state;
  const online = paymentMethod === 'liqpay';
  const keep = (next: Partial<Transition>): Transition => ({ status, paymentStatus, releasesStock: false, ...next });

  switch (event) {
    case 'confirm':
      if (status !== 'new') return null;
      // Online and invoice orders wait for the money; cash on delivery goes straight to packing.
      if (paymentStatus === 'paid') return keep({ status: 'paid' });
      return keep({ status: paymentMethod === 'cash' ? 'confirmed' : 'awaiting_payment' });
    case 'payment_started':
      if (!online || !['new', 'awaiting_payment'].includes(status)) return null;
      if (paymentStatus !== 'not_paid' && paymentStatus !== 'failed' && paymentStatus !== 'pending') return null;
      return keep({ paymentStatus: 'pending' });
    case 'payment_succeeded':
      if (!online || paymentStatus === 'paid' || paymentStatus === 'refunded') return null;
      if (!['new', 'awaiting_payment'].includes(status)) return null;
      return keep({ status: 'paid', paymentStatus: 'paid' });
    case 'payment_failed':
      if (!online || paymentStatus !== 'pending') return null;
      return keep({ paymentStatus: 'failed' });
    case 'invoice_paid':
      if (paymentMethod !== 'invoice' || paymentStatus === 'paid') return null;
      if (!['new', 'awaiting_payment'].includes(status)) return null;
      return keep({ status: 'paid', paymentStatus: 'paid' });
    case 'ship':
      // Cash on delivery ships once confirmed; everything else only when paid.
      if (status === 'paid' || (status === 'confirmed' && paymentMethod === 'cash')) return keep({ status: 'shipped' });
      return null;
    case 'deliver':
      if (status !== 'shipped') return null;
      return keep({ status: 'delivered', paymentStatus: 'paid' });
    case 'cancel':
      // Paid orders are refunded, not cancelled: the money must go back first.
      if (!BEFORE_SHIPPING.includes(status) || paymentStatus === 'paid') return null;
      return { status: 'cancelled', paymentStatus: paymentStatus === 'pending' ? 'failed' : paymentStatus, releasesStock: true };
    case 'refund':
      if (paymentStatus !== 'paid') return null;
      if (!['paid', 'shipped', 'delivered'].includes(status)) return null;
      // Goods not yet handed over go back to the shelf; shipped goods come back through a return.
      return { status: 'refunded', paymentStatus: 'refunded', releasesStock: status === 'paid' };
  }
}

/** Which events a shopper may trigger on their own order; the rest belong to staff and providers. */
export function shopperMayCancel(state: OrderState): boolean {
  return (state.status === 'new' || state.status === 'awaiting_payment') && nextState(state, 'cancel') !== null;
}

export function isFinished(status: OrderStatus): boolean {
  return FINISHED_STATUSES.includes(status);
}
