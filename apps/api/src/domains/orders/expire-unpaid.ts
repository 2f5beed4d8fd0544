import { and, asc, inArray, lt, eq, or, sql } from 'drizzle-orm';
import type { ApiDeps } from '../../deps.ts';
import { orders } from '../../db/schema/orders.ts';
import { orderChangesCommitted } from './order-change-committed.ts';
import { type AppliedTransition, applyOrderEvent } from './order-transitions.ts';

/**
 * The payment deadline (SPEC: a failed payment past its deadline releases the stock): online
 * orders whose money has not arrived by `payment_deadline` are cancelled by `system`, and their
 * goods and bonuses go back. "Not arrived" is an attempt still pending or failed, or none started.
 * Cash-on-delivery orders that staff have not confirmed within `payments.unconfirmedCashHours` of
 * placing (UNCONFIRMED_CASH_HOURS, 48 h) are cancelled the same way: they would otherwise hold their
 * goods forever.
 *
 * Each batch runs in one transaction that claims its orders with `FOR UPDATE SKIP LOCKED`: several
 * API processes (workers) may run this at the same time and never take the same order, and an order
 * a payment callback holds at that moment is left for the next run.
 */

/** Orders claimed per transaction: short transactions, few rows locked at once. */
const BATCH = 50;
/** Safety stop for one run; the next run carries on. */
const MAX_BATCHES = 20;

export async function expireUnpaidOrders(deps: ApiDeps, now: Date = new Date()): Promise<number[]> {
  const cancelled: AppliedTransition[] = [];
  // Cash orders placed before this moment and still unconfirmed are past their confirmation window.
  const confirmBy = new Date(now.getTime() - deps.config.payments.unconfirmedCashHours * 3_600_000);
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const ids = await deps.database.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: orders.id, paymentMethod: orders.paymentMethod })
        .from(orders)
        .where(
          or(
            and(
              eq(orders.paymentMethod, 'liqpay'),
              inArray(orders.status, ['new', 'awaiting_payment']),
              inArray(orders.paymentStatus, ['not_paid', 'pending', 'failed']),
              lt(orders.paymentDeadline, sql`${now.toISOString()}::timestamptz`),
            ),
            and(eq(orders.paymentMethod, 'cash'), eq(orders.status, 'new'), lt(orders.createdAt, sql`${confirmBy.toISOString()}::timestamptz`)),
          ),
        )
        .orderBy(asc(orders.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const done: AppliedTransition[] = [];
      for (const { id, paymentMethod } of due) {
        // The row is already ours; applyOrderEvent locks it again (a no-op) and asks the state machine.
        const note = paymentMethod === 'cash' ? 'not confirmed in time' : 'payment deadline passed';
        const applied = await applyOrderEvent(tx, id, 'cancel', { actor: 'system', note });
        if (applied) done.push(applied);
      }
      return { claimed: due.length, done };
    });
    cancelled.push(...ids.done);
    if (ids.claimed < BATCH) break;
  }
  // Each cancellation queued its letter with it (applyOrderEvent); they go now that all have committed.
  await orderChangesCommitted(deps, cancelled);
  return cancelled.map((change) => change.orderId);
}
