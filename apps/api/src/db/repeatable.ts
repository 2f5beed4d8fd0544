import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const srcDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A SQL file that defines database functions and is kept beside the code that calls them, instead of
 * being copied into a new migration at every change. The migration step applies it after the
 * versioned migrations whenever its text differs from the text last applied (`repeatable_sql`).
 */
export interface RepeatableFile {
  /** The file, absolute. */
  file: string;
  /** The functions it defines (schema `public`): every overload is dropped before it runs, so a changed signature replaces the old one. */
  functions: readonly string[];
}

/** The repeatable files, in the order they are applied. */
export const REPEATABLE_FILES: readonly RepeatableFile[] = [
  { file: path.join(srcDir, 'domains/checkout/shop-place-order.sql'), functions: ['shop_place_order'] },
];

/** The few calls applying needs, on one connection (PostgreSQL) or PGlite. */
export interface RepeatableRunner {
  query<Row>(text: string, values?: unknown[]): Promise<Row[]>;
  /** Runs `text` (one or more statements, no parameters). */
  exec(text: string): Promise<void>;
}

function keyOf(entry: RepeatableFile): string {
  return path.relative(srcDir, entry.file).split(path.sep).join('/');
}

export function hashOf(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex');
}

/**
 * Applies each file whose text differs from the database's record, each in one transaction: drop the
 * functions it names (whatever their arguments), run the file, record its hash. Returns the files applied.
 * The caller holds the migration lock (or runs alone, on PGlite).
 */
export async function applyRepeatable(runner: RepeatableRunner, files: readonly RepeatableFile[] = REPEATABLE_FILES): Promise<string[]> {
  const applied: string[] = [];
  for (const entry of files) {
    const key = keyOf(entry);
    const text = fs.readFileSync(entry.file, 'utf8');
    const hash = hashOf(text);
    const [known] = await runner.query<{ hash: string }>('select hash from repeatable_sql where name = $1', [key]);
    if (known?.hash === hash) continue;
    await runner.exec('BEGIN');
    try {
      const overloads = await runner.query<{ signature: string }>(
        `select p.oid::regprocedure::text as signature from pg_proc p
         where p.pronamespace = 'public'::regnamespace and p.proname = any($1::text[])`,
        [[...entry.functions]],
      );
      for (const { signature } of overloads) await runner.exec(`DROP FUNCTION ${signature}`);
      await runner.exec(text);
      await runner.query(
        `insert into repeatable_sql (name, hash, applied_at) values ($1, $2, now())
         on conflict (name) do update set hash = excluded.hash, applied_at = excluded.applied_at`,
        [key, hash],
      );
      await runner.exec('COMMIT');
    } catch (error) {
      await runner.exec('ROLLBACK').catch(() => {});
      throw new Error(`Applying ${key} failed: ${(error as Error).message}`, { cause: error });
    }
    applied.push(key);
  }
  return applied;
}
