import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The hash of each repeatable function file as last applied (db/repeatable.ts, migration 0022): the
 * migration step re-creates a file's functions only when its text changed.
 */
export const repeatableSql = pgTable('repeatable_sql', {
  /** The file's path under apps/api/src, e.g. `domains/checkout/shop-place-order.sql`. */
  name: text('name').primaryKey(),
  hash: text('hash').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
