import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ApiDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { paymentCallbacks } from '../../db/schema/payments.ts';
import { paymentProvider } from '../../providers/payments/payment-providers.ts';

/**
 * An order's money as staff see and return it: the payment history (the provider's callbacks, which
 * the payments domain records) and the refund of a card payment. Here rather than in payments,
 * which already builds on orders (its callbacks apply order events): the two never import each other.
 */

export interface PaymentRecord {
  at: Date;
  provider: string;
  paymentId: string;
  status: string;
  /** Kopecks the provider reported. */
  amount: number;
  payload: Record<string, unknown>;
}

/** Every provider callback of an order (and the refunds staff made), oldest first. */
export async function paymentHistoryOfOrder(db: DbOrTx, orderId: number): Promise<PaymentRecord[]> {
  const rows = await db
    .select({
      at: paymentCallbacks.createdAt,
      provider: paymentCallbacks.provider,
      paymentId: paymentCallbacks.providerPaymentId,
      status: paymentCallbacks.status,
      amount: paymentCallbacks.amount,
      payload: paymentCallbacks.payload,
    })
    .from(paymentCallbacks)
    .where(eq(paymentCallbacks.orderId, orderId))
    .orderBy(asc(paymentCallbacks.createdAt), asc(paymentCallbacks.id));
  return rows.map((row) => ({ ...row, payload: (row.payload ?? {}) as Record<string, unknown> }));
}

/** LiqPay's words for money taken: `sandbox` only ever reaches an order in sandbox mode (liqpay.ts). */
const PAID_STATUSES = ['success', 'sandbox'];

export type CardRefund = { ok: true } | { ok: false; reason: 'no_payment' | string };

/**
 * Returns an order's card payment through the provider (LiqPay `action: refund`) and records the
 * answer as the `reversed` callback LiqPay will send later, so that callback is a replay and changes
 * nothing. Called by staff's refund inside the transaction that holds the order's row lock, so two
 * staff members (or a double click) never send two refunds: the second waits and finds the order
 * refunded. The provider call happens before the change commits; if the commit failed after LiqPay
 * returned the money, LiqPay's own `reversed` callback still moves the order to refunded.
 */
export async function refundCardPayment(deps: ApiDeps, tx: DbOrTx, order: { id: number; total: number }): Promise<CardRefund> {
  const [paid] = await tx
    .select({ paymentId: paymentCallbacks.providerPaymentId, payload: paymentCallbacks.payload, amount: paymentCallbacks.amount })
    .from(paymentCallbacks)
    .where(and(eq(paymentCallbacks.orderId, order.id), eq(paymentCallbacks.provider, 'liqpay'), inArray(paymentCallbacks.status, PAID_STATUSES)))
    .orderBy(desc(paymentCallbacks.id))
    .limit(1);
  const attemptId = (paid?.payload as Record<string, unknown> | undefined)?.order_id;
  if (!paid || typeof attemptId !== 'string') return { ok: false, reason: 'no_payment' };
  const result = await paymentProvider(deps).refund({ attemptId, paymentId: paid.paymentId, amount: paid.amount });
  if (!result.ok) return { ok: false, reason: result.reason };
  // Recorded as payments records a callback: once per payment and status (its unique index).
  await tx
    .insert(paymentCallbacks)
    .values({ provider: 'liqpay', orderId: order.id, providerPaymentId: paid.paymentId, status: result.status, amount: paid.amount, payload: result.payload })
    .onConflictDoNothing();
  return { ok: true };
}
