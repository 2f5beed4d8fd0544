import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/** The `payments` domain's table. */

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
