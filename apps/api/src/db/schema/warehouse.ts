import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * The distributor's warehouse (SPEC §7 "Documents", "Remainings"; domains/warehouse): what each
 * distributor holds of each catalogue variant, the moves that bring goods in and the sales documents
 * (видаткові накладні) that take them out. Money columns hold kopecks, dates are Kyiv days.
 * `product_price_id` is a soft reference to `product_prices` (as on order lines, migration 0020).
 * Leftovers change only through `recordMove` / `recordSale` of the warehouse domain, in the same
 * transaction as the document, and never go below zero (CHECK). Documents are never deleted.
 */

export const WAREHOUSE_MOVE_SOURCES = ['order', 'manual'] as const;
export type WarehouseMoveSource = (typeof WAREHOUSE_MOVE_SOURCES)[number];

/** Moves and sales share one id sequence (migration 0040), so a document id names one document. */
const documentId = () => integer('id').primaryKey().default(sql`nextval('warehouse_document_ids')`);

/** A move into the warehouse ('Переміщення на склад'): a delivered shop order (once) or a manual one. */
export const warehouseMoves = pgTable(
  'warehouse_moves',
  {
    id: documentId(),
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `П-000123`, from the id. */
    number: text('number').notNull(),
    movedOn: date('moved_on', { mode: 'string' }).notNull(),
    source: text('source').$type<WarehouseMoveSource>().notNull(),
    /** The delivered shop order this move came from; unique, so a replayed delivery adds nothing. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    comment: text('comment').notNull().default(''),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    /** The distributor or its manager who recorded it; null for a move made by an order's delivery. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('warehouse_moves_order_idx').on(t.orderId),
    uniqueIndex('warehouse_moves_number_idx').on(t.distributorId, t.number),
    index('warehouse_moves_distributor_idx').on(t.distributorId, t.movedOn, t.id),
    check('warehouse_moves_source_check', sql`${t.source} in ('order', 'manual')`),
    check('warehouse_moves_order_check', sql`${t.source} = 'order' OR ${t.orderId} IS NULL`),
  ],
);

export const warehouseMoveLines = pgTable(
  'warehouse_move_lines',
  {
    id: serial('id').primaryKey(),
    moveId: integer('move_id')
      .notNull()
      .references(() => warehouseMoves.id, { onDelete: 'cascade' }),
    productPriceId: integer('product_price_id').notNull(),
    count: integer('count').notNull(),
    /** Purchase price per unit, kopecks. */
    unitPrice: integer('unit_price').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('warehouse_move_lines_move_idx').on(t.moveId),
    check('warehouse_move_lines_count_check', sql`${t.count} > 0`),
    check('warehouse_move_lines_price_check', sql`${t.unitPrice} >= 0`),
  ],
);

/** A sale to the distributor's own customer ('Видаткова накладна'). */
export const warehouseSales = pgTable(
  'warehouse_sales',
  {
    id: documentId(),
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `ВН-000123`, from the id. */
    number: text('number').notNull(),
    soldOn: date('sold_on', { mode: 'string' }).notNull(),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone'),
    comment: text('comment'),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('warehouse_sales_number_idx').on(t.distributorId, t.number),
    index('warehouse_sales_distributor_idx').on(t.distributorId, t.soldOn, t.id),
  ],
);

export const warehouseSaleLines = pgTable(
  'warehouse_sale_lines',
  {
    id: serial('id').primaryKey(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => warehouseSales.id, { onDelete: 'cascade' }),
    productPriceId: integer('product_price_id').notNull(),
    count: integer('count').notNull(),
    /** Sale price per unit, kopecks. */
    unitPrice: integer('unit_price').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('warehouse_sale_lines_sale_idx').on(t.saleId),
    check('warehouse_sale_lines_count_check', sql`${t.count} > 0`),
    check('warehouse_sale_lines_price_check', sql`${t.unitPrice} >= 0`),
  ],
);

/** What a distributor holds of a variant now. */
export const warehouseLeftovers = pgTable(
  'warehouse_leftovers',
  {
    distributorId: integer('distributor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productPriceId: integer('product_price_id').notNull(),
    quantity: integer('quantity').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'warehouse_leftovers_pk', columns: [t.distributorId, t.productPriceId] }),
    check('warehouse_leftovers_quantity_check', sql`${t.quantity} >= 0`),
  ],
);
