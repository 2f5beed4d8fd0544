import { eq, sql } from 'drizzle-orm';
import { orderEvents, orderLines, orders } from '../../db/schema/orders.ts';
import { paymentCallbacks } from '../../db/schema/payments.ts';
import type { TestApp } from '../../test/test-app.ts';

/**
 * Orders for payment tests, written straight into the tables (the checkout has tests of its own):
 * an owner, a payment method and state, a total and a couple of lines.
 */

let sequence = 0;

export interface TestOrder {
  ownerKey: string;
  userId?: number | null;
  paymentMethod?: 'liqpay' | 'cash' | 'invoice';
  status?: (typeof orders.$inferInsert)['status'];
  paymentStatus?: (typeof orders.$inferInsert)['paymentStatus'];
  /** Kopecks. */
  total?: number;
  email?: string;
}

export async function insertTestOrder(t: TestApp, order: TestOrder): Promise<number> {
  const { db } = t.deps.database;
  const total = order.total ?? 123_400;
  const [row] = await db
    .insert(orders)
    .values({
      userId: order.userId ?? null,
      ownerKey: order.ownerKey,
      idempotencyKey: `test-${Date.now()}-${sequence++}`,
      requestHash: 'test',
      status: order.status ?? 'new',
      paymentMethod: order.paymentMethod ?? 'liqpay',
      paymentStatus: order.paymentStatus ?? 'pending',
      priceAudience: 'retail',
      name: 'Олена',
      secondName: 'Коваль',
      phone: '+380671234567',
      email: order.email ?? 'olena@example.com',
      deliveryMethodId: 1,
      cityName: 'Київ',
      warehouseName: 'Відділення №1: вул. Хрещатик, 22',
      goodsTotal: total,
      total,
    })
    .returning({ id: orders.id });
  await db.insert(orderLines).values([
    { orderId: row.id, titleRu: 'Крем для лица', titleUk: 'Крем для обличчя', valueRu: '50 мл', valueUk: '50 мл', article: 'CR-050', count: 1, unitPrice: total, total },
    { orderId: row.id, type: 'sampler', titleRu: 'Пробник сыворотки', titleUk: 'Пробник сироватки', article: 'SM-002', count: 1, unitPrice: 0, total: 0 },
  ]);
  return row.id;
}

export async function orderState(t: TestApp, orderId: number) {
  const { db } = t.deps.database;
  const [order] = await db
    .select({ status: orders.status, paymentStatus: orders.paymentStatus, paymentDeadline: orders.paymentDeadline })
    .from(orders)
    .where(eq(orders.id, orderId));
  const events = await db.select({ event: orderEvents.event, actor: orderEvents.actor }).from(orderEvents).where(eq(orderEvents.orderId, orderId));
  const [{ callbacks }] = await db
    .select({ callbacks: sql<number>`count(*)::int` })
    .from(paymentCallbacks)
    .where(eq(paymentCallbacks.orderId, orderId));
  return { ...order, events, callbacks };
}
