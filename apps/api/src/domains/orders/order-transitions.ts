import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { productPrices } from '../../db/schema/catalog.ts';
import { orderEvents, orderLines, orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { nextState, type OrderEvent, type OrderState } from './order-state.ts';

export interface AppliedTransition {
  orderId: number;
  event: OrderEvent;
  from: OrderState;
  to: OrderState;
}

export interface TransitionDetails {
  /** Who caused it: a user id as text, `system`, `liqpay`, `staff:<id>`. */
  actor: string;
  note?: string;
  /** Nova Poshta waybill number; required by `ship` for Nova Poshta deliveries. */
  waybill?: string;
}

/**
 * Applies one event to an order inside the caller's transaction: locks the order row, asks the state
 * machine, writes the new state and its history line, and gives back stock and spent bonuses when
 * the transition releases them. Returns null (and changes nothing) when the event is not allowed in
 * the order's current state, so a repeated callback or a double click is harmless.
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
      bonusesSpent: orders.bonusesSpent,
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
  if (next.releasesStock) await releaseReservation(tx, orderId, order.userId, order.bonusesSpent);
  return { orderId, event, from, to: { ...from, status: next.status, paymentStatus: next.paymentStatus } };
}

/** Puts the order's goods back on the shelf and returns the bonuses it spent. */
async function releaseReservation(tx: Tx, orderId: number, userId: number | null, bonusesSpent: number): Promise<void> {
  // Samples and gifts were taken from stock too, so every line goes back.
  await tx.execute(sql`
    update ${productPrices} p set quantity = p.quantity + l.count
    from (select product_price_id, sum(count)::int as count from ${orderLines}
          where order_id = ${orderId} and product_price_id is not null group by product_price_id) l
    where p.id = l.product_price_id`);
  if (userId !== null && bonusesSpent > 0) {
    await tx
      .update(users)
      .set({ bonusAmount: sql`${users.bonusAmount} + ${Math.round(bonusesSpent / 100)}` })
      .where(eq(users.id, userId));
  }
}
