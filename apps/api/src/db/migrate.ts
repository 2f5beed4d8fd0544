import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database } from './client.ts';
import { applyOnlineMigrations, DEFAULT_LOCK_TIMEOUT_MS, type OnlineMigration, type OnlineOptions, readOnlineMigrations } from './online-migrations.ts';
import { applyRepeatable, type RepeatableRunner } from './repeatable.ts';

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface MigrationOptions extends OnlineOptions {
  /** The drizzle folder (tests point it at a copy holding a migration of their own). */
  migrationsFolder?: string;
  /** The online migrations (db/online-migrations.ts); the files of `online-migrations/` unless given. */
  onlineMigrations?: readonly OnlineMigration[];
}

/** An arbitrary constant that names the migration lock among other advisory locks. */
const MIGRATION_LOCK_ID = 724_101;

/**
 * Applies pending migrations: the transactional ones (drizzle's, all pending in one transaction), then
 * the online ones one statement at a time (db/online-migrations.ts, docs/decisions/0024), then the
 * repeatable function files whose text changed (db/repeatable.ts). On PostgreSQL an advisory lock keeps
 * several app instances that start together from racing each other.
 */
export async function runMigrations(database: Database, options: MigrationOptions = {}): Promise<void> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  const online = options.onlineMigrations ?? readOnlineMigrations();
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    await withRepeatableRunner(database, async (runner) => {
      await applyOnlineMigrations(runner, online, options);
      await applyRepeatable(runner);
    });
    return;
  }
  // The lock belongs to a session, so lock, migrate and unlock on one connection.
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateTransactional(client, migrationsFolder, options);
    await applyOnlineMigrations(pgRunner(client), online, options);
    await applyRepeatable(pgRunner(client));
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}

/**
 * Drizzle's migrator under a lock timeout: a pending migration that must wait for a lock on a busy table
 * (behind a long transaction) gives up within the timeout and the whole set is tried again, instead of
 * queueing every buyer's statement behind its own request for the lock.
 */
async function migrateTransactional(client: pg.PoolClient, migrationsFolder: string, options: OnlineOptions): Promise<void> {
  const attempts = options.attempts ?? 30;
  await client.query(`SET lock_timeout = ${options.lockTimeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS}`);
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await migratePg(drizzle(client), { migrationsFolder });
        return;
      } catch (error) {
        const e = error as { code?: string; cause?: { code?: string } };
        if ((e.code ?? e.cause?.code) !== '55P03' || attempt >= attempts) throw error;
        options.onProgress?.(`a migration waited too long for a lock (try ${attempt} of ${attempts}); trying again`);
        await new Promise((resolve) => setTimeout(resolve, options.retryPauseMs ?? 1_000));
      }
    }
  } finally {
    await client.query('RESET lock_timeout').catch(() => {});
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
