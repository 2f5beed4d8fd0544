import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';

/** Bind parameters per statement: well under PostgreSQL's 65,535, and statements stay a few MB. */
const MAX_PARAMS = 16_000;
/** Rows per statement (products carry four HTML tabs in two languages). */
const MAX_ROWS = 500;
/** Rows per statement of an all-integer link table, sent as one array per column. */
const LINK_ROWS = 10_000;

/** Inserts rows in batches of at most 500 (fewer for wide rows), in order. */
export async function insertRows<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (!rows.length) return;
  const size = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMS / Object.keys(rows[0]).length)));
  for (let i = 0; i < rows.length; i += size) {
    await tx.insert(table).values(rows.slice(i, i + size));
  }
}

/**
 * Inserts rows of integer columns (the product link tables) as `select * from unnest(int[], …)`:
 * a few array parameters per statement instead of one parameter per value, about twice as fast
 * for the hundred thousand links of a large catalogue.
 */
export async function insertIntegerRows<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (!rows.length) return;
  const keys = Object.keys(rows[0] as object);
  const columns = getTableColumns(table);
  const names = sql.raw(keys.map((k) => `"${columns[k].name}"`).join(', '));
  for (let i = 0; i < rows.length; i += LINK_ROWS) {
    const batch = rows.slice(i, i + LINK_ROWS);
    const arrays = sql.join(
      keys.map((k) => sql`${sql.param(batch.map((row) => (row as Record<string, number>)[k]))}::int[]`),
      sql`, `,
    );
    await tx.execute(sql`insert into ${sql.identifier(getTableName(table))} (${names}) select * from unnest(${arrays})`);
  }
}

/** The next free id of a serial table. */
export async function nextId(tx: Tx, table: string): Promise<number> {
  const { rows } = await tx.execute<{ next: number }>(sql.raw(`select coalesce(max(id), 0)::int + 1 as next from "${table}"`));
  return rows[0].next;
}

/** Moves a serial table's sequence past the ids the seed gave out itself. */
export async function syncSequence(tx: Tx, table: string): Promise<void> {
  await tx.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce((select max(id) from "${table}"), 1), (select count(*) > 0 from "${table}"))`,
    ),
  );
}
