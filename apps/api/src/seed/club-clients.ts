import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { seedVariantsInStock } from './variants-in-stock.ts';
import { orderEvents, orderLines, orders } from '../db/schema/orders.ts';
import { users } from '../db/schema/users.ts';
import { DEMO_CODES } from './users.ts';

/**
 * The demo professional's club (issue 28): besides the demo authorised account, a few clients linked
 * to its code, with orders of the past months, so the client list and a client's history have
 * something to show. These clients have no password: they are shown, not signed in with.
 */

const CLIENTS = [
  { name: 'Олександра', secondName: 'Бойко', email: 'oleksandra.boiko@example.com', phone: '+380671230011', city: 'Одеса' },
  { name: 'Вікторія', secondName: 'Кравчук', email: 'viktoriia.kravchuk@example.com', phone: '+380671230012', city: 'Одеса' },
  { name: 'Дарина', secondName: 'Савченко', email: 'daryna.savchenko@example.com', phone: '+380671230013', city: 'Миколаїв' },
  { name: 'Юлія', secondName: 'Поліщук', email: 'yuliia.polishchuk@example.com', phone: '+380671230014', city: 'Одеса' },
] as const;

/** [client, days ago, status, payment status, [variant index, count]…] */
// A current order is `confirmed`: an unconfirmed cash order is cancelled by the shop after 48 hours.
const ORDERS: Array<[number, number, 'delivered' | 'shipped' | 'confirmed' | 'cancelled', 'paid' | 'not_paid', Array<[number, number]>]> = [
  [0, 95, 'delivered', 'paid', [[0, 2], [3, 1]]],
  [0, 41, 'delivered', 'paid', [[5, 1]]],
  [0, 3, 'confirmed', 'not_paid', [[1, 1], [7, 2], [9, 1]]],
  [1, 60, 'delivered', 'paid', [[2, 1]]],
  [1, 12, 'cancelled', 'not_paid', [[4, 3]]],
  [2, 20, 'shipped', 'paid', [[6, 1], [8, 1]]],
];

export async function seedClubClients(db: Db): Promise<void> {
  const code = DEMO_CODES.professional;
  const variants = await seedVariantsInStock(db, { minStock: 0, limit: 10 });
  const inserted = await db
    .insert(users)
    .values(CLIENTS.map((client) => ({ ...client, userType: 'regular' as const, assignedCode: code, lang: 'ua' })))
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email });
  // Added once per data folder: a second run finds the clients there and leaves their orders alone.
  if (inserted.length !== CLIENTS.length || variants.length < 10) return;
  const idOf = new Map(inserted.map((row) => [row.email, row.id]));
  const day = 24 * 3600 * 1000;
  for (const [clientIndex, daysAgo, status, paymentStatus, picks] of ORDERS) {
    const client = CLIENTS[clientIndex];
    const userId = idOf.get(client.email)!;
    const createdAt = new Date(Date.now() - daysAgo * day);
    const lines = picks.map(([index, count]) => {
      const variant = variants[index];
      const unit = Math.round(variant.client / 100) * 100;
      return { variant, count, unit, total: unit * count };
    });
    const goods = lines.reduce((sum, line) => sum + line.total, 0);
    await db.transaction(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({
          userId,
          ownerKey: `u:${userId}`,
          idempotencyKey: randomUUID(),
          requestHash: 'demo-seed',
          status,
          paymentMethod: 'cash',
          paymentStatus,
          priceAudience: 'client',
          name: client.name,
          secondName: client.secondName,
          phone: client.phone,
          email: client.email,
          lang: 'ua',
          deliveryMethodId: 1,
          cityName: client.city,
          warehouseName: 'Відділення №3',
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
          total: line.total,
        })),
      );
      await tx.insert(orderEvents).values({
        orderId: order.id,
        event: 'placed',
        toStatus: 'new',
        toPaymentStatus: 'not_paid',
        actor: `u:${userId}`,
        createdAt,
      });
    });
  }
}
