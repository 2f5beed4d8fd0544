import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/**
 * Reference rows that a migration writes (0012: the delivery methods; the migration step: the hashes of
 * the repeatable function files). Emptying them would leave a database its migrations can no longer
 * fill, as the journal says they ran.
 */
const MIGRATION_FILLED = new Set(['delivery_methods', 'repeatable_sql']);

/** Empties every table of the public schema except the migration journal and the migration-filled ones. */
export async function resetDatabase(db: Db): Promise<void> {
  const { rows } = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const names = rows.filter((r) => !MIGRATION_FILLED.has(r.tablename)).map((r) => `"${r.tablename}"`);
  if (names.length) await db.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`));
}
