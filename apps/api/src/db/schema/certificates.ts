import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Course certificates of professionals (migration 0036): read by their owner only, also as a PDF. */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The number printed on the certificate, e.g. "PC-2026-00017". */
    number: text('number').notNull(),
    title: text('title').notNull(),
    course: text('course').notNull(),
    issuedOn: date('issued_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('certificates_number_idx').on(t.number), index('certificates_user_idx').on(t.userId)],
);
