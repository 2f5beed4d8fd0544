import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { users } from './users.ts';

/** The `favourites` domain's table. */

export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('favourites_product_idx').on(t.productId)],
);
