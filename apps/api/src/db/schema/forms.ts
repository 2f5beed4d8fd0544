import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const FORM_KINDS = ['contact', 'feedback', 'application', 'messenger'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/**
 * Submissions of the service forms (contact, feedback, application, messenger). Kept so that a
 * letter lost on the way can be found again; only valid submissions are stored.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: FORM_KINDS }).notNull(),
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
    userId: integer('user_id'),
    lang: text('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('form_submissions_kind_idx').on(t.kind, t.createdAt)],
);
