import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { productPrices } from '../../db/schema/catalog.ts';
import { orderEvents, orderLines, orders } from '../../db/schema/orders.ts';
import { seminars } from '../../db/schema/seminars.ts';
import { users } from '../../db/schema/users.ts';
import { earnedBonuses } from './order-bonuses.ts';
import type { OrderNotice } from './order-letters.ts';
import { noticeOf } from './order-notice-of.ts';
import { queueOrderNotice } from './order-notices.ts';
import { nextState, type OrderEvent, type OrderState, type Transition } from './order-state.ts';
import { moveDeliveredOrder } from '../warehouse/warehouse.public.ts';

export interface AppliedTransition {
  orderId: number;
  event: OrderEvent;
  from: OrderState;
  to: OrderState;
  /** What the transition gave back or credited (see `Transition`). */
  effects: Omit<Transition, 'status' | 'paymentStatus'>;
  /** Whole hryvnia of bonuses credited to the user by this transition (delivery), else 0. */
  bonusesCredited: number;
  /** The letter (and SMS) queued with the change; the caller wakes the sender after its commit. */
  notice: OrderNotice | null;
  /** Whether tickets gave their seminars' seats back; the caller refreshes the seminars' answers after its commit. */
  seatsReleased: boolean;
}

export interface TransitionDetails {
  /** Who caused it: a user id as text, `system`, `liqpay`, `staff:<id>`. */
  actor: string;
  note?: string;
  /** Nova Poshta waybill number; required by `ship` for Nova Poshta deliveries (checked by the caller). */
  waybill?: string;
}

/**
 * Applies one event to an order inside the caller's transaction: locks the order row, asks the state
 * machine, writes the new state and its history line, and gives back stock and spent bonuses,
 * credits or takes back earned bonuses, as the transition says, and queues the shopper's notice of
 * the change in the same transaction (order-notice-of.ts). Returns null (and changes nothing)
 * when the event is not allowed in the order's current state, so a repeated callback or a double
 * click is harmless.
 */
export async function applyOrderEvent(
  tx: Tx,
  orderId: number,
  event: OrderEvent,
  details: TransitionDetails,
): Promise<AppliedTransition | null> {
  const [order] = await tx
    .select({
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      userId: orders.userId,
      total: orders.total,
      bonusesSpent: orders.bonusesSpent,
      bonusesEarned: orders.bonusesEarned,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order) return null;
  const from: OrderState = { status: order.status, paymentStatus: order.paymentStatus, paymentMethod: order.paymentMethod };
  const next = nextState(from, event);
  if (!next) return null;

  await tx
    .update(orders)
    .set({
      status: next.status,
      paymentStatus: next.paymentStatus,
      ...(details.waybill ? { waybill: details.waybill } : {}),
      updatedAt: sql`now()`,
      // Every change of state is a new version, whoever made it (staff, LiqPay, the deadline job), so a
      // staff change made from the page as it was before is refused (decision 0021).
      version: sql`${orders.version} + 1`,
    })
    .where(eq(orders.id, orderId));
  await tx.insert(orderEvents).values({
    orderId,
    event,
    fromStatus: from.status,
    toStatus: next.status,
    fromPaymentStatus: from.paymentStatus,
    toPaymentStatus: next.paymentStatus,
    actor: details.actor,
    note: details.note ?? '',
  });
  const seatsReleased = next.releasesStock ? await releaseStock(tx, orderId) : false;
  if (next.returnsBonuses && order.userId !== null) await returnSpentBonuses(tx, order.userId, order.bonusesSpent);
  let bonusesCredited = 0;
  if (next.creditsBonuses && order.userId !== null) bonusesCredited = await creditEarnedBonuses(tx, orderId, order.userId, order.total);
  if (next.revokesBonuses && order.userId !== null) await revokeEarnedBonuses(tx, orderId, order.userId, order.bonusesEarned);
  // A distributor's (or its manager's) delivered order comes into its warehouse: one move, once. The
  // owner decides, so an order whose manager was deleted (user_id null) is moved all the same.
  if (next.status === 'delivered' && from.status !== 'delivered') await moveDeliveredOrder(tx, orderId);
  const effects = {
    releasesStock: next.releasesStock,
    returnsBonuses: next.returnsBonuses,
    creditsBonuses: next.creditsBonuses,
    revokesBonuses: next.revokesBonuses,
  };
  const notice = noticeOf(event, next);
  if (notice) await queueOrderNotice(tx, orderId, notice);
  return { orderId, event, from, to: { ...from, status: next.status, paymentStatus: next.paymentStatus }, effects, bonusesCredited, notice, seatsReleased };
}

/**
 * Puts the order's goods back on the shelf; samples and gifts were taken from stock too, so every line
 * goes back. Its tickets give their seminars' seats back (decision 0018). The state machine releases an
 * order once (a cancelled order cannot be cancelled again), so the seats come back exactly once.
 * Says whether any seats came back.
 */
async function releaseStock(tx: Tx, orderId: number): Promise<boolean> {
  await tx.execute(sql`
    update ${productPrices} p set quantity = p.quantity + l.count
    from (select product_price_id, sum(count)::int as count from ${orderLines}
          where order_id = ${orderId} and product_price_id is not null group by product_price_id) l
    where p.id = l.product_price_id`);
  const seats = await tx.execute(sql`
    update ${seminars} s set seats_taken = greatest(0, s.seats_taken - l.count)
    from (select seminar_id, sum(count)::int as count from ${orderLines}
          where order_id = ${orderId} and type = 'ticket' and seminar_id is not null group by seminar_id) l
    where s.id = l.seminar_id
    returning s.id`);
  return seats.rows.length > 0;
}

/** Bonuses are spent as whole hryvnia; the order keeps them in kopecks. */
async function returnSpentBonuses(tx: Tx, userId: number, bonusesSpentKopecks: number): Promise<void> {
  const amount = Math.round(bonusesSpentKopecks / 100);
  if (amount <= 0) return;
  await tx
    .update(users)
    .set({ bonusAmount: sql`${users.bonusAmount} + ${amount}` })
    .where(eq(users.id, userId));
}

/**
 * Credits 3 % of the money paid to a user who may use bonuses (decision 0015) and records the amount
 * on the order, so a refund can take back exactly that. Returns the whole hryvnia credited.
 */
async function creditEarnedBonuses(tx: Tx, orderId: number, userId: number, totalKopecks: number): Promise<number> {
  const amount = earnedBonuses(totalKopecks);
  if (amount <= 0) return 0;
  const credited = await tx
    .update(users)
    .set({ bonusAmount: sql`${users.bonusAmount} + ${amount}` })
    .where(and(eq(users.id, userId), eq(users.canUseBonuses, true)))
    .returning({ id: users.id });
  if (!credited.length) return 0;
  await tx.update(orders).set({ bonusesEarned: amount }).where(eq(orders.id, orderId));
  return amount;
}

/**
 * Takes back what delivery credited. What the shopper has already spent cannot be taken back, so the
 * balance stops at zero rather than going negative.
 */
async function revokeEarnedBonuses(tx: Tx, orderId: number, userId: number, bonusesEarned: number): Promise<void> {
  if (bonusesEarned <= 0) return;
  await tx
    .update(users)
    .set({ bonusAmount: sql`greatest(0, ${users.bonusAmount} - ${bonusesEarned})` })
    .where(eq(users.id, userId));
  await tx.update(orders).set({ bonusesEarned: 0 }).where(eq(orders.id, orderId));
}
