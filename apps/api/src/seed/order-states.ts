import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { productPrices } from '../db/schema/catalog.ts';
import { seedVariantsInStock } from './variants-in-stock.ts';
import { orderEvents, orderLines, orders, type OrderStatus, type PaymentMethod, type PaymentStatus } from '../db/schema/orders.ts';
import { paymentCallbacks } from '../db/schema/payments.ts';

/**
 * Guest orders in every state of the state machine (issue 29), so each list and filter of the back
 * office's orders has something to show and every action has an order to act on. Each carries the
 * history that led to its state; the card-paid ones the LiqPay callback that paid them (the local
 * sandbox's, so the refund goes through the local driver). Orders that still hold goods took them
 * from stock, as checkout does, so a cancellation gives back only what was taken.
 */

interface SeedOrder {
  name: string;
  secondName: string;
  phone: string;
  email: string;
  lang: 'ru' | 'ua';
  hoursAgo: number;
  method: PaymentMethod;
  /** 1 Nova Poshta branch, 4 the shop's courier, 5 pickup. */
  delivery: 1 | 4 | 5;
  /** The events after placing, in order, each with the state it led to. */
  path: Array<[string, OrderStatus, PaymentStatus]>;
  waybill?: string;
  picks: Array<[number, number]>;
}

const CITY = { cityName: 'Київ', warehouseName: 'Відділення №12: вул. Хрещатик, 22', cityRef: '8d5a980d-391c-11dd-90d9-001a92567626', warehouseRef: '1ec09d88-e1c2-11e3-8c4a-0050568002cf' };

const ORDERS: SeedOrder[] = [
  { name: 'Наталія', secondName: 'Коваль', phone: '+380671110001', email: 'natalia.koval@example.com', lang: 'ua', hoursAgo: 2, method: 'cash', delivery: 1, path: [], picks: [[0, 1], [2, 2]] },
  { name: 'Ольга', secondName: 'Мельник', phone: '+380671110002', email: 'olga.melnyk@example.com', lang: 'ru', hoursAgo: 5, method: 'liqpay', delivery: 1, path: [], picks: [[1, 1]] },
  { name: 'Світлана', secondName: 'Шевчук', phone: '+380671110003', email: 'svitlana.shevchuk@example.com', lang: 'ua', hoursAgo: 20, method: 'cash', delivery: 1, path: [['confirm', 'confirmed', 'not_paid']], picks: [[3, 1], [4, 1]] },
  { name: 'Ірина', secondName: 'Бондар', phone: '+380671110004', email: 'iryna.bondar@example.com', lang: 'ru', hoursAgo: 26, method: 'invoice', delivery: 4, path: [['confirm', 'awaiting_payment', 'not_paid']], picks: [[5, 3]] },
  { name: 'Катерина', secondName: 'Ткаченко', phone: '+380671110005', email: 'kateryna.tkachenko@example.com', lang: 'ua', hoursAgo: 30, method: 'liqpay', delivery: 1, path: [['payment_started', 'new', 'pending'], ['payment_succeeded', 'paid', 'paid']], picks: [[6, 1], [7, 1]] },
  { name: 'Анна', secondName: 'Кравець', phone: '+380671110006', email: 'anna.kravets@example.com', lang: 'ru', hoursAgo: 50, method: 'invoice', delivery: 1, path: [['invoice_paid', 'paid', 'paid'], ['ship', 'shipped', 'paid']], waybill: '20450011112222', picks: [[8, 2]] },
  { name: 'Марія', secondName: 'Олійник', phone: '+380671110007', email: 'mariia.oliinyk@example.com', lang: 'ua', hoursAgo: 120, method: 'cash', delivery: 1, path: [['confirm', 'confirmed', 'not_paid'], ['ship', 'shipped', 'not_paid'], ['deliver', 'delivered', 'paid']], waybill: '20450033334444', picks: [[9, 1]] },
  { name: 'Тетяна', secondName: 'Лисенко', phone: '+380671110008', email: 'tetiana.lysenko@example.com', lang: 'ru', hoursAgo: 70, method: 'cash', delivery: 5, path: [['cancel', 'cancelled', 'not_paid']], picks: [[0, 1]] },
  { name: 'Людмила', secondName: 'Руденко', phone: '+380671110009', email: 'liudmyla.rudenko@example.com', lang: 'ua', hoursAgo: 200, method: 'liqpay', delivery: 1, path: [['payment_started', 'new', 'pending'], ['payment_succeeded', 'paid', 'paid'], ['refund', 'refunded', 'refunded']], picks: [[1, 1]] },
];

