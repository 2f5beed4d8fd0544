import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database } from './client.ts';
import { applyRepeatable, type RepeatableRunner } from './repeatable.ts';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** An arbitrary constant that names the migration lock among other advisory locks. */
const MIGRATION_LOCK_ID = 724_101;

/**
 * Applies pending migrations, then the repeatable function files whose text changed (db/repeatable.ts).
 * On PostgreSQL an advisory lock keeps several app instances that start together from racing each other.
 */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    await withRepeatableRunner(database, (runner) => applyRepeatable(runner));
    return;
  }
  // The lock belongs to a session, so lock, migrate and unlock on one connection.
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzle(client), { migrationsFolder });
    await applyRepeatable(pgRunner(client));
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}

function pgRunner(client: pg.PoolClient): RepeatableRunner {
  return {
    query: async <Row>(text: string, values?: unknown[]) => (await client.query(text, values)).rows as Row[],
    exec: async (text) => {
      await client.query(text);
    },
  };
}

/** Runs `work` with a runner on one connection of `database` (its transactions need one). */
export async function withRepeatableRunner<T>(database: Database, work: (runner: RepeatableRunner) => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    return work({
      query: async <Row>(text: string, values?: unknown[]) => (await client.query<Row>(text, values)).rows,
      exec: async (text) => {
        await client.exec(text);
      },
    });
  }
  const client = await database.pool!.connect();
  try {
    return await work(pgRunner(client));
  } finally {
    client.release();
  }
}
