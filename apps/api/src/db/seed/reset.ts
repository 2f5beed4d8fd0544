import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/** Empties every table of the public schema except the migration journal. */
export async function resetDatabase(db: Db): Promise<void> {
  const { rows } = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const names = rows.map((r) => `"${r.tablename}"`);
  if (names.length) await db.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`));
}
