import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkOnline, checkTransactional, indexesBuiltOnline } from './migration-rules.ts';
import { ONLINE_MIGRATIONS_FOLDER } from './online-migrations.ts';

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/**
 * The rule holds from here on (docs/decisions/0024). The files before it ran on every existing shop
 * long ago; some of them lock large tables (listed in the decision), which only a shop still upgrading
 * across them would meet.
 */
const FIRST_CHECKED = 52;
/**
 * Files from FIRST_CHECKED on that break the rule, each with what it does; every other file must keep
 * it (none now: 0055's index moved to the online migrations).
 */
const KNOWN_EXCEPTIONS: Record<string, string> = {};

const numberOf = (file: string) => Number(file.slice(0, 4));
const sqlFiles = (folder: string) => fs.readdirSync(folder).filter((f) => f.endsWith('.sql')).sort();
const read = (folder: string, file: string) => fs.readFileSync(path.join(folder, file), 'utf8');

describe('migration rules on the repository', () => {
  it('no transactional migration builds an index on, rewrites or scans under lock a large table', () => {
    const problems = sqlFiles(MIGRATIONS_FOLDER)
      .filter((file) => numberOf(file) >= FIRST_CHECKED && !(file in KNOWN_EXCEPTIONS))
      .flatMap((file) => checkTransactional(file, read(MIGRATIONS_FOLDER, file)));
    expect(problems).toEqual([]);
  });

  it('the journal names every migration file once, in order, and nothing else (a file it leaves out never runs)', () => {
    const journal = JSON.parse(read(path.join(MIGRATIONS_FOLDER, 'meta'), '_journal.json')) as { entries: Array<{ idx: number; when: number; tag: string }> };
    const tags = journal.entries.map((entry) => `${entry.tag}.sql`);
    expect(tags).toEqual(sqlFiles(MIGRATIONS_FOLDER));
    for (const [i, entry] of journal.entries.entries()) {
      expect(entry.idx, entry.tag).toBe(numberOf(entry.tag));
      if (i > 0) expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[i - 1].when);
    }
  });

  it('lists as exceptions only files that still break the rule', () => {
    for (const file of Object.keys(KNOWN_EXCEPTIONS)) {
      expect(checkTransactional(file, read(MIGRATIONS_FOLDER, file)), file).not.toEqual([]);
    }
  });

  it('every online migration is made of idempotent online statements', () => {
    const files = sqlFiles(ONLINE_MIGRATIONS_FOLDER);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(file).toMatch(/^\d{4}-[\w-]+\.sql$/);
    expect(files.flatMap((file) => checkOnline(file, read(ONLINE_MIGRATIONS_FOLDER, file)))).toEqual([]);
  });

  it('no later transactional migration touches an index an online migration builds (the online ones run after all of them)', () => {
    const touching = sqlFiles(ONLINE_MIGRATIONS_FOLDER).flatMap((online) =>
      indexesBuiltOnline(read(ONLINE_MIGRATIONS_FOLDER, online)).flatMap((index) =>
        sqlFiles(MIGRATIONS_FOLDER)
          .filter((file) => numberOf(file) >= numberOf(online) && read(MIGRATIONS_FOLDER, file).includes(index))
          .map((file) => `${file} names ${index}, built by online ${online}`),
      ),
    );
    expect(touching).toEqual([]);
  });
});

