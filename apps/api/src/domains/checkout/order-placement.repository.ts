import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx, NamedStatement } from '../../db/client.ts';
import { images, productPrices, products } from '../../db/schema/catalog.ts';
import { toColumnJson } from '../../db/row-json.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
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

/** The rows of one order as `shop_place_order` (checkout/shop-place-order.sql) writes them. */
export interface OrderRows {
  order: Omit<NewOrder, 'id' | 'createdAt' | 'updatedAt' | 'bonusesEarned' | 'waybill'>;
  lines: readonly NewOrderLine[];
  /** Units per variant of the bought lines and samples: all are taken, or nothing is written. */
  take: ReadonlyMap<number, number>;
  /** Units per variant of the gifts: each is given only while units are left after `take`. */
  gifts: ReadonlyMap<number, number>;
  /** Whole grn of bonuses to take off the account's balance. */
  bonuses: number;
  /** The delivery place for the account's address list, or null. */
  address: { address: string; guid: string | null; town: string } | null;
  /** Tickets per seminar: the seats are taken with the order, all or nothing. */
  seats?: ReadonlyMap<number, number>;
}

/** What placing answered: the order, or why nothing was written. */
export type PlaceOutcome =
  | { result: 'placed'; orderId: number; number: string; droppedGifts: number[] }
  | { result: 'short'; stock: Map<number, number> }
  | { result: 'replay'; orderId: number; requestHash: string }
  | { result: 'seats_short'; seatsLeft: Map<number, number> }
  | { result: 'bonuses_changed' };

interface PlaceAnswer {
  result: PlaceOutcome['result'];
  order_id?: number;
  number?: string;
  request_hash?: string;
  dropped_gifts?: number[];
  stock?: Array<{ id: number; quantity: number }>;
  seats?: Array<{ id: number; left: number }>;
}

/**
 * Writes the order in one round trip: `shop_place_order` inserts the order (unique per owner and key:
 * a used key answers `replay`), its lines, history row and `placed` notice, then locks the variants
 * (in one global order, so orders never deadlock) and takes the stock with conditional updates (never
 * below zero), drops gifts the shelf cannot give, and spends the bonuses and keeps the address, all
 * as one statement's transaction. A shortage of stock or seats, or a spent bonus balance, is raised
 * as an error that rolls all of it back (`refusalOf`).
 */
const PLACE_ORDER: NamedStatement = {
  name: 'checkout_place_order',
  text: 'select shop_place_order($1::jsonb, $2::int[], $3::int[], $4::int[], $5::int[]) as r',
};

export async function placeOrderRows(database: Database, rows: OrderRows): Promise<PlaceOutcome> {
  const { order } = rows;
  // The rows keyed by their columns' database names, as the function's jsonb_populate_record reads them.
  const input = {
    order: toColumnJson(orders, order),
    lines: rows.lines.map((line) => toColumnJson(orderLines, line)),
    bonuses: rows.bonuses,
    address: rows.address,
    seats: [...(rows.seats ?? [])].map(([id, n]) => ({ id, n })),
  };
  let r: PlaceAnswer;
  try {
    [{ r }] = await database.named<{ r: PlaceAnswer }>(PLACE_ORDER, [
      JSON.stringify(input),
      [...rows.take.keys()],
      [...rows.take.values()],
      [...rows.gifts.keys()],
      [...rows.gifts.values()],
    ]);
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    r = refusal;
  }
  switch (r.result) {
    case 'placed':
      return { result: 'placed', orderId: Number(r.order_id), number: String(r.number), droppedGifts: (r.dropped_gifts ?? []).map(Number) };
    case 'replay':
      return { result: 'replay', orderId: Number(r.order_id), requestHash: String(r.request_hash) };
    case 'short':
      return { result: 'short', stock: new Map((r.stock ?? []).map((row) => [Number(row.id), Number(row.quantity)])) };
    case 'seats_short':
      return { result: 'seats_short', seatsLeft: new Map((r.seats ?? []).map((row) => [Number(row.id), Number(row.left)])) };
    default:
      return { result: 'bonuses_changed' };
  }
}

/**
 * `shop_place_order` refuses by raising, so that the order's rows written before its locks roll back:
 * SHP01 stock short (the stock as JSON in the detail), SHP02 seats short (the seats left), SHP03
 * bonuses spent meanwhile. Any other error is not a refusal.
 */
function refusalOf(error: unknown): PlaceAnswer | null {
  const { code, detail } = (error ?? {}) as { code?: unknown; detail?: unknown };
  const parsed = () => (typeof detail === 'string' && detail ? JSON.parse(detail) : []);
  switch (code) {
    case 'SHP01':
      return { result: 'short', stock: parsed() };
    case 'SHP02':
      return { result: 'seats_short', seats: parsed() };
    case 'SHP03':
      return { result: 'bonuses_changed' };
    default:
      return null;
  }
}

export interface StoredPlacedOrder {
  id: number;
  number: string;
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
    .select({ id: orders.id, number: orders.number, total: orders.total, status: orders.status, paymentMethod: orders.paymentMethod, paymentStatus: orders.paymentStatus, lang: orders.lang })
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