/** Statuses in which the order's goods are still off the shelf for it. */
const HOLDS_STOCK: OrderStatus[] = ['new', 'confirmed', 'awaiting_payment', 'paid'];
const MARK = 'demo-seed-order-states';

export async function seedOrderStates(db: Db): Promise<void> {
  // Added once per data folder: a second run finds them and leaves them alone.
  const [seeded] = await db.select({ id: orders.id }).from(orders).where(eq(orders.requestHash, MARK)).limit(1);
  if (seeded) return;
  const variants = await seedVariantsInStock(db, { minStock: 5, limit: 10 });
  if (variants.length < 10) return;
  const hour = 3600 * 1000;
  for (const seed of ORDERS) {
    const createdAt = new Date(Date.now() - seed.hoursAgo * hour);
    const lines = seed.picks.map(([index, count]) => {
      const variant = variants[index];
      const unit = Math.max(100, Math.round(variant.retail / 100) * 100);
      return { variant, count, unit, total: unit * count };
    });
    const goods = lines.reduce((sum, line) => sum + line.total, 0);
    const deliveryPrice = seed.delivery === 4 ? 10_000 : 0;
    const [status, paymentStatus] = seed.path.length ? seed.path[seed.path.length - 1].slice(1) as [OrderStatus, PaymentStatus] : (['new', 'not_paid'] as const);
    await db.transaction(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({
          ownerKey: `v:${randomUUID()}`,
          idempotencyKey: randomUUID(),
          requestHash: MARK,
          status,
          paymentMethod: seed.method,
          paymentStatus,
          priceAudience: 'retail',
          name: seed.name,
          secondName: seed.secondName,
          phone: seed.phone,
          email: seed.email,
          lang: seed.lang,
          deliveryMethodId: seed.delivery,
          ...(seed.delivery === 1 ? CITY : seed.delivery === 4 ? { cityName: 'Київ', address: 'вул. Саксаганського, 41, кв. 7' } : {}),
          waybill: seed.waybill ?? null,
          goodsTotal: goods,
          deliveryPrice,
          total: goods + deliveryPrice,
          version: 1 + seed.path.length,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: orders.id });
      await tx.insert(orderLines).values(
        lines.map((line) => ({
          orderId: order.id,
          productId: line.variant.productId,
          productPriceId: line.variant.id,
          titleRu: line.variant.titleRu,
          titleUk: line.variant.titleUk,
          valueRu: line.variant.valueRu,
          valueUk: line.variant.valueUk,
          article: line.variant.article,
          count: line.count,
          unitPrice: line.unit,
          total: line.total,
        })),
      );
      if (HOLDS_STOCK.includes(status)) {
        for (const line of lines) {
          await tx.update(productPrices).set({ quantity: sql`${productPrices.quantity} - ${line.count}` }).where(eq(productPrices.id, line.variant.id));
        }
      }
      let from: [OrderStatus, PaymentStatus] = ['new', 'not_paid'];
      const history = [{ orderId: order.id, event: 'placed', toStatus: 'new', toPaymentStatus: 'not_paid', actor: 'v:demo', createdAt }];
      seed.path.forEach(([event, to, payment], step) => {
        const at = new Date(createdAt.getTime() + (step + 1) * hour);
        const actor = event.startsWith('payment_') ? 'liqpay' : 'system';
        history.push({ orderId: order.id, event, fromStatus: from[0], toStatus: to, fromPaymentStatus: from[1], toPaymentStatus: payment, actor, createdAt: at } as (typeof history)[number]);
        from = [to, payment];
      });
      await tx.insert(orderEvents).values(history);
      if (seed.method === 'liqpay' && seed.path.some(([event]) => event === 'payment_succeeded')) {
        const paymentId = String(5_000_000 + order.id);
        const paid = { action: 'pay', status: 'sandbox', payment_id: paymentId, order_id: `${order.id}-demo`, amount: (goods + deliveryPrice) / 100, currency: 'UAH', paytype: 'card', sender_card_mask2: '424242*42' };
        await tx.insert(paymentCallbacks).values({ provider: 'liqpay', orderId: order.id, providerPaymentId: paymentId, status: 'sandbox', amount: goods + deliveryPrice, payload: paid, createdAt: new Date(createdAt.getTime() + 2 * hour) });
        if (status === 'refunded') {
          await tx.insert(paymentCallbacks).values({ provider: 'liqpay', orderId: order.id, providerPaymentId: paymentId, status: 'reversed', amount: goods + deliveryPrice, payload: { ...paid, action: 'refund', status: 'reversed' }, createdAt: new Date(createdAt.getTime() + 3 * hour) });
        }
      }
    });
  }
}
