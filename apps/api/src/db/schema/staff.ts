import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Staff work (migration 0035): the audit of every staff decision, and the outbox of letters about an
 * account (a professional application's decision), queued beside the change they tell of.
 */

/** Subjects a staff action is about. */
export type StaffActionSubject = string;
/** What staff did, as `<subject>.<verb>` (e.g. `application.approve`, `order.ship`). */
export type StaffActionKind = string;

export const staffActions = pgTable(
  'staff_actions',
  {
    id: serial('id').primaryKey(),
    /** Null once the staff account is deleted: the record stays. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<StaffActionKind>().notNull(),
    subjectType: text('subject_type').$type<StaffActionSubject>().notNull(),
    subjectId: integer('subject_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** The changed fields as they were before the change and as it wrote them (migration 0046). */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_actions_subject_idx').on(t.subjectType, t.subjectId, t.createdAt),
    index('staff_actions_actor_idx').on(t.actorId, t.createdAt),
    index('staff_actions_created_idx').on(t.createdAt),
  ],
);

export const accountLetters = pgTable('account_letters', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  attempts: integer('attempts').notNull().default(0),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
