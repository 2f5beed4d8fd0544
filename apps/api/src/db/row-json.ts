import { getTableColumns, is, SQL, type Table } from 'drizzle-orm';

/**
 * A row of `table` as `jsonb_populate_record(NULL::<table>, …)` reads it: keyed by the columns'
 * database names, taken from the Drizzle table itself so the order's shape is written once (with the
 * table) instead of once more as a hand-written rename. A value left out takes the column's plain
 * default (`.default(x)`), else null; dates become ISO text when the object is turned into JSON.
 */
export function toColumnJson<T extends Table>(table: T, values: Partial<T['$inferInsert']>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = (values as Record<string, unknown>)[key];
    if (value !== undefined) row[column.name] = value;
    else row[column.name] = column.default === undefined || is(column.default, SQL) ? null : column.default;
  }
  return row;
}
