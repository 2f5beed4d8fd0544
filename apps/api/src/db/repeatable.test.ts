import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { runMigrations, withRepeatableRunner } from './migrate.ts';
import { applyRepeatable, hashOf, REPEATABLE_FILES, type RepeatableFile } from './repeatable.ts';

const apply = (files?: readonly RepeatableFile[]) => withRepeatableRunner(database, (runner) => applyRepeatable(runner, files));

/** The body of a plpgsql function as its file writes it: the text between `AS $$` and the closing `$$;`. */
function bodyOf(text: string): string {
  const match = /\nAS \$\$\n([\s\S]*)\n\$\$;/.exec(text);
  if (!match) throw new Error('no $$ body');
  return `\n${match[1]}\n`;
}

let database: Database;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-repeatable-'));

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL || null, pgliteDir: 'memory://' });
  await runMigrations(database);
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('repeatable function files', () => {
  it('leave the migrated database holding shop_place_order exactly as its file writes it', async () => {
    const entry = REPEATABLE_FILES.find((f) => f.functions.includes('shop_place_order'))!;
    const text = fs.readFileSync(entry.file, 'utf8');
    const { rows } = await database.db.execute<{ src: string; n: number }>(
      sql`select min(prosrc) as src, count(*)::int as n from pg_proc where proname = 'shop_place_order'`,
    );
    expect(rows[0].n).toBe(1);
    expect(rows[0].src).toBe(bodyOf(text));
    const recorded = await database.db.execute<{ hash: string }>(
      sql`select hash from repeatable_sql where name = 'domains/checkout/shop-place-order.sql'`,
    );
    expect(recorded.rows[0]?.hash).toBe(hashOf(text));
    // Migrating again changes nothing: the text is the one applied.
    expect(await apply()).toEqual([]);
  });

  it('re-create a changed file, dropping an overload whose signature changed, and skip an unchanged one', async () => {
    const file = path.join(dir, 'shop-test-twice.sql');
    const entry = { file, functions: ['shop_test_twice'] };
    fs.writeFileSync(file, 'CREATE FUNCTION shop_test_twice(a integer) RETURNS integer LANGUAGE sql AS $$ SELECT a * 2 $$;\n');
    expect(await apply([entry])).toHaveLength(1);
    expect(await apply([entry])).toEqual([]);
    fs.writeFileSync(file, 'CREATE FUNCTION shop_test_twice(a integer, b integer) RETURNS integer LANGUAGE sql AS $$ SELECT a * 2 + b $$;\n');
    expect(await apply([entry])).toHaveLength(1);
    const { rows } = await database.db.execute<{ signature: string }>(
      sql`select oid::regprocedure::text as signature from pg_proc where proname = 'shop_test_twice'`,
    );
    expect(rows.map((r) => r.signature)).toEqual(['shop_test_twice(integer,integer)']);
    const answer = await database.db.execute<{ v: number }>(sql`select shop_test_twice(3, 1) as v`);
    expect(Number(answer.rows[0].v)).toBe(7);
  });

  it('leave the database as it was when a file fails', async () => {
    const file = path.join(dir, 'shop-test-broken.sql');
    const entry = { file, functions: ['shop_test_twice'] };
    fs.writeFileSync(file, 'CREATE FUNCTION shop_test_twice(a text) RETURNS integer LANGUAGE sql AS $$ SELECT nonsense $$;\n');
    await expect(apply([entry])).rejects.toThrow(/shop-test-broken/);
    const { rows } = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_proc where proname = 'shop_test_twice'`);
    expect(rows[0].n).toBe(1);
  });
});
