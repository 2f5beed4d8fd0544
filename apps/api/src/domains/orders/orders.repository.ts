import { type AnyColumn, type SQL, and, asc, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isOrderNumber } from '@shop/contracts/orders';
import type { Db, DbOrTx } from '../../db/client.ts';
import { images, productPrices, products } from '../../db/schema/catalog.ts';
import type { BasketLineType } from '../../db/schema/basket.ts';
import { deliveryMethods } from '../../db/schema/delivery.ts';
import { orderEvents, orderLines, orders, type OrderStatus } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { cursorAt } from './order-cursor.ts';
import { FINISHED_STATUSES } from './order-state.ts';

/** Orders, their lines (with the product as it is now) and their history. Every query takes `db` or a transaction. */

/** Whether `db` is the pool itself, not a transaction: prepared statements run on the pool's connections. */
const isPool = (db: DbOrTx): db is Db => !('rollback' in db);

export const orderColumns = {
  id: orders.id,
  number: orders.number,
  userId: orders.userId,
  ownerKey: orders.ownerKey,
  quickOrder: orders.quickOrder,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  name: orders.name,
  secondName: orders.secondName,
  phone: orders.phone,
  email: orders.email,
  comment: orders.comment,
  noCall: orders.noCall,
  lang: orders.lang,
  cityName: orders.cityName,
  warehouseName: orders.warehouseName,
  address: orders.address,
  waybill: orders.waybill,
  goodsTotal: orders.goodsTotal,
  discountTotal: orders.discountTotal,
  bonusesSpent: orders.bonusesSpent,
  deliveryPrice: orders.deliveryPrice,
  total: orders.total,
  bonusesEarned: orders.bonusesEarned,
  paymentDeadline: orders.paymentDeadline,
  createdAt: orders.createdAt,
  version: orders.version,
  deliveryMethodId: orders.deliveryMethodId,
  cityRef: orders.cityRef,
  warehouseRef: orders.warehouseRef,
  deliveryType: deliveryMethods.type,
  deliveryTitleRu: deliveryMethods.titleRu,
  deliveryTitleUk: deliveryMethods.titleUk,
};

/** An order row with its delivery method's type and titles. */
export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/** Which orders a list holds: one owner's (the profile) or everyone's (staff), by stage or by status. */
export interface OrderListFilter {
  ownerKey?: string;
  /** `in_progress`: not yet delivered, cancelled or refunded; `finished`: one of those. */
  stage?: 'in_progress' | 'finished';
  status?: OrderStatus;
}

function whereOf(filter: OrderListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.ownerKey !== undefined) conditions.push(eq(orders.ownerKey, filter.ownerKey));
  const stage = stageOf(filter.stage);
  if (stage) conditions.push(stage);
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  return conditions.length ? and(...conditions) : undefined;
}

/** A listed order: its row, its cursor time, and its lines (`linesColumn`). */
export type ListedOrderRow = OrderRow & { cursorAt: string; lines: OrderLineRow[] };

/** The stage's condition on the state (none for every order). */
function stageOf(stage: OrderListFilter['stage']): SQL | undefined {
  if (stage === 'finished') return inArray(orders.status, [...FINISHED_STATUSES]);
  if (stage === 'in_progress') return notInArray(orders.status, [...FINISHED_STATUSES]);
  return undefined;
}

/** A page of one owner's orders of one stage, by cursor or by offset, as one prepared statement per shape. */
function buildOwnerPage(db: Db, stage: OrderListFilter['stage'], byCursor: boolean, name: string) {
  const after = sql`(${orders.createdAt}, ${orders.id}) < (${sql.placeholder('afterTime')}::timestamptz, ${sql.placeholder('afterId')}::int)`;
  return db
    .select({ ...orderColumns, cursorAt, lines: linesColumn })
    .from(orders)
    .innerJoin(deliveryMethods, eq(deliveryMethods.id, orders.deliveryMethodId))
    .where(and(eq(orders.ownerKey, sql.placeholder('owner')), stageOf(stage), byCursor ? after : undefined))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(sql.placeholder('limit'))
    .offset(byCursor ? 0 : sql.placeholder('offset'))
    .prepare(name);
}

function buildOwnerCount(db: Db, stage: OrderListFilter['stage'], name: string) {
  return db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.ownerKey, sql.placeholder('owner')), stageOf(stage)))
    .prepare(name);
}

