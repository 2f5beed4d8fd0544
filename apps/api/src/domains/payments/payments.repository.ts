import { and, asc, eq, sql } from 'drizzle-orm';
import { isOrderNumber } from '@shop/contracts/orders';
import type { DbOrTx } from '../../db/client.ts';
import { deliveryMethods } from '../../db/schema/delivery.ts';
import { orderLines, orders, type OrderStatus, type PaymentMethod, type PaymentStatus } from '../../db/schema/orders.ts';
import { paymentCallbacks } from '../../db/schema/payments.ts';

/** Payments' view of an order: what a payment or an invoice needs to know. */
export interface PaymentOrder {
  id: number;
  /** The public number: what the shopper sees and sends. */
  number: string;
  ownerKey: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** Kopecks to pay. */
  total: number;
}

const paymentOrderColumns = {
  id: orders.id,
  number: orders.number,
  ownerKey: orders.ownerKey,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  total: orders.total,
};

export async function findPaymentOrder(db: DbOrTx, orderId: number): Promise<PaymentOrder | null> {
  const [row] = await db.select(paymentOrderColumns).from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

/** The order under a public number (the shopper's return from LiqPay); anything else finds nothing. */
export async function findPaymentOrderByNumber(db: DbOrTx, number: string): Promise<PaymentOrder | null> {
  if (!isOrderNumber(number)) return null;
  const [row] = await db.select(paymentOrderColumns).from(orders).where(eq(orders.number, number));
  return row ?? null;
}

/**
 * The order under a public number if it belongs to `ownerKey`; an order of someone else, and anything
 * that is not a number (an internal id), is as absent as a missing one.
 */
export async function findOwnOrder(db: DbOrTx, number: string, ownerKey: string): Promise<PaymentOrder | null> {
  if (!isOrderNumber(number)) return null;
  const [row] = await db
    .select(paymentOrderColumns)
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.ownerKey, ownerKey)));
  return row ?? null;
}

export interface StoredCallback {
  provider: string;
  orderId: number;
  providerPaymentId: string;
  status: string;
  amount: number;
  payload: Record<string, unknown>;
}

/**
 * Records a callback once: the provider's payment id with its status is unique, so a replay (or a
 * concurrent duplicate, which waits for the first to commit) inserts nothing. True when it was new.
 */
export async function recordCallback(db: DbOrTx, callback: StoredCallback): Promise<boolean> {
  const rows = await db.insert(paymentCallbacks).values(callback).onConflictDoNothing().returning({ id: paymentCallbacks.id });
  return rows.length === 1;
}

export async function setPaymentDeadline(db: DbOrTx, orderId: number, deadline: Date): Promise<void> {
  await db.update(orders).set({ paymentDeadline: deadline, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
}

/** What an invoice shows of an order: its buyer, amounts and lines. */
export async function findInvoiceOrder(db: DbOrTx, orderId: number) {
  const [order] = await db
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      name: orders.name,
      secondName: orders.secondName,
      phone: orders.phone,
      email: orders.email,
      cityRef: orders.cityRef,
      cityName: orders.cityName,
      warehouseRef: orders.warehouseRef,
      warehouseName: orders.warehouseName,
      address: orders.address,
      goodsTotal: orders.goodsTotal,
      discountTotal: orders.discountTotal,
      bonusesSpent: orders.bonusesSpent,
      deliveryPrice: orders.deliveryPrice,
      deliveryType: deliveryMethods.type,
      total: orders.total,
    })
    .from(orders)
    .innerJoin(deliveryMethods, eq(deliveryMethods.id, orders.deliveryMethodId))
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const lines = await db
    .select({
      title: orderLines.titleUk,
      variant: orderLines.valueUk,
      article: orderLines.article,
      count: orderLines.count,
      unitPrice: orderLines.unitPrice,
      total: orderLines.total,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  return { ...order, lines };
}
export type InvoiceOrder = NonNullable<Awaited<ReturnType<typeof findInvoiceOrder>>>;
