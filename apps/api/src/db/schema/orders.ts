import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS } from '@shop/contracts/checkout';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@shop/contracts/orders';
import type { BasketLineType } from './basket.ts';
import { users } from './users.ts';

/**
 * Orders (SPEC §3 "Order"): orders with their lines and history, and the notices owed to shoppers.
 * Money columns hold kopecks; every amount a shopper sees is a whole hryvnia (docs/decisions/0015),
 * so they are multiples of 100. The value lists are the contracts' own (one list per concept),
 * re-exported for the API's code.
 */
export { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES };

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * An order. Its owner is a user or, for a guest, the visitor id (X-User-Hash); `ownerKey` is `u:<id>`
 * or `v:<hash>` and scopes the idempotency key, so a retried or double-clicked request places one order.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /**
     * The order's public number: 12 random characters of `23456789ABCDEFGHJKLMNPQRSTUVWXYZ` from the
     * database's `shop_order_number()` (migration 0023). Shoppers' routes, answers, letters and invoices
     * name the order by it; the sequential id stays internal (staff routes take either).
     */
    number: text('number').notNull().default(sql`shop_order_number()`),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ownerKey: text('owner_key').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The request's fingerprint: a retried key with a different body is refused, not replayed. */
    requestHash: text('request_hash').notNull(),
    quickOrder: boolean('quick_order').notNull().default(false),
    status: text('status').$type<OrderStatus>().notNull().default('new'),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('not_paid'),
    /** Price audience the order was priced for (`viewerKey`). */
    priceAudience: text('price_audience').notNull(),
    name: text('name').notNull().default(''),
    secondName: text('second_name').notNull().default(''),
    phone: text('phone').notNull(),
    email: text('email'),
    comment: text('comment').notNull().default(''),
    noCall: boolean('no_call').notNull().default(false),
    lang: text('lang').notNull().default('ru'),
    // No foreign key (decision 0016): every order would share-lock the same few method rows. A method
    // that orders name cannot be deleted all the same (trigger of migration 0021); methods are deactivated.
    deliveryMethodId: integer('delivery_method_id').notNull(),
    /** Nova Poshta refs and names (or the courier address) as chosen at checkout. */
    cityRef: text('city_ref'),
    cityName: text('city_name'),
    warehouseRef: text('warehouse_ref'),
    warehouseName: text('warehouse_name'),
    address: text('address'),
    /** Nova Poshta express waybill number, set when the order is shipped. */
    waybill: text('waybill'),
    /** Kopecks: goods at the caller's prices, discounts, bonuses spent, delivery, total to pay. */
    goodsTotal: integer('goods_total').notNull(),
    discountTotal: integer('discount_total').notNull().default(0),
    bonusesSpent: integer('bonuses_spent').notNull().default(0),
    deliveryPrice: integer('delivery_price').notNull().default(0),
    total: integer('total').notNull(),
    /** Whole hryvnias credited to the user when the order is delivered. */
    bonusesEarned: integer('bonuses_earned').notNull().default(0),
    /** An unpaid online payment past this moment cancels the order and releases its stock. */
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Goes up by one with every change of the order's state or notes (migration 0047, decision 0021): a
     * staff change names the version it was shown, and an older one is refused with 409.
     */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // The staff list's filters and sorts (online migrations 0057 and 0058, which also give the filter
    // indexes INCLUDE columns, and the trigram index of the customer search: declared there only).
    index('orders_created_cover_idx').on(t.createdAt, t.id),
    index('orders_status_created_cover_idx').on(t.status, t.createdAt, t.id),
    index('orders_payment_created_cover_idx').on(t.paymentStatus, t.createdAt, t.id),
    index('orders_status_payment_created_idx').on(t.status, t.paymentStatus, t.createdAt, t.id),
    index('orders_delivery_created_cover_idx').on(t.deliveryMethodId, t.createdAt, t.id),
    index('orders_total_id_idx').on(t.total, t.id),
    uniqueIndex('orders_idempotency_idx').on(t.ownerKey, t.idempotencyKey),
    uniqueIndex('orders_number_idx').on(t.number),
    index('orders_unconfirmed_cash_idx').on(t.createdAt).where(sql`${t.paymentMethod} = 'cash' and ${t.status} = 'new'`),
    index('orders_user_idx').on(t.userId, t.createdAt),
    // A customer's history: orders_owner_history_idx (owner_key, created_at, id) INCLUDE (status), in
    // online migration 0055 only (no INCLUDE here).
    // The first-order promotion asks whether a phone has ordered before.
    index('orders_phone_idx').on(t.phone),
    index('orders_deadline_idx').on(t.paymentDeadline).where(sql`${t.paymentStatus} = 'pending'`),
    check(
      'orders_status_check',
      sql`${t.status} in ('new', 'confirmed', 'awaiting_payment', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded')`,
    ),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('liqpay', 'cash', 'invoice')`),
    check('orders_payment_status_check', sql`${t.paymentStatus} in ('not_paid', 'pending', 'paid', 'failed', 'refunded')`),
    check('orders_amounts_check', sql`${t.total} >= 0 and ${t.goodsTotal} >= 0 and ${t.bonusesSpent} >= 0`),
  ],
);

/** What was bought, at the price charged, with the titles of the moment (products can change later). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // The product and variant bought, without foreign keys (decision 0016): the line keeps its own
    // titles and prices, a product deleted later is simply not found (ids are never reused), and
    // placing an order takes no share lock on the catalogue's rows.
    productId: integer('product_id'),
    productPriceId: integer('product_price_id'),
    type: text('type').$type<BasketLineType>().notNull().default('product'),
    titleRu: text('title_ru').notNull(),
    titleUk: text('title_uk').notNull(),
    valueRu: text('value_ru').notNull().default(''),
    valueUk: text('value_uk').notNull().default(''),
    article: text('article').notNull().default(''),
    count: integer('count').notNull(),
    /** Kopecks per unit charged (0 for samples and gifts). */
    unitPrice: integer('unit_price').notNull(),
    /** Kopecks per unit before the caller's discount, when one applied. */
    oldUnitPrice: integer('old_unit_price'),
    total: integer('total').notNull(),
    /** A `ticket` line's seminar and a `webinar` line's course (migration 0045), plain ids as above. */
    seminarId: integer('seminar_id'),
    courseId: integer('course_id'),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_course_idx').on(t.courseId).where(sql`${t.courseId} is not null`),
    check('order_lines_count_check', sql`${t.count} >= 1`),
  ],
);

/** Every change of an order's state: when, who (user id, `system`, `liqpay`…), from and to. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    fromPaymentStatus: text('from_payment_status'),
    toPaymentStatus: text('to_payment_status').notNull(),
    actor: text('actor').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** Staff's internal notes on an order (migration 0047): never shown to the shopper. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * What the shopper is told about, by letter and SMS: the order placed, its money received, the parcel
 * sent; and, by SMS alone, the order confirmed by staff when its phone was not proven at placing (its
 * placing SMS was withheld, docs/orders.md "Notifications").
 */
/** One notice per change of an order's state (domains/orders/order-notice-of.ts says which). */
export const ORDER_NOTICE_KINDS = ['placed', 'confirmed', 'paid', 'payment_failed', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;

/**
 * Letters and SMS owed to shoppers (a transactional outbox): a row is written in the same
 * transaction as the change it tells of, so none is lost or sent for a change that rolled back, and
 * a background job sends it (domains/orders/order-notices.ts), off the threads that answer buyers.
 * `claimed_at` marks a send in progress; a claim older than a few minutes is taken to have died.
 */
export const orderNotices = pgTable(
  'order_notices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<(typeof ORDER_NOTICE_KINDS)[number]>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A sent notice is deleted, so the table holds only what is still to send (and what failed
  // MAX_ATTEMPTS times): its primary key is the only index it needs, and sending writes no index entry.
  (t) => [
    check(
      'order_notices_kind_check',
      sql`${t.kind} in ('placed', 'confirmed', 'paid', 'payment_failed', 'shipped', 'delivered', 'cancelled', 'refunded')`,
    ),
  ],
);
