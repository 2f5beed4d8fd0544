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

/** Every event, for the tests that walk each (state, event) pair and for the docs' table. */
export const ORDER_EVENTS = [
  'confirm',
  'payment_started',
  'payment_succeeded',
  'payment_failed',
  'invoice_paid',
  'ship',
  'deliver',
  'cancel',
  'refund',
] as const satisfies readonly OrderEvent[];

export interface OrderState {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
}

export interface Transition {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /** The goods reserved at checkout go back on the shelf. */
  releasesStock: boolean;
  /** The bonuses spent on the order go back to the shopper's balance. */
  returnsBonuses: boolean;
  /** The bonuses earned by the order (3 % of the money paid, decision 0015) are credited. */
  creditsBonuses: boolean;
  /** The bonuses credited on delivery are taken back (the money went back). */
  revokesBonuses: boolean;
}

const NOTHING_RELEASED = { releasesStock: false, returnsBonuses: false, creditsBonuses: false, revokesBonuses: false } as const;

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
  const keep = (next: Partial<Transition>): Transition => ({ status, paymentStatus, ...NOTHING_RELEASED, ...next });

  switch (event) {
    case 'confirm':
      if (status !== 'new' || paymentStatus === 'refunded') return null;
      // Online and invoice orders wait for the money; cash on delivery goes straight to packing.
      if (paymentStatus === 'paid') return keep({ status: 'paid' });
      return keep({ status: paymentMethod === 'cash' ? 'confirmed' : 'awaiting_payment' });
    case 'payment_started':
      if (!online || !['new', 'awaiting_payment'].includes(status)) return null;
      if (paymentStatus !== 'not_paid' && paymentStatus !== 'failed' && paymentStatus !== 'pending') return null;
      return keep({ paymentStatus: 'pending' });
    case 'payment_succeeded':
      if (!online || paymentStatus === 'paid' || paymentStatus === 'refunded') return null;
      // Money that arrives after the order was cancelled (the deadline passed while the shopper was
      // on the provider's page) is recorded, not lost: the order stays cancelled and staff refund it.
      if (status === 'cancelled') return keep({ paymentStatus: 'paid' });
      if (!['new', 'awaiting_payment'].includes(status)) return null;
      return keep({ status: 'paid', paymentStatus: 'paid' });
    case 'payment_failed':
      if (!online || paymentStatus !== 'pending' || !['new', 'awaiting_payment'].includes(status)) return null;
      return keep({ paymentStatus: 'failed' });
    case 'invoice_paid':
      if (paymentMethod !== 'invoice' || paymentStatus !== 'not_paid') return null;
      if (!['new', 'awaiting_payment'].includes(status)) return null;
      return keep({ status: 'paid', paymentStatus: 'paid' });
    case 'ship':
      // Cash on delivery ships once confirmed; everything else only when paid.
      if (status === 'paid' && paymentStatus === 'paid') return keep({ status: 'shipped' });
      if (status === 'confirmed' && paymentMethod === 'cash' && paymentStatus === 'not_paid') return keep({ status: 'shipped' });
      return null;
    case 'deliver':
      if (status !== 'shipped' || paymentStatus === 'refunded') return null;
      return keep({ status: 'delivered', paymentStatus: 'paid', creditsBonuses: true });
    case 'cancel':
      // Paid orders are refunded, not cancelled: the money must go back first.
      if (!BEFORE_SHIPPING.includes(status) || paymentStatus === 'paid' || paymentStatus === 'refunded') return null;
      return {
        ...NOTHING_RELEASED,
        status: 'cancelled',
        paymentStatus: paymentStatus === 'pending' ? 'failed' : paymentStatus,
        releasesStock: true,
        returnsBonuses: true,
      };
    case 'refund':
      if (paymentStatus !== 'paid') return null;
      // A late payment on a cancelled order: stock and bonuses went back at the cancellation.
      if (status === 'cancelled') return { ...NOTHING_RELEASED, status: 'refunded', paymentStatus: 'refunded' };
      if (!['paid', 'shipped', 'delivered'].includes(status)) return null;
      // Goods not yet handed over go back to the shelf; shipped goods come back through a return.
      // The shopper gets back everything paid, money and bonuses; bonuses earned on delivery go.
      return {
        status: 'refunded',
        paymentStatus: 'refunded',
        releasesStock: status === 'paid',
        returnsBonuses: true,
        creditsBonuses: false,
        revokesBonuses: status === 'delivered',
      };
  }
}

/** Which events a shopper may trigger on their own order; the rest belong to staff and providers. */
export function shopperMayCancel(state: OrderState): boolean {
  return (state.status === 'new' || state.status === 'awaiting_payment') && nextState(state, 'cancel') !== null;
}

/**
 * A card payment is open: an attempt was started (`payment_started` made the payment `pending`) and
 * has neither finished (LiqPay's final callback turns it `paid` or `failed`) nor expired (its
 * `payment_deadline` passed; every attempt the shop starts has one). LiqPay may take the money at any moment then, so the order is not
 * cancelled under it, by the shopper or by staff; the deadline job cancels it once it has expired.
 */
export function paymentOpen(state: OrderState & { paymentDeadline: Date | null }, now: Date): boolean {
  return (
    state.paymentMethod === 'liqpay' &&
    state.paymentStatus === 'pending' &&
    state.paymentDeadline !== null &&
    state.paymentDeadline.getTime() > now.getTime()
  );
}

/** Money arrived for an order already cancelled: recorded as paid, and staff owe the shopper a refund. */
export function refundDue(state: Pick<OrderState, 'status' | 'paymentStatus'>): boolean {
  return state.status === 'cancelled' && state.paymentStatus === 'paid';
}

/** The shopper may start a new online payment attempt (`POST /v1/transaction`). */
export function mayPayOnline(state: OrderState): boolean {
  return nextState(state, 'payment_started') !== null;
}

export function isFinished(status: OrderStatus): boolean {
  return FINISHED_STATUSES.includes(status);
}
