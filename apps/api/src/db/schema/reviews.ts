import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

/**
 * Reviews (kind `feedback`, with a rating 1–5) and questions (kind `question`, no rating) left on a
 * product page. `userId` is the signed-in author when there is one; it is not a foreign key so that
 * this table does not depend on the accounts schema.
 */
export const productFeedbacks = pgTable(
  'product_feedbacks',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    kind: text('kind', { enum: ['feedback', 'question'] }).notNull(),
    rating: integer('rating'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** The shop's reply, shown under the review or question. */
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Shown on the site: set when staff approve it, or at once when the shop publishes unmoderated. */
    approved: boolean('approved').notNull().default(false),
    /** When staff approved or hid it; null while it waits for them. */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /** The staff user who did (not a foreign key, like userId). */
    moderatedBy: integer('moderated_by'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_feedbacks_product_idx').on(t.productId, t.kind, t.approved, t.createdAt),
    // The staff's queue: entries nobody has looked at yet, oldest first.
    index('product_feedbacks_waiting_idx').on(t.createdAt).where(sql`${t.moderatedAt} is null`),
  ],
);
