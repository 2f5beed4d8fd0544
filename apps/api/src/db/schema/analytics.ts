import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnalyticsEventType } from '@shop/contracts/analytics';
import { users } from './users.ts';

/**
 * The shop's own analytics events (SPEC §7 "Other", `POST /event`), as the browser reported them.
 * Product and variant ids are kept as plain numbers, not references: a report about last month's
 * basket events must survive a product being deleted. `value` is kopecks like every money column.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventType: text('event_type').$type<AnalyticsEventType>().notNull(),
    /** The visitor id (X-User-Hash) of whoever sent it, signed in or not. */
    visitorId: text('visitor_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    productId: integer('product_id').notNull(),
    productPriceId: integer('product_price_id').notNull(),
    count: integer('count').notNull(),
    /** Kopecks: the value the browser reported (whole grn × 100). */
    value: integer('value').notNull(),
    currency: text('currency').notNull().default('UAH'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_created_idx').on(t.createdAt),
    index('analytics_events_type_created_idx').on(t.eventType, t.createdAt),
    // The contract's ANALYTICS_EVENT_TYPES; a new type needs a migration of this check.
    check('analytics_events_type_check', sql`${t.eventType} in ('AddToCart', 'AddToCartShop', 'RemoveFromCart')`),
    check('analytics_events_count_check', sql`${t.count} >= 1`),
    check('analytics_events_value_check', sql`${t.value} >= 0`),
  ],
);
