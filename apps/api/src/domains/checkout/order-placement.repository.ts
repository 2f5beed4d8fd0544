import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { images, productPrices, products } from '../../db/schema/catalog.ts';
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

/** A variant's stock as locked, and whether its units were taken. */
export interface StockTake {
  quantity: number;
  taken: boolean;
}

/**
 * Locks and takes stock in one round trip (`shop_take_stock`, migration 0016), so other buyers of
 * the same variants wait for this call and the commit only. The function locks rows in one global
 * order (no deadlocks) and takes each variant's units with a conditional update (`quantity >= n`),
 * so stock never goes below zero (the column's CHECK refuses it too). Answers each variant's stock
 * before the take and whether its units were taken; a variant that is gone is absent.
 */
export async function lockAndTakeStock(tx: Tx, units: ReadonlyMap<number, number>): Promise<Map<number, StockTake>> {
  if (!units.size) return new Map();
  const ids = [...units.keys()];
  const counts = ids.map((id) => units.get(id) ?? 0);
  const { rows } = await tx.execute<{ variant_id: number; quantity_before: number; taken: boolean }>(
    sql`select variant_id, quantity_before, taken from shop_take_stock(${sql.param(ids)}::int[], ${sql.param(counts)}::int[])`,
  );
  return new Map(rows.map((r) => [Number(r.variant_id), { quantity: Number(r.quantity_before), taken: Boolean(r.taken) }]));
}

/** Inserts the lines; answers their ids in the order given. */
export async function insertOrderLines(tx: Tx, orderId: number, lines: readonly NewOrderLine[]): Promise<number[]> {
  if (!lines.length) return [];
  const rows = await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId }))).returning({ id: orderLines.id });
  return rows.map((row) => row.id);
}

/** Takes lines out of an order being placed (a gift the shelf could not give after all). */
export async function deleteOrderLines(tx: Tx, ids: readonly number[]): Promise<void> {
  if (ids.length) await tx.delete(orderLines).where(inArray(orderLines.id, [...ids]));
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
