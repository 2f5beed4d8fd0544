import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS } from '@shop/contracts/checkout';
import { BASKET_LINE_TYPES } from '@shop/contracts/constants';
import { DELIVERY_TYPES } from '@shop/contracts/delivery-rules';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@shop/contracts/orders';
import { productPrices, products } from './catalog.ts';
import { users } from './users.ts';

/**
 * The buying path (SPEC §3 "Order", "Delivery method", §4 "Basket"): delivery methods, the server
 * copy of a signed-in shopper's basket, sample and gift rules, orders with their lines and history,
 * and the payment provider's callbacks. Money columns hold kopecks; every amount a shopper sees is a
 * whole hryvnia (docs/decisions/0015), so they are multiples of 100. The value lists are the
 * contracts' own (one list per concept), re-exported for the API's code.
 */
export { BASKET_LINE_TYPES, DELIVERY_TYPES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES };

export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** SPEC §3 "Delivery method". Id 1 is the Nova Poshta branch: the quick order's method (SPEC §9). */
export const deliveryMethods = pgTable(
  'delivery_methods',
  {
    id: integer('id').primaryKey(),
    type: text('type').$type<DeliveryType>().notNull(),
    titleRu: text('title_ru').notNull(),
    titleUk: text('title_uk').notNull(),
    descriptionRu: text('description_ru').notNull().default(''),
    descriptionUk: text('description_uk').notNull().default(''),
    /** Kopecks the shop charges; 0 when the carrier bills the recipient at its own tariff. */
    price: integer('price').notNull().default(0),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check(
      'delivery_methods_type_check',
      sql`${t.type} in ('nova_poshta_branch', 'nova_poshta_locker', 'nova_poshta_courier', 'courier', 'pickup')`,
    ),
  ],
);

export type BasketLineType = (typeof BASKET_LINE_TYPES)[number];

/** The server copy of a signed-in user's basket (SPEC §4: kept in browser storage, re-synced). */
export const basketLines = pgTable(
  'basket_lines',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productPriceId: integer('product_price_id')
      .notNull()
      .references(() => productPrices.id, { onDelete: 'cascade' }),
    type: text('type').$type<BasketLineType>().notNull().default('product'),
    count: integer('count').notNull(),
    /** Lines of a `hasDuplicate` product are never merged: each keeps its own position. */
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('basket_lines_user_idx').on(t.userId),
    check('basket_lines_count_check', sql`${t.count} >= 1`),
    check('basket_lines_type_check', sql`${t.type} in ('product', 'sampler', 'webinar', 'ticket', 'gift')`),
  ],
);

/**
 * Sample and gift rules (ARCHITECTURE §4). A basket whose goods total reaches `minTotal` qualifies:
 * for a `sample` rule the shopper picks up to `maxCount` of its items and may remove them; a `gift`
 * rule's items are added by the shop and cannot be removed. `brandId` narrows the total to one brand.
 */
export const promoRules = pgTable(
  'promo_rules',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'sample' | 'gift'>().notNull(),
    titleRu: text('title_ru').notNull(),
    titleUk: text('title_uk').notNull(),
    /** Kopecks of goods (at the caller's prices) the basket must reach. */
    minTotal: integer('min_total').notNull().default(0),
    brandId: integer('brand_id'),
    maxCount: integer('max_count').notNull().default(1),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('promo_rules_kind_check', sql`${t.kind} in ('sample', 'gift')`),
    check('promo_rules_max_count_check', sql`${t.maxCount} >= 1`),
  ],
);

/** The variants a sample or gift rule hands out (free of charge, one each). */
export const promoRuleItems = pgTable(
  'promo_rule_items',
  {
    ruleId: integer('rule_id')
      .notNull()
      .references(() => promoRules.id, { onDelete: 'cascade' }),
    productPriceId: integer('product_price_id')
      .notNull()
      .references(() => productPrices.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.productPriceId] })],
);

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
  },
  (t) => [
    uniqueIndex('orders_idempotency_idx').on(t.ownerKey, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_owner_idx').on(t.ownerKey, t.createdAt),
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
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), check('order_lines_count_check', sql`${t.count} >= 1`)],
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

/**
 * Payment provider callbacks as received (LiqPay `data` decoded). The provider's own id of the
 * attempt with its status is unique, so a replayed callback is recorded once and changes nothing.
 */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    providerPaymentId: text('provider_payment_id').notNull(),
    status: text('status').notNull(),
    /** Kopecks the provider reports. */
    amount: integer('amount').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_callbacks_unique_idx').on(t.provider, t.providerPaymentId, t.status)],
);

/** What the shopper is told about, by letter and SMS: the order placed, its money received, the parcel sent. */
export const ORDER_NOTICE_KINDS = ['placed', 'paid', 'shipped'] as const;

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
    check('order_notices_kind_check', sql`${t.kind} in ('placed', 'paid', 'shipped')`),
  ],
);
