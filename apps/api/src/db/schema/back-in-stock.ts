import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { productPrices } from './catalog.ts';

/** Back-in-stock requests: who to tell when a variant is in stock again. */
export const notifyRequests = pgTable(
  'notify_requests',
  {
    id: serial('id').primaryKey(),
    productPriceId: integer('product_price_id')
      .notNull()
      .references(() => productPrices.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    city: text('city').notNull(),
    /** Nova Poshta area ref of the chosen city, when it came from the city lookup. */
    areaRef: text('area_ref'),
    visitorId: text('visitor_id'),
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    // One open request per address and variant: asking twice does not mean two messages later.
    uniqueIndex('notify_requests_open_idx')
      .on(sql`lower(${t.email})`, t.productPriceId)
      .where(sql`${t.notifiedAt} is null`),
  ],
);