type OwnerStatements = Map<string, ReturnType<typeof buildOwnerPage> | ReturnType<typeof buildOwnerCount>>;
const ownerStatements = new WeakMap<Db, OwnerStatements>();

/**
 * A customer's history (the profile's list, a professional's client): a few fixed shapes, each a
 * prepared statement, so a page costs neither the query builder nor the server's planner again.
 */
async function listOwnerOrders(
  db: Db,
  ownerKey: string,
  stage: OrderListFilter['stage'],
  limit: number,
  offset: number,
  cursor: { value: string; id: number } | null,
): Promise<{ rows: ListedOrderRow[]; total: number }> {
  let statements = ownerStatements.get(db);
  if (!statements) ownerStatements.set(db, (statements = new Map()));
  const shape = `${stage ?? 'all'}_${cursor ? 'after' : 'offset'}`;
  let page = statements.get(`page_${shape}`) as ReturnType<typeof buildOwnerPage> | undefined;
  if (!page) statements.set(`page_${shape}`, (page = buildOwnerPage(db, stage, cursor !== null, `orders_owner_page_${shape}`)));
  let counter = statements.get(`count_${stage ?? 'all'}`) as ReturnType<typeof buildOwnerCount> | undefined;
  if (!counter) statements.set(`count_${stage ?? 'all'}`, (counter = buildOwnerCount(db, stage, `orders_owner_count_${stage ?? 'all'}`)));
  const [rows, [counted]] = await Promise.all([
    page.execute({ owner: ownerKey, limit, offset, afterTime: cursor?.value ?? null, afterId: cursor?.id ?? null }) as Promise<ListedOrderRow[]>,
    counter.execute({ owner: ownerKey }) as Promise<Array<{ n: number }>>,
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/**
 * One page of orders, newest first, and how many there are in all. With a cursor (`order-cursor.ts`)
 * the page starts right after the cursor's row, an index range read however deep; without one,
 * `offset` rows in. Each row carries its cursor time for the next page's `after`.
 */
export async function listOrders(
  db: DbOrTx,
  filter: OrderListFilter,
  limit: number,
  offset: number,
  cursor: { value: string; id: number } | null = null,
): Promise<{ rows: ListedOrderRow[]; total: number }> {
  if (filter.ownerKey !== undefined && !filter.status && isPool(db)) return listOwnerOrders(db, filter.ownerKey, filter.stage, limit, offset, cursor);
  const where = whereOf(filter);
  const after = cursor ? sql`(${orders.createdAt}, ${orders.id}) < (${cursor.value}::timestamptz, ${cursor.id})` : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...orderColumns, cursorAt, lines: linesColumn })
      .from(orders)
      .innerJoin(deliveryMethods, eq(deliveryMethods.id, orders.deliveryMethodId))
      .where(after ? and(where, after) : where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(cursor ? 0 : offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** The orders under these ids, whoever owns them (the letters' sender). */
export async function findOrders(db: DbOrTx, ids: number[]): Promise<OrderRow[]> {
  if (!ids.length) return [];
  return db.select(orderColumns).from(orders).innerJoin(deliveryMethods, eq(deliveryMethods.id, orders.deliveryMethodId)).where(inArray(orders.id, ids));
}

/**
 * The id of the order with this public number, if `ownerKey` owns it: what a shopper's route turns the
 * number of its path or body into. Anything that is not a number (a numeric id among them) finds nothing.
 */
export async function ownOrderIdByNumber(db: DbOrTx, number: string, ownerKey: string): Promise<number | null> {
  if (!isOrderNumber(number)) return null;
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.ownerKey, ownerKey)))
    .limit(1);
  return row?.id ?? null;
}

/** The id of the order staff name by its id (digits) or its public number; null when there is none. */
export async function orderIdByRef(db: DbOrTx, ref: string): Promise<number | null> {
  const byId = /^\d{1,10}$/.test(ref) && Number(ref) <= 2_147_483_647;
  if (!byId && !isOrderNumber(ref.toUpperCase())) return null;
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(byId ? eq(orders.id, Number(ref)) : eq(orders.number, ref.toUpperCase()))
    .limit(1);
  return row?.id ?? null;
}

/** The order under `id`, if `ownerKey` owns it (or whoever owns it, when `ownerKey` is null: staff). */
export async function findOrder(db: DbOrTx, id: number, ownerKey: string | null) {
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(deliveryMethods, eq(deliveryMethods.id, orders.deliveryMethodId))
    .where(ownerKey === null ? eq(orders.id, id) : and(eq(orders.id, id), eq(orders.ownerKey, ownerKey)))
    .limit(1);
  return row;
}

const variantImage = alias(images, 'variant_image');
const productImage = alias(images, 'product_image');

export interface OrderLineRow {
  id: number;
  orderId: number;
  productId: number | null;
  productPriceId: number | null;
  /** A ticket's seminar, a webinar's course (decision 0018). */
  seminarId: number | null;
  courseId: number | null;
  type: BasketLineType;
  titleRu: string;
  titleUk: string;
  valueRu: string;
  valueUk: string;
  article: string;
  count: number;
  unitPrice: number;
  total: number;
  /** The product's slug now, when it is still published; null otherwise (no link to a missing page). */
  slug: string | null;
  /** The variant's image now, else the product's; null when neither exists any more. */
  image: { path: string; width: number; height: number; widths: number[]; color: string } | null;
}

type ImageTable = Record<'id' | 'path' | 'width' | 'height' | 'widths' | 'color', AnyColumn>;
const imageOf = (table: ImageTable) =>
  sql`case when ${table.id} is null then null else json_build_object('path', ${table.path}, 'width', ${table.width}, 'height', ${table.height}, 'widths', ${table.widths}, 'color', ${table.color}) end`;

const lineColumns = {
  id: orderLines.id,
  orderId: orderLines.orderId,
  productId: orderLines.productId,
  productPriceId: orderLines.productPriceId,
  seminarId: orderLines.seminarId,
  courseId: orderLines.courseId,
  type: orderLines.type,
  titleRu: orderLines.titleRu,
  titleUk: orderLines.titleUk,
  valueRu: orderLines.valueRu,
  valueUk: orderLines.valueUk,
  article: orderLines.article,
  count: orderLines.count,
  unitPrice: orderLines.unitPrice,
  total: orderLines.total,
  slug: sql<string | null>`case when ${products.published} then ${products.slug} else null end`,
  image: sql<OrderLineRow['image']>`coalesce(${imageOf(variantImage)}, case when ${products.published} then ${imageOf(productImage)} else null end)`,
};

/** An order line with its product's current slug and image (joined as they are now). */
function linesSelect(db: DbOrTx) {
  return db
    .select(lineColumns)
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(productPrices, eq(productPrices.id, orderLines.productPriceId))
    .leftJoin(variantImage, eq(variantImage.id, productPrices.imageId))
    .leftJoin(productImage, eq(productImage.id, products.imageId));
}

function buildLinesQuery(db: Db) {
  return linesSelect(db)
    .where(sql`${orderLines.orderId} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(asc(orderLines.orderId), asc(orderLines.id))
    .prepare('orders_lines_of_orders');
}

const preparedLines = new WeakMap<Db, ReturnType<typeof buildLinesQuery>>();

/**
 * The lines of some orders in the order they were bought, each with its product's current slug and
 * image. Outside a transaction it is one prepared statement (a list's costliest read after its page):
 * neither the query builder nor the server's planner runs again for it.
 */
export async function linesOfOrders(db: DbOrTx, orderIds: number[]): Promise<OrderLineRow[]> {
  if (!orderIds.length) return [];
  if (!isPool(db)) {
    return linesSelect(db).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.orderId), asc(orderLines.id));
  }
  let query = preparedLines.get(db);
  if (!query) preparedLines.set(db, (query = buildLinesQuery(db)));
  return (await query.execute({ ids: orderIds })) as OrderLineRow[];
}

const lineImage = (alias: string) =>
  `case when ${alias}.id is null then null else json_build_object('path', ${alias}.path, 'width', ${alias}.width, 'height', ${alias}.height, 'widths', ${alias}.widths, 'color', ${alias}.color) end`;

/**
 * An order's lines as `linesOfOrders` reads them, as one JSON column of the order's own row: a list's
 * page and its lines in one statement, one round trip instead of two (the lists' costliest part at a
 * million orders after the count). Keys are `OrderLineRow`'s.
 */
export const linesColumn = sql<OrderLineRow[]>`(select coalesce(json_agg(json_build_object(
    'id', l.id, 'orderId', l.order_id, 'productId', l.product_id, 'productPriceId', l.product_price_id,
    'seminarId', l.seminar_id, 'courseId', l.course_id, 'type', l.type, 'titleRu', l.title_ru, 'titleUk', l.title_uk,
    'valueRu', l.value_ru, 'valueUk', l.value_uk, 'article', l.article, 'count', l.count, 'unitPrice', l.unit_price,
    'total', l.total, 'slug', case when lp.published then lp.slug else null end,
    'image', coalesce(${sql.raw(lineImage('lvi'))}, case when lp.published then ${sql.raw(lineImage('lpi'))} else null end)
  ) order by l.id), '[]'::json)
  from order_lines l
  left join products lp on lp.id = l.product_id
  left join product_prices lpp on lpp.id = l.product_price_id
  left join images lvi on lvi.id = lpp.image_id
  left join images lpi on lpi.id = lp.image_id
  where l.order_id = ${orders.id})`;

export interface OrderEventRow {
  event: string;
  fromStatus: string | null;
  toStatus: OrderStatus;
  createdAt: Date;
}

/**
 * Whether each order's phone has proven itself, for its SMS (docs/orders.md, "Notifications"):
 * `accountPhone`, the order was placed by a signed-in account with that very phone (proven by SMS
 * code at registration or at a phone change); `staffActed`, staff have acted on the order (confirmed,
 * shipped…), having called the shopper back. One statement for a batch.
 */
export async function phoneProofOfOrders(db: DbOrTx, orderIds: number[]): Promise<Map<number, { accountPhone: boolean; staffActed: boolean }>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select({
      id: orders.id,
      accountPhone: sql<boolean>`coalesce(${users.phone} = ${orders.phone}, false)`,
      staffActed: sql<boolean>`exists (select 1 from ${orderEvents} where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.actor} like 'staff:%')`,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(inArray(orders.id, orderIds));
  return new Map(rows.map((row) => [row.id, { accountPhone: Boolean(row.accountPhone), staffActed: Boolean(row.staffActed) }]));
}

/** The order's history, oldest first. Notes and actors stay out: they are for staff. */
export async function eventsOfOrder(db: DbOrTx, orderId: number): Promise<OrderEventRow[]> {
  return (await eventsOfOrders(db, [orderId])).map(({ orderId: _, ...event }) => event);
}

/** The history of some orders, each oldest first. */
export async function eventsOfOrders(db: DbOrTx, orderIds: number[]): Promise<Array<OrderEventRow & { orderId: number }>> {
  if (!orderIds.length) return [];
  const rows = await db
    .select({
      orderId: orderEvents.orderId,
      event: orderEvents.event,
      fromStatus: orderEvents.fromStatus,
      toStatus: orderEvents.toStatus,
      createdAt: orderEvents.createdAt,
    })
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, orderIds))
    .orderBy(asc(orderEvents.orderId), asc(orderEvents.createdAt), asc(orderEvents.id));
  return rows.map((row) => ({ ...row, toStatus: row.toStatus as OrderStatus }));
}

/**
 * Locks the order row of this owner for the rest of the transaction and returns its state, so a rule
 * checked on it (the shopper may cancel only a new order) still holds when the event is applied.
 */
export async function lockOwnOrder(tx: DbOrTx, id: number, ownerKey: string) {
  const [row] = await tx
    .select({ status: orders.status, paymentStatus: orders.paymentStatus, paymentMethod: orders.paymentMethod, paymentDeadline: orders.paymentDeadline })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.ownerKey, ownerKey)))
    .for('update');
  return row;
}

/** Locks any order row (staff) for the rest of the transaction: its state and how it is delivered. */
export async function lockOrder(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({
      version: orders.version,
      total: orders.total,
      waybill: orders.waybill,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      paymentDeadline: orders.paymentDeadline,
      deliveryType: deliveryMethods.type,
    })
    .from(orders)
    .innerJoin(deliveryMethods, eq(deliveryMethods.id, orders.deliveryMethodId))
    .where(eq(orders.id, id))
    .for('update', { of: orders });
  return row;
}

/** One order as staff see it: with its lines and history. */
export async function findOrderForStaff(db: DbOrTx, id: number) {
  const row = await findOrder(db, id, null);
  if (!row) return null;
  const [lines, events] = await Promise.all([linesOfOrders(db, [id]), eventsOfOrder(db, id)]);
  return { row, lines, events };
}
