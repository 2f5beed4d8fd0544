import { Column, type SQL, and, asc, desc, eq, is, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { StaffOrderSort } from '@shop/contracts/orders';
import { isOrderNumber } from '@shop/contracts/orders';
import type { DbOrTx } from '../../db/client.ts';
import { deliveryMethods } from '../../db/schema/delivery.ts';
import { orderEvents, orderNotes, orders, type OrderStatus, type PaymentStatus } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { cursorAt, isCursorTime } from './order-cursor.ts';
import type { OrderRow } from './orders.repository.ts';

/**
 * The back office's reads and writes of orders that the shopper's side never needs: the filtered list
 * with keyset paging, internal notes, the full history with actors, and the version check.
 */

export interface StaffOrderFilter {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  deliveryMethodId?: number;
  /** Placed at or after this moment, and before `before`. */
  since?: Date;
  before?: Date;
  /** Any part of the customer's name, phone or e-mail, lower case. */
  customer?: string;
  /** The order's id (digits) or its public number. */
  ref?: string;
}

/** Where a page starts: after this sort value and id (the previous page's last row). */
export interface Cursor {
  value: string;
  id: number;
}

/** The text the customer search matches: the very expression of `orders_customer_trgm_idx` (migration 0047). */
const customerText = sql`lower(${orders.name} || ' ' || ${orders.secondName} || ' ' || ${orders.phone} || ' ' || coalesce(${orders.email}, ''))`;

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A filter as a statement's shape and its values: the conditions name placeholders, so one shape (which
 * fields are set, the sort, cursor or offset) is one prepared statement whatever the values, built by
 * the query builder and planned by the server once per connection instead of on every page.
 */
interface FilterShape {
  key: string;
  conditions: SQL[];
  values: Record<string, unknown>;
}

function shapeOf(filter: StaffOrderFilter): FilterShape {
  const conditions: SQL[] = [];
  const values: Record<string, unknown> = {};
  const key: string[] = [];
  const add = (code: string, name: string, value: unknown, condition: SQL) => {
    key.push(code);
    values[name] = value;
    conditions.push(condition);
  };
  const slot = (name: string) => sql.placeholder(name);
  if (filter.status) add('s', 'status', filter.status, sql`${orders.status} = ${slot('status')}`);
  if (filter.paymentStatus) add('p', 'payment', filter.paymentStatus, sql`${orders.paymentStatus} = ${slot('payment')}`);
  if (filter.deliveryMethodId) add('d', 'delivery', filter.deliveryMethodId, sql`${orders.deliveryMethodId} = ${slot('delivery')}::int`);
  if (filter.since) add('f', 'since', filter.since.toISOString(), sql`${orders.createdAt} >= ${slot('since')}::timestamptz`);
  if (filter.before) add('t', 'before', filter.before.toISOString(), sql`${orders.createdAt} < ${slot('before')}::timestamptz`);
  if (filter.customer) add('c', 'customer', `%${likeEscaped(filter.customer)}%`, sql`${customerText} like ${slot('customer')}`);
  if (filter.ref) {
    const ref = filter.ref.toUpperCase();
    if (/^\d{1,10}$/.test(ref) && Number(ref) <= 2_147_483_647) add('i', 'refId', Number(ref), sql`${orders.id} = ${slot('refId')}::int`);
    else if (isOrderNumber(ref)) add('n', 'refNumber', ref, sql`${orders.number} = ${slot('refNumber')}`);
    else {
      key.push('x');
      conditions.push(sql`false`);
    }
  }
  return { key: key.join(''), conditions, values };
}

type Prepared = { execute(values: Record<string, unknown>): Promise<unknown> };
const statements = new WeakMap<object, LRUCache<string, Prepared>>();

/** The prepared statement of a shape on the pool (kept, a few hundred at most), or a fresh one in a transaction. */
function preparedFor(db: DbOrTx, name: string, build: () => Prepared): Prepared {
  if ('rollback' in db) return build();
  let known = statements.get(db);
  if (!known) statements.set(db, (known = new LRUCache<string, Prepared>({ max: 300 })));
  let statement = known.get(name);
  if (!statement) known.set(name, (statement = build()));
  return statement;
}

const SORT_COLUMNS = { created_at: orders.createdAt, total: orders.total } as const;

function sortOf(sort: StaffOrderSort) {
  const descending = sort.startsWith('-');
  const column = SORT_COLUMNS[sort.replace('-', '') as keyof typeof SORT_COLUMNS];
  return { descending, column, byTime: column === orders.createdAt };
}

/**
 * The columns a row of the list shows (contracts' `staffOrderListItem`), and its placing time to the
 * microsecond as the database holds it (the cursor). Not the order's lines, address or amounts: those
 * are its own page.
 */
const listColumns = {
  id: orders.id,
  number: orders.number,
  createdAt: orders.createdAt,
  cursorAt,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  total: orders.total,
  name: orders.name,
  secondName: orders.secondName,
  phone: orders.phone,
  email: orders.email,
  quickOrder: orders.quickOrder,
  deliveryMethodId: orders.deliveryMethodId,
  deliveryTitleRu: deliveryMethods.titleRu,
  deliveryTitleUk: deliveryMethods.titleUk,
  version: orders.version,
};

