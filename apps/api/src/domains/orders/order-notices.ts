import { and, asc, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderNotices } from '../../db/schema/orders.ts';
import type { ApiDeps } from '../../deps.ts';
import { type NoticeLog, type OrderNotice, notifyOrders } from './order-notifications.ts';

/**
 * The order letters' outbox (table order_notices): a change that owes the shopper a letter and an
 * SMS queues it in its own transaction (`queueOrderNotice`; placing an order does so inside
 * `shop_place_order`, every later change of state in `applyOrderEvent`), and `sendDueNotices` sends
 * what is queued. So a letter is never lost with a
 * crash after the commit nor sent for a change that rolled back, and a burst of orders renders its
 * letters on a background job instead of the threads that answer buyers.
 *
 * Several processes may send at once: each claims its batch with `FOR UPDATE SKIP LOCKED` and marks it
 * claimed, so no notice goes out twice while its sender lives; a claim older than CLAIM_EXPIRY_MS is
 * taken to be a sender that died, and its notices are sent again (at least once, at most MAX_ATTEMPTS).
 * A sent notice is deleted: what the table holds is still to send, or was tried MAX_ATTEMPTS times.
 */

/** Notices claimed per round: short transactions, few rows locked. */
const BATCH = 25;
/** Safety stop for one run; the next run carries on. */
const MAX_BATCHES = 40;
const CLAIM_EXPIRY_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;

/** Queues a notice in the caller's transaction, beside the change it tells of. */
export async function queueOrderNotice(tx: Tx, orderId: number, kind: OrderNotice): Promise<void> {
  await tx.insert(orderNotices).values({ orderId, kind });
}

/**
 * Sends the queued notices, oldest first, until none is due or `stopping()` says so; answers how
 * many were sent. A provider that fails is logged by `notifyOrders` and the notice counts as sent:
 * the order stands either way, and retrying a half-delivered letter and SMS would send one of them
 * twice.
 */
export async function sendDueNotices(deps: ApiDeps, log?: NoticeLog, stopping: () => boolean = () => false): Promise<number> {
  const { db } = deps.database;
  let sent = 0;
  // A process that is stopping finishes the batch it claimed (or leaves it to expire) and takes no more.
  for (let batch = 0; batch < MAX_BATCHES && !stopping(); batch++) {
    const claimed = await db.transaction(async (tx) => {
      const expired = sql`now() - ${`${CLAIM_EXPIRY_MS} milliseconds`}::interval`;
      const due = await tx
        .select({ id: orderNotices.id, orderId: orderNotices.orderId, kind: orderNotices.kind })
        .from(orderNotices)
        .where(
          and(lt(orderNotices.attempts, MAX_ATTEMPTS), or(isNull(orderNotices.claimedAt), lt(orderNotices.claimedAt, expired))),
        )
        .orderBy(asc(orderNotices.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length) {
        await tx
          .update(orderNotices)
          .set({ claimedAt: sql`now()`, attempts: sql`${orderNotices.attempts} + 1` })
          .where(inArray(orderNotices.id, due.map((n) => n.id)));
      }
      return due;
    });
    if (!claimed.length) break;
    // The batch's orders are read together and its notices deleted together: a few statements per
    // batch, not five per letter. A sender that dies in between, or cannot read the orders (it throws
    // and the job logs it), leaves the claim to expire, and the batch is sent again.
    await notifyOrders(deps, claimed, log);
    const ids = claimed.map((notice) => notice.id);
    await db.delete(orderNotices).where(inArray(orderNotices.id, ids));
    sent += claimed.length;
  }
  return sent;
}

/** The sender running in this process, if one does: `wakeOrderNotices` starts its next run at once. */
const senders = new WeakMap<ApiDeps, () => Promise<void>>();

export function registerNoticeSender(deps: ApiDeps, runNow: () => Promise<void>): () => void {
  senders.set(deps, runNow);
  return () => senders.delete(deps);
}

/**
 * Called after a commit that queued a notice: the sender in this process (when background jobs run
 * here) sends it at once; otherwise the jobs process finds it on its next poll.
 */
export function wakeOrderNotices(deps: ApiDeps): void {
  void senders.get(deps)?.();
}
