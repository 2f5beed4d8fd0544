import { randomUUID } from 'node:crypto';
import { kyivToday, shiftDay } from '@shop/contracts/distributor-report';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { seedVariantsInStock } from './variants-in-stock.ts';
import { orderEvents, orderLines, orders } from '../db/schema/orders.ts';
import { users } from '../db/schema/users.ts';
import { warehouseMoves } from '../db/schema/warehouse.ts';
import { insertMove, insertSale, moveDeliveredOrder } from '../domains/warehouse/warehouse.public.ts';
import { DEMO_DOMAIN } from './users.ts';

/**
 * The demo distributor's warehouse (issue 28): two delivered shop orders (each became its move),
 * manual moves from other suppliers, and 90 days of sales to its own customers, so the documents,
 * leftovers and report pages have realistic content. Added once per data folder.
 */

const CUSTOMERS = [
  ['Салон «Орхідея»', '+380671230101'],
  ['Студія краси «Лотос»', '+380501230102'],
  ['Косметолог Ірина Мельник', '+380931230103'],
  ['Салон «Бьюті Хол»', '+380661230104'],
  ['Марія Коваленко', null],
  ['SPA «Аква»', '+380971230106'],
] as const;

/** A repeatable sequence (the demo looks the same on every start). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export async function seedWarehouse(db: Db): Promise<void> {
  const [distributor] = await db.select({ id: users.id, name: users.name, phone: users.phone }).from(users).where(eq(users.email, `distributor@${DEMO_DOMAIN}`));
  if (!distributor) return;
  const [existing] = await db.select({ id: warehouseMoves.id }).from(warehouseMoves).where(eq(warehouseMoves.distributorId, distributor.id)).limit(1);
  if (existing) return;
  const variants = await seedVariantsInStock(db, { minStock: 0, limit: 12 });
  if (variants.length < 6) return;
  const today = kyivToday();
  const unit = (kopecks: number) => Math.max(100, Math.round(kopecks / 100) * 100);

  // Delivered shop orders of the distributor: delivery turned each into its move.
  const orderPicks: Array<[number, Array<[number, number]>]> = [
    [92, [[0, 24], [1, 18], [2, 12], [3, 20]]],
    [45, [[4, 15], [5, 10], [0, 12], [6, 8]]],
  ];
  for (const [daysAgo, picks] of orderPicks) {
    const createdAt = new Date(Date.now() - daysAgo * 24 * 3600 * 1000);
    const lines = picks.filter(([index]) => variants[index]).map(([index, count]) => ({ variant: variants[index], count, unit: unit(variants[index].distributor) }));
    const goods = lines.reduce((sum, line) => sum + line.unit * line.count, 0);
    await db.transaction(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({
          userId: distributor.id,
          ownerKey: `u:${distributor.id}`,
          idempotencyKey: randomUUID(),
          requestHash: 'demo-seed',
          status: 'delivered',
          paymentMethod: 'invoice',
          paymentStatus: 'paid',
          priceAudience: 'distributor',
          name: distributor.name,
          phone: distributor.phone ?? '+380671112233',
          email: `distributor@${DEMO_DOMAIN}`,
          lang: 'ua',
          deliveryMethodId: 1,
          cityName: 'Одеса',
          warehouseName: 'Відділення №1',
          goodsTotal: goods,
          total: goods,
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
          total: line.unit * line.count,
        })),
      );
      await tx.insert(orderEvents).values([
        { orderId: order.id, event: 'placed', toStatus: 'new', toPaymentStatus: 'not_paid', actor: `u:${distributor.id}`, createdAt },
        { orderId: order.id, event: 'deliver', fromStatus: 'shipped', toStatus: 'delivered', fromPaymentStatus: 'paid', toPaymentStatus: 'paid', actor: 'system', createdAt },
      ]);
      const moveId = await moveDeliveredOrder(tx, order.id);
      if (moveId) await tx.update(warehouseMoves).set({ movedOn: shiftDay(today, -daysAgo + 3) }).where(eq(warehouseMoves.id, moveId));
    });
  }

  // Manual moves: goods bought elsewhere.
  const manual: Array<[number, string, Array<[number, number]>]> = [
    [80, 'Залишки з попереднього складу', [[7, 10], [8, 6], [1, 6]]],
    [30, 'Поставка від імпортера', [[9, 14], [10, 9], [2, 10], [3, 8]]],
  ];
  for (const [daysAgo, comment, picks] of manual) {
    const lines = picks.filter(([index]) => variants[index]).map(([index, count]) => ({ productPriceId: variants[index].id, count, unitPrice: unit(variants[index].distributor) }));
    await db.transaction((tx) => insertMove(tx, { distributorId: distributor.id, createdBy: distributor.id, movedOn: shiftDay(today, -daysAgo), comment, lines }));
  }

  // 90 days of sales, from what is held at the time (a sale that would go short is skipped).
  const next = random(28);
  const stocked = new Set<number>();
  for (let back = 89; back >= 0; back -= 1) {
    const day = shiftDay(today, -back);
    const arrived = [
      ...(back <= 92 - 3 ? orderPicks[0][1] : []),
      ...(back <= 80 ? manual[0][2] : []),
      ...(back <= 45 - 3 ? orderPicks[1][1] : []),
      ...(back <= 30 ? manual[1][2] : []),
    ];
    for (const [index] of arrived) stocked.add(index);
    const salesToday = next() < 0.35 ? 0 : next() < 0.7 ? 1 : 2;
    for (let s = 0; s < salesToday; s += 1) {
      const pool = [...stocked].filter((index) => variants[index]);
      const lineCount = 1 + Math.floor(next() * 3);
      const chosen = [...new Set(Array.from({ length: lineCount }, () => pool[Math.floor(next() * pool.length)]))];
      const [customer, phone] = CUSTOMERS[Math.floor(next() * CUSTOMERS.length)];
      const lines = chosen.map((index) => ({ productPriceId: variants[index].id, count: 1 + Math.floor(next() * 2), unitPrice: unit(variants[index].retail * 0.9) }));
      await db
        .transaction(async (tx) => {
          const result = await insertSale(tx, { distributorId: distributor.id, createdBy: distributor.id, soldOn: day, customerName: customer, customerPhone: phone, comment: null, lines });
          if ('shortages' in result) throw new SkippedSale();
        })
        .catch((error: unknown) => {
          if (!(error instanceof SkippedSale)) throw error;
        });
    }
  }
}

class SkippedSale extends Error {}