/**
 * The same columns read from rows that stand in for orders under its name (a subquery, not the table):
 * Drizzle refuses a table's own columns there, so each is the column's SQL with the column's decoding.
 */
const columnsOfRows = Object.fromEntries(
  Object.entries(listColumns).map(([name, field]) => [name, is(field, Column) ? sql`${field}`.mapWith(field) : field]),
) as unknown as typeof listColumns;

/** A listed row: the list's columns of the order (`listColumns`). */
export type StaffOrderRow = Pick<
  OrderRow,
  | 'id' | 'number' | 'createdAt' | 'status' | 'paymentMethod' | 'paymentStatus' | 'total' | 'name' | 'secondName' | 'phone' | 'email'
  | 'quickOrder' | 'deliveryMethodId' | 'deliveryTitleRu' | 'deliveryTitleUk' | 'version'
> & { cursorAt: string };


/** The sort value of a row as a cursor carries it. */
export function cursorOf(row: StaffOrderRow, sort: StaffOrderSort): string {
  const value = sortOf(sort).byTime ? row.cursorAt : String(row.total);
  return `${value}_${row.id}`;
}

/** The cursor in `after`, or null when it is not one this sort made (then the list starts at the top). */
export function parseCursor(after: string | undefined, sort: StaffOrderSort): Cursor | null {
  const match = after ? /^(.+)_(\d{1,10})$/.exec(after) : null;
  if (!match) return null;
  const [, value, id] = match;
  if (sortOf(sort).byTime ? !isCursorTime(value) : !/^\d{1,10}$/.test(value)) return null;
  return { value, id: Number(id) };
}

/**
 * How far along its order a filtered page first looks (`firstInOrder`) when no index holds both its
 * filter and its order: sorted by total with any filter, or by time with a customer search. A filter
 * the first orders pass fills its page there; one they do not reads its matches through the filter's
 * own indexes and sorts only them (`matchesFirst`). Walking the order's index for such a filter read
 * up to all of a million orders: paid orders placed before July, when every order that old is
 * delivered, by total (2.7 s); one customer's twenty orders by time (1.1 s; docs/performance.md).
 * Sorted by time, every other filter has an index in that order.
 */
export const ORDER_WALK_DEPTH = 2000;

export interface StaffPage {
  limit: number;
  offset: number;
  cursor: Cursor | null;
  /** How far along the order the page first looks (ORDER_WALK_DEPTH unless set; tests set a small one). */
  walkDepth?: number;
}

/** Where a page's rows are read from: the orders as PostgreSQL plans it, the first ones in the order, or the matches first. */
type PageRead = 'plan' | 'firstInOrder' | 'matchesFirst';

/**
 * One page of orders in the sort's order, id breaking ties. With a cursor the page starts right after
 * the cursor's row (a range read of the filter's index, however deep); without one, `offset` rows in.
 */
export async function listStaffOrderRows(
  db: DbOrTx,
  filter: StaffOrderFilter,
  sort: StaffOrderSort,
  page: StaffPage,
): Promise<StaffOrderRow[]> {
  const { byTime } = sortOf(sort);
  const indexedInOrder = byTime ? !filter.customer : !shapeOf(filter).key;
  if (indexedInOrder) return readStaffPage(db, filter, sort, page, 'plan');
  if (page.offset + page.limit <= (page.walkDepth ?? ORDER_WALK_DEPTH)) {
    const rows = await readStaffPage(db, filter, sort, page, 'firstInOrder');
    if (rows.length === page.limit) return rows;
  }
  return readStaffPage(db, filter, sort, page, 'matchesFirst');
}

