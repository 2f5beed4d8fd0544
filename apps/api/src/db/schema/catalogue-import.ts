import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One variant's row of an import as the preview found it: its id, the values it had then (`before`,
 * kopecks and units) and the values the file asks for (`after`, only the columns the file carries).
 * Confirming compares `before` with the row again, so a change made since the preview is not lost.
 */
export interface CatalogueImportRow {
  line: number;
  article: string;
  productPriceId: number | null;
  before: Record<string, number> | null;
  after: Record<string, number>;
  /** Error codes with their field; the message is localised when the preview is read. */
  errors: Array<{ field: string; code: string; params?: Record<string, string | number> }>;
}

/** Uploaded price-and-stock files waiting for confirmation, and applied ones (migration 0050). */
export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    columns: text('columns').array().notNull(),
    rows: jsonb('rows').$type<CatalogueImportRow[]>().notNull(),
    rowsTotal: integer('rows_total').notNull(),
    rowsWithErrors: integer('rows_with_errors').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('catalogue_imports_token_idx').on(t.token), index('catalogue_imports_created_idx').on(t.createdAt)],
);