describe('migration rules', () => {
  const transactional = (sql: string) => checkTransactional('x.sql', sql).map((p) => p.rule);

  it('flag an index built in the transaction on a large table, not on a table the same file creates or a small one', () => {
    expect(transactional('CREATE INDEX IF NOT EXISTS "orders_x_idx" ON "orders" ("x");')).toEqual([expect.stringMatching(/^orders: builds an index/)]);
    expect(transactional('CREATE UNIQUE INDEX orders_y ON public.orders USING btree (y);')).toHaveLength(1);
    expect(transactional('CREATE INDEX "order_lines_z" ON "order_lines" ("z");')).toHaveLength(1);
    expect(transactional('CREATE TABLE "order_notes" (id serial);\n--> statement-breakpoint\nCREATE INDEX "n" ON "order_notes" ("id");')).toEqual([]);
    expect(transactional('CREATE INDEX "faqs_x" ON "faqs" ("x");')).toEqual([]);
  });

  it('flag a volatile default, a type change, SET NOT NULL, a checked constraint and a key on a large table', () => {
    expect(transactional('ALTER TABLE "orders" ADD COLUMN "token" uuid DEFAULT gen_random_uuid() NOT NULL;')).toEqual([expect.stringMatching(/volatile default/)]);
    expect(transactional('ALTER TABLE "orders" ADD COLUMN "seq" bigserial;')).toEqual([expect.stringMatching(/volatile default/)]);
    expect(transactional('ALTER TABLE "orders" ALTER COLUMN "total" TYPE numeric(14, 2);')).toEqual([expect.stringMatching(/type/)]);
    expect(transactional('ALTER TABLE "products" ALTER COLUMN "title" SET DATA TYPE text;')).toHaveLength(1);
    expect(transactional('ALTER TABLE "users" ALTER COLUMN "phone" SET NOT NULL;')).toEqual([expect.stringMatching(/NOT NULL/)]);
    expect(transactional('ALTER TABLE "orders" ADD CONSTRAINT "c" CHECK ("total" >= 0);')).toEqual([expect.stringMatching(/NOT VALID/)]);
    expect(transactional('ALTER TABLE "orders" ADD CONSTRAINT "u" UNIQUE ("number");')).toEqual([expect.stringMatching(/USING INDEX/)]);
    expect(transactional('ALTER TABLE "order_lines" ADD COLUMN "x" integer REFERENCES "products"("id");')).toHaveLength(1);
    expect(transactional('ALTER TABLE "orders" ADD COLUMN "s" text GENERATED ALWAYS AS (lower("name")) STORED;')).toHaveLength(1);
  });

  it('let through what changes the catalogue only: a constant or stable default, NOT VALID, USING INDEX, a new default', () => {
    expect(transactional('ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "version" integer DEFAULT 1 NOT NULL;')).toEqual([]);
    expect(transactional('ALTER TABLE "orders" ADD COLUMN "seen_at" timestamp with time zone DEFAULT now();')).toEqual([]);
    expect(transactional('ALTER TABLE "orders" ADD CONSTRAINT "c" CHECK ("total" >= 0) NOT VALID;')).toEqual([]);
    expect(transactional('ALTER TABLE "orders" ADD CONSTRAINT "u" UNIQUE USING INDEX "orders_u";')).toEqual([]);
    expect(transactional(`ALTER TABLE "warehouse_moves" ALTER COLUMN "id" SET DEFAULT nextval('ids');`)).toEqual([]);
    expect(transactional('-- CREATE INDEX "x" ON "orders" ("x") is done online\nSELECT 1;')).toEqual([]);
  });

  it('want online statements idempotent and concurrent', () => {
    const online = (sql: string) => checkOnline('x.sql', sql).map((p) => p.rule);
    expect(online('CREATE INDEX CONCURRENTLY IF NOT EXISTS "a" ON "orders" ("a");')).toEqual([]);
    expect(online('ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "b" integer DEFAULT 0;')).toEqual([]);
    expect(online('ALTER TABLE "orders" VALIDATE CONSTRAINT "c";\n--> statement-breakpoint\nANALYZE "orders";')).toEqual([]);
    expect(online('CREATE INDEX CONCURRENTLY "a" ON "orders" ("a");')).toEqual([expect.stringMatching(/idempotent/)]);
    expect(online('CREATE INDEX IF NOT EXISTS "a" ON "orders" ("a");')).toEqual([expect.stringMatching(/idempotent/)]);
    expect(online('ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "t" uuid DEFAULT gen_random_uuid();')).toEqual([expect.stringMatching(/volatile/)]);
    expect(online('UPDATE "orders" SET "b" = 1;')).toHaveLength(1);
  });
});