async function readStaffPage(
  db: DbOrTx,
  filter: StaffOrderFilter,
  sort: StaffOrderSort,
  page: StaffPage,
  read: PageRead,
): Promise<StaffOrderRow[]> {
  const { descending, column, byTime } = sortOf(sort);
  const { key, conditions, values } = shapeOf(filter);
  const after: SQL[] = [];
  if (page.cursor) {
    const value = byTime ? sql`${sql.placeholder('afterValue')}::timestamptz` : sql`${sql.placeholder('afterValue')}::int`;
    const id = sql`${sql.placeholder('afterId')}::int`;
    after.push(descending ? sql`(${column}, ${orders.id}) < (${value}, ${id})` : sql`(${column}, ${orders.id}) > (${value}, ${id})`);
    values.afterValue = byTime ? page.cursor.value : Number(page.cursor.value);
    values.afterId = page.cursor.id;
  }
  const order = descending ? [desc(column), desc(orders.id)] : [asc(column), asc(orders.id)];
  const where = (list: SQL[]) => (list.length ? and(...list) : undefined);
  const depth = Math.trunc(page.walkDepth ?? ORDER_WALK_DEPTH);
  // The orders the page is chosen from, under the table's own name so the conditions read them as written.
  const source = (): { rows: SQL | typeof orders; outer: SQL[] } => {
    if (read === 'plan') return { rows: orders, outer: [...conditions, ...after] };
    if (read === 'firstInOrder') {
      const first = sql`(select * from ${orders} ${after.length ? sql`where ${where(after)}` : sql``} order by ${sql.join(order, sql`, `)} limit ${sql.raw(String(depth))})`;
      return { rows: sql`${first} as ${orders}`, outer: conditions };
    }
    // The matches' keys alone, which the filter indexes carry (online migration 0058), sorted and cut
    // to the rows up to this page; only those are then read from the table.
    const keyOrder = sql.raw(`${column === orders.total ? 'total' : 'created_at'} ${descending ? 'desc' : 'asc'}, id ${descending ? 'desc' : 'asc'}`);
    const matches = sql`(select ${orders}.* from (
        with matching as materialized (select id, total, created_at from ${orders} where ${where([...conditions, ...after])})
        select id from matching order by ${keyOrder} limit ${sql.placeholder('through')}) as page
      join ${orders} on ${orders.id} = page.id)`;
    return { rows: sql`${matches} as ${orders}`, outer: [] };
  };
  const name = `staff_orders_${key || 'all'}_${sort.replace('-', 'd_')}_${page.cursor ? 'after' : 'offset'}${read === 'plan' ? '' : `_${read}`}${read === 'firstInOrder' ? depth : ''}`;
  const statement = preparedFor(db, name, () => {
    const { rows, outer } = source();
    return db
      .select(read === 'plan' ? listColumns : columnsOfRows)
      .from(rows as typeof orders)
      .innerJoin(deliveryMethods, eq(deliveryMethods.id, orders.deliveryMethodId))
      .where(where(outer))
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  });
  const offset = page.cursor ? 0 : page.offset;
  return (await statement.execute({ ...values, limit: page.limit, offset, through: offset + page.limit })) as StaffOrderRow[];
}

/**
 * Counting every matching row of a million costs a full index read per page, so the count stops here:
 * a thousand is more than anyone pages through 15 at a time, and counting it is an index-only read of
 * a thousand entries (ten thousand took 15–25 ms a page at a million orders, the list's costliest part).
 */
export const COUNT_CAP = 1_000;

/**
 * Filters that matched more than the cap, for a few seconds: paging through one asks the same count on
 * every page, and "more than a thousand" seconds ago is "more than a thousand" now (orders are not
 * deleted). A smaller count is counted each time, exact, and cheap. Each process keeps its own.
 */
const COUNT_TTL_MS = 10_000;
const recentCounts = new LRUCache<string, number>({ max: 500, ttl: COUNT_TTL_MS });

/** How many orders match, up to `COUNT_CAP` (+1 tells that there are more). */
export async function countStaffOrders(db: DbOrTx, filter: StaffOrderFilter): Promise<number> {
  const key = JSON.stringify(filter);
  const known = recentCounts.get(key);
  if (known !== undefined) return known;
  const { key: shape, conditions, values } = shapeOf(filter);
  const name = `staff_orders_count_${shape || 'all'}`;
  const statement = preparedFor(db, name, () =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(
        db
          .select({ one: sql`1`.as('one') })
          .from(orders)
          .where(conditions.length ? and(...conditions) : undefined)
          .limit(COUNT_CAP + 1)
          .as('matching'),
      )
      .prepare(name),
  );
  const [row] = (await statement.execute(values)) as Array<{ n: number }>;
  const counted = Number(row?.n ?? 0);
  if (counted > COUNT_CAP) recentCounts.set(key, counted);
  return counted;
}

/** The order's history with who moved it and the staff's note on each move, oldest first. */
export async function staffEventsOfOrder(db: DbOrTx, orderId: number) {
  return db
    .select({
      at: orderEvents.createdAt,
      event: orderEvents.event,
      from: orderEvents.fromStatus,
      to: orderEvents.toStatus,
      paymentTo: orderEvents.toPaymentStatus,
      actor: orderEvents.actor,
      note: orderEvents.note,
    })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

/** The order's internal notes with their authors' e-mails, oldest first. */
export async function notesOfOrder(db: DbOrTx, orderId: number) {
  return db
    .select({ id: orderNotes.id, at: orderNotes.createdAt, author: users.email, text: orderNotes.text })
    .from(orderNotes)
    .leftJoin(users, eq(users.id, orderNotes.authorId))
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
}

export async function insertNote(tx: DbOrTx, orderId: number, authorId: number, text: string): Promise<number> {
  const [row] = await tx.insert(orderNotes).values({ orderId, authorId, text }).returning({ id: orderNotes.id });
  return row.id;
}

/** A change that is not a state move (a note) is a new version all the same. */
export async function bumpVersion(tx: DbOrTx, orderId: number): Promise<void> {
  await tx.update(orders).set({ version: sql`${orders.version} + 1`, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
}

/** The account an order was placed by: its e-mail and type (the customer panel). */
export async function accountOfOrder(db: DbOrTx, userId: number | null): Promise<{ email: string; type: string } | null> {
  if (userId === null) return null;
  const [row] = await db.select({ email: users.email, type: users.userType }).from(users).where(eq(users.id, userId));
  return row ?? null;
}
