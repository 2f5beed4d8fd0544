import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { BASKET_LINE_TYPES } from '@shop/contracts/constants';
import { productPrices, products } from './catalog.ts';
import { users } from './users.ts';

/** The `basket` domain's table. The value list is the contracts' own, re-exported for the API's code. */
export { BASKET_LINE_TYPES };

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
