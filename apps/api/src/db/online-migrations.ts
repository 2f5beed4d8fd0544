import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RepeatableRunner } from './repeatable.ts';

/**
 * Online migrations (docs/decisions/0024): SQL that must not run inside the migrator's one transaction,
 * because on a large table it would hold a lock for as long as it works — `CREATE INDEX CONCURRENTLY`
 * above all, which PostgreSQL refuses inside a transaction. Each file in `online-migrations/`
 * (`NNNN-name.sql`, statements split by `--> statement-breakpoint`) runs after the transactional
 * migrations, one statement at a time, each committed on its own; a file is recorded in
 * `drizzle.online_migrations` once all its statements have run. A file stopped half-way (a crash, a
 * deploy killed) runs again from its first statement, so every statement is idempotent (`IF NOT EXISTS`,
 * checked by db/migration-rules.test.ts), and an index a crashed `CONCURRENTLY` left INVALID is dropped
 * and built again. The caller holds the migration lock.
 */

export const ONLINE_MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'online-migrations');

export const STATEMENT_BREAKPOINT = '--> statement-breakpoint';

/** The error codes of a lock not had within `lock_timeout` and of a deadlock: worth another try. */
const RETRYABLE_CODES = new Set(['55P03', '40P01']);

export interface OnlineMigration {
  /** The file name, e.g. `0057-orders-staff-list-indexes.sql`. */
  name: string;
  statements: string[];
  hash: string;
}

export interface OnlineOptions {
  /**
   * How long a statement other than a concurrent index build waits for its lock before giving up and
   * trying again later: a statement queued behind a long transaction for an ACCESS EXCLUSIVE lock
   * would queue every buyer behind itself.
   */
  lockTimeoutMs?: number;
  /** Tries of one statement refused for a lock or a deadlock before the migration fails. */
  attempts?: number;
  /** Pause between tries. */
  retryPauseMs?: number;
  /** Told of each statement run and of each retry (the start log, the online-migration test). */
  onProgress?: (message: string) => void;
}

export const DEFAULT_LOCK_TIMEOUT_MS = 1_000;

/** Splits a migration file into its statements, as drizzle's migrator does. */
export function splitStatements(text: string): string[] {
  return text
    .split(STATEMENT_BREAKPOINT)
    .map((part) => part.trim())
    .filter((part) => stripComments(part).trim() !== '');
}

/** The statement without its `--` comment lines (for matching, never for running). */
export function stripComments(statement: string): string {
  return statement
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n');
}

export function readOnlineMigrations(folder: string = ONLINE_MIGRATIONS_FOLDER): OnlineMigration[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => /^\d{4}-[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => {
      const text = fs.readFileSync(path.join(folder, name), 'utf8');
      return { name, statements: splitStatements(text), hash: crypto.createHash('sha256').update(text).digest('hex') };
    });
}

/** The index a `CREATE [UNIQUE] INDEX CONCURRENTLY IF NOT EXISTS name` statement builds, if it is one. */
export function concurrentIndexOf(statement: string): string | null {
  const match = /\bCREATE\s+(?:UNIQUE\s+)?INDEX\s+CONCURRENTLY\s+IF\s+NOT\s+EXISTS\s+"?([\w$]+)"?/i.exec(stripComments(statement));
  return match ? match[1] : null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function codeOf(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code ?? e?.cause?.code;
}

async function dropInvalidIndex(runner: RepeatableRunner, index: string, onProgress: (message: string) => void): Promise<void> {
  const [row] = await runner.query<{ valid: boolean }>(
    `select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
     where c.relname = $1 and c.relnamespace = 'public'::regnamespace`,
    [index],
  );
  if (row && !row.valid) {
    onProgress(`dropping ${index}, left INVALID by an interrupted concurrent build`);
    await runner.exec(`DROP INDEX CONCURRENTLY IF EXISTS "${index}"`);
  }
}

/** Runs one statement on its own, retrying a lock not had in time; an index build also clears its own leftovers. */
async function runStatement(runner: RepeatableRunner, statement: string, options: Required<Omit<OnlineOptions, 'onProgress'>> & { onProgress: (m: string) => void }) {
  const index = concurrentIndexOf(statement);
  // A concurrent build takes a lock that buyers' reads and writes do not wait for; it must itself wait
  // for older transactions to end, however long (a backup's), so it has no lock timeout.
  await runner.exec(`SET lock_timeout = ${index ? 0 : options.lockTimeoutMs}`);
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        if (index) await dropInvalidIndex(runner, index, options.onProgress);
        await runner.exec(statement);
        return;
      } catch (error) {
        if (index) await dropInvalidIndex(runner, index, options.onProgress).catch(() => {});
        if (!RETRYABLE_CODES.has(codeOf(error) ?? '') || attempt >= options.attempts) throw error;
        options.onProgress(`waited too long for a lock (try ${attempt} of ${options.attempts}); trying again`);
        await sleep(options.retryPauseMs);
      }
    }
  } finally {
    await runner.exec('RESET lock_timeout').catch(() => {});
  }
}

/** Applies the online migrations not yet recorded, in file order. Returns the files applied. */
export async function applyOnlineMigrations(
  runner: RepeatableRunner,
  migrations: readonly OnlineMigration[] = readOnlineMigrations(),
  options: OnlineOptions = {},
): Promise<string[]> {
  const settings = {
    lockTimeoutMs: options.lockTimeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS,
    attempts: options.attempts ?? 30,
    retryPauseMs: options.retryPauseMs ?? 1_000,
    onProgress: options.onProgress ?? (() => {}),
  };
  await runner.exec('CREATE SCHEMA IF NOT EXISTS drizzle');
  await runner.exec(
    `CREATE TABLE IF NOT EXISTS drizzle.online_migrations (
       name text PRIMARY KEY, hash text NOT NULL, applied_at timestamp with time zone DEFAULT now() NOT NULL
     )`,
  );
  const done = new Set((await runner.query<{ name: string }>('select name from drizzle.online_migrations')).map((row) => row.name));
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.name)) continue;
    for (const [i, statement] of migration.statements.entries()) {
      settings.onProgress(`${migration.name}: statement ${i + 1} of ${migration.statements.length}`);
      try {
        await runStatement(runner, statement, settings);
      } catch (error) {
        throw new Error(`Online migration ${migration.name}, statement ${i + 1}, failed: ${(error as Error).message}`, { cause: error });
      }
    }
    await runner.query('insert into drizzle.online_migrations (name, hash) values ($1, $2) on conflict (name) do nothing', [migration.name, migration.hash]);
    applied.push(migration.name);
  }
  return applied;
}
