import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { images, productPrices, products } from '../../db/schema/catalog.ts';
import { productStats } from '../../db/schema/catalog-listing.ts';
import { orderEvents, orderLines, orders } from '../../db/schema/orders.ts';
import type { StoredImage } from './basket-variants.repository.ts';

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;

/** An order already placed under an idempotency key: the fingerprint tells a retry from a misuse. */
export async function findByIdempotencyKey(db: DbOrTx, ownerKey: string, key: string): Promise<{ id: number; requestHash: string } | null> {
  const [row] = await db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.ownerKey, ownerKey), eq(orders.idempotencyKey, key)));
  return row ?? null;
}

/**
 * Inserts the order row first in its transaction: a second request with the same owner and key
 * waits here on the unique index until the first commits, then fails with a unique violation
 * instead of reserving stock twice.
 */
export async function insertOrder(tx: Tx, values: NewOrder): Promise<number> {
  const [row] = await tx.insert(orders).values(values).returning({ id: orders.id });
  return row.id;
}

/**
 * Locks what a stock change touches, always in the same order, and answers the variants' stock.
 * The statement trigger behind `product_prices` rewrites the `product_stats` row of each product
 * changed, so two orders for different variants of one product would otherwise take the price rows
 * and the stats rows in opposite orders and could deadlock: one statement takes, product by product
 * (by id), the product's stats row and then its variants' rows (by id). A variant that is gone has
 * no stock.
 */
export async function lockStock(tx: Tx, priceIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await tx
    .select({ id: productPrices.id, quantity: productPrices.quantity })
    .from(productPrices)
    .innerJoin(productStats, eq(productStats.productId, productPrices.productId))
    .where(inArray(productPrices.id, [...priceIds]))
    .orderBy(asc(productPrices.productId), asc(productPrices.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, r.quantity]));
}

/**
 * Takes the units off the shelf with one conditional update (`quantity >= n`), so even a writer that
 * skipped the locks above can never drive stock below zero (the column's CHECK refuses it too).
 * Answers how many variants were updated: fewer than asked means a shortage.
 */
export async function takeStock(tx: Tx, units: ReadonlyMap<number, number>): Promise<number> {
  if (!units.size) return 0;
  const ids = [...units.keys()];
  const counts = ids.map((id) => units.get(id) ?? 0);
  const { rows } = await tx.execute<{ id: number }>(sql`
    update ${productPrices} p set quantity = p.quantity - w.n
    from unnest(${sql.param(ids)}::int[], ${sql.param(counts)}::int[]) as w(id, n)
    where p.id = w.id and p.quantity >= w.n
    returning p.id`);
  return rows.length;
}

export async function insertOrderLines(tx: Tx, orderId: number, lines: readonly NewOrderLine[]): Promise<void> {
  if (lines.length) await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId })));
}

/** The first line of the order's history, its actor the shopper's owner key (`u:<id>`, `v:<visitor id>`) as in docs/orders.md. */
export async function insertPlacedEvent(tx: Tx, orderId: number, to: { status: string; paymentStatus: string }, actor: string): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId,
    event: 'placed',
    fromStatus: null,
    toStatus: to.status,
    fromPaymentStatus: null,
    toPaymentStatus: to.paymentStatus,
    actor,
  });
}

export interface StoredPlacedOrder {
  id: number;
  total: number;
  status: (typeof orders.$inferSelect)['status'];
  paymentMethod: (typeof orders.$inferSelect)['paymentMethod'];
  paymentStatus: (typeof orders.$inferSelect)['paymentStatus'];
  lang: string;
  extras: Array<{
    productId: number | null;
    productPriceId: number | null;
    titleRu: string;
    titleUk: string;
    valueRu: string;
    valueUk: string;
    slug: string | null;
    image: StoredImage | null;
  }>;
}

/** A placed order as its first answer told it: for a retried request with the same key. */
export async function loadPlacedOrder(db: DbOrTx, orderId: number): Promise<StoredPlacedOrder | null> {
  const [order] = await db
    .select({ id: orders.id, total: orders.total, status: orders.status, paymentMethod: orders.paymentMethod, paymentStatus: orders.paymentStatus, lang: orders.lang })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const extras = await db
    .select({
      productId: orderLines.productId,
      productPriceId: orderLines.productPriceId,
      titleRu: orderLines.titleRu,
      titleUk: orderLines.titleUk,
      valueRu: orderLines.valueRu,
      valueUk: orderLines.valueUk,
      slug: products.slug,
      imagePath: images.path,
      imageWidth: images.width,
      imageHeight: images.height,
      imageWidths: images.widths,
      imageColor: images.color,
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(productPrices, eq(productPrices.id, orderLines.productPriceId))
    .leftJoin(images, eq(images.id, sql`coalesce(${productPrices.imageId}, ${products.imageId})`))
    .where(and(eq(orderLines.orderId, orderId), inArray(orderLines.type, ['sampler', 'gift'])))
    .orderBy(asc(orderLines.id));
  return {
    ...order,
    extras: extras.map(({ imagePath, imageWidth, imageHeight, imageWidths, imageColor, ...line }) => ({
      ...line,
      image:
        imagePath === null ? null : { path: imagePath, width: imageWidth ?? 0, height: imageHeight ?? 0, widths: imageWidths ?? [], color: imageColor ?? '#eeeeee' },
    })),
  };
}
