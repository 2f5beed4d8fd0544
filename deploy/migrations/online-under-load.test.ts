import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { runMigrations } from '../../apps/api/src/db/migrate.ts';
import { checkOnline, checkTransactional } from '../../apps/api/src/db/migration-rules.ts';
import { type OnlineMigration, readOnlineMigrations, splitStatements } from '../../apps/api/src/db/online-migrations.ts';
import { BULK_ORDERS_MARKER } from '../../apps/api/src/seed/bulk-orders.ts';
import { type Figures, type Line, startBuyers } from './buyers.ts';

/**
 * Online migrations under load (issue 31, docs/decisions/0024; `npm run test:migrations-online`). A
 * PostgreSQL database holding a large order history (200,000 orders over 20,000 customers by default:
 * ONLINE_MIGRATIONS_ORDERS; the bench's million is a manual run, docs/operations.md), the API running
 * on it, buyers placing orders and reading the catalogue and their order history without pause; then
 * the pending migrations are applied: the real online 0057 and 0058 (the back office's indexes on
 * orders, 0058 replacing four of them with ones that carry the list's columns) and a migration of this
 * test's own (a column added to orders in a transactional migration, an index on it and a column on
 * order_lines in an online one). No buyer's request may fail or take over
 * 2 s; the longest lock wait seen in PostgreSQL is printed with the other figures.
 *
 * The database is kept between runs (seeding takes most of the time): before each run it is put back
 * to "everything applied but the pending ones" (the indexes and columns dropped, their records deleted).
 */

const root = path.resolve(import.meta.dirname, '../..');
const databaseUrl = process.env.ONLINE_MIGRATIONS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_online_migrations';
const orders = Number(process.env.ONLINE_MIGRATIONS_ORDERS ?? 200_000);
const port = Number(process.env.ONLINE_MIGRATIONS_PORT ?? 4620);
const origin = `http://127.0.0.1:${port}`;
const BOUND_MS = 2_000;

const ONLINE_PENDING = ['0057-orders-staff-list-indexes.sql', '0058-orders-staff-list-covering-indexes.sql'];
const INDEXES_0057 = ['orders_created_id_idx', 'orders_status_created_idx', 'orders_payment_status_created_idx', 'orders_delivery_created_idx', 'orders_total_id_idx', 'orders_customer_trgm_idx'];
/** 0058 builds these, then drops the four of 0057's that they replace. */
const INDEXES_0058 = ['orders_status_payment_created_idx', 'orders_status_created_cover_idx', 'orders_payment_created_cover_idx', 'orders_delivery_created_cover_idx', 'orders_created_cover_idx'];
const REPLACED_BY_0058 = ['orders_created_id_idx', 'orders_status_created_idx', 'orders_payment_status_created_idx', 'orders_delivery_created_idx'];
const INDEXES_AFTER = [...INDEXES_0057.filter((index) => !REPLACED_BY_0058.includes(index)), ...INDEXES_0058];
/** The test's own migrations: far in the future, so a real migration added later still sorts before them. */
const FIXTURE_WHEN = 2_000_000_000_000;
const FIXTURE_TRANSACTIONAL = 'ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "online_probe" integer DEFAULT 0 NOT NULL;';
const FIXTURE_ONLINE = [
  'CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_online_probe_idx" ON "orders" ("online_probe", "created_at", "id");',
  'ALTER TABLE "order_lines" ADD COLUMN IF NOT EXISTS "online_probe" text;',
].join('\n--> statement-breakpoint\n');

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-online-migrations-'));
let admin: pg.Client;
let server: ChildProcess | undefined;
const figures: Record<string, unknown> = {};

async function sql<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]> {
  return (await admin.query<Row>(text, values)).rows;
}

async function ensureDatabase(): Promise<void> {
  const server = new URL(databaseUrl);
  const name = decodeURIComponent(server.pathname.slice(1));
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  const known = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (!known.rowCount) await client.query(`create database "${name}"`);
  await client.end();
}

const appEnv = {
  NODE_ENV: 'production',
  SHOP_MODE: 'demo',
  LOG_LEVEL: 'warn',
  DATA_DIR: workDir,
  DATABASE_URL: databaseUrl,
  REDIS_URL: '',
  TRUST_PROXY: 'loopback',
  BACKGROUND_JOBS: 'off',
};

/** Seeds the order history unless the database already holds one this large (the bench's marker). */
async function seedUnlessSeeded(): Promise<void> {
  const marker = await sql<{ value: { orders: string } }>('select value from settings where key = $1', [BULK_ORDERS_MARKER]).catch(() => []);
  if (Number(marker[0]?.value.orders ?? 0) >= orders) return;
  const started = performance.now();
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/seed/seed-cli.ts', '--products', '300', '--no-images', '--orders', String(orders), '--customers', String(Math.max(1, Math.round(orders / 10)))],
    { cwd: root, env: { ...process.env, ...appEnv }, stdio: 'inherit' },
  );
  if (seeded.status !== 0) throw new Error('seeding failed');
  figures['seeded in s'] = Math.round((performance.now() - started) / 1000);
}

/** Back to "all applied but the pending ones": 0057's and 0058's indexes and this test's migrations undone and unrecorded. */
async function undoPending(): Promise<void> {
  await sql('DROP INDEX IF EXISTS "orders_online_probe_idx"');
  await sql('ALTER TABLE "orders" DROP COLUMN IF EXISTS "online_probe"');
  await sql('ALTER TABLE "order_lines" DROP COLUMN IF EXISTS "online_probe"');
  await sql('delete from drizzle.__drizzle_migrations where created_at >= $1', [FIXTURE_WHEN]);
  await sql(`delete from drizzle.online_migrations where name = any($1)`, [[...ONLINE_PENDING, '9999-online-probe.sql']]);
  for (const index of [...INDEXES_0057, ...INDEXES_0058]) await sql(`DROP INDEX IF EXISTS "${index}"`);
}

/** The repository's migrations folder copied, with the test's transactional migration appended to it and its journal. */
function migrationsWithFixture(): string {
  const folder = path.join(workDir, 'migrations');
  fs.cpSync(path.join(root, 'apps/api/src/db/migrations'), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
  const last = journal.entries.at(-1);
  journal.entries.push({ ...last, idx: last.idx + 1, when: FIXTURE_WHEN, tag: '9999_online-probe' });
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  fs.writeFileSync(path.join(folder, '9999_online-probe.sql'), FIXTURE_TRANSACTIONAL);
  return folder;
}

async function startApi(): Promise<void> {
  const log = fs.openSync(path.join(workDir, 'api.log'), 'a');
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, ...appEnv, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    const ready = await fetch(`${origin}/api/health/ready`).then((r) => r.ok).catch(() => false);
    if (ready) return;
    if (server.exitCode !== null || Date.now() > deadline) throw new Error(`the API did not start: ${fs.readFileSync(path.join(workDir, 'api.log'), 'utf8').slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Samples PostgreSQL's sessions waiting for a lock until stopped: the longest wait seen and its statement. */
function watchLockWaits(url: string) {
  const watcher = new pg.Client({ connectionString: url });
  let running = true;
  let longest = { ms: 0, query: '' };
  const done = (async () => {
    await watcher.connect();
    while (running) {
      const { rows } = await watcher.query<{ ms: number; query: string }>(
        `select (extract(epoch from clock_timestamp() - query_start) * 1000)::int as ms, left(query, 120) as query
         from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database() order by 1 desc limit 1`,
      );
      if (rows[0] && rows[0].ms > longest.ms) longest = rows[0];
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await watcher.end();
  })();
  return {
    async stop() {
      running = false;
      await done;
      return longest;
    },
  };
}

beforeAll(async () => {
  await ensureDatabase();
  admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await seedUnlessSeeded();
  await startApi();
  await undoPending();
}, 1_800_000);

afterAll(async () => {
  console.log(`online migration figures: ${JSON.stringify(figures, null, 2)}`);
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
  }
  // Leave the database as the repository's migrations make it, for the next run and for the bench.
  if (admin) {
    await sql('DROP INDEX IF EXISTS "orders_online_probe_idx"').catch(() => {});
    await sql('ALTER TABLE "orders" DROP COLUMN IF EXISTS "online_probe"').catch(() => {});
    await sql('ALTER TABLE "order_lines" DROP COLUMN IF EXISTS "online_probe"').catch(() => {});
    await sql('delete from drizzle.__drizzle_migrations where created_at >= $1', [FIXTURE_WHEN]).catch(() => {});
    await sql(`delete from drizzle.online_migrations where name = '9999-online-probe.sql'`).catch(() => {});
    await admin.end();
  }
  fs.rmSync(workDir, { recursive: true, force: true });
}, 120_000);

describe('migrations on a large shop under load', () => {
  it('the test migrations themselves keep the rules', () => {
    expect(checkTransactional('9999_online-probe.sql', FIXTURE_TRANSACTIONAL)).toEqual([]);
    expect(checkOnline('9999-online-probe.sql', FIXTURE_ONLINE)).toEqual([]);
  });

  it('apply while buyers keep buying: no request fails or waits over 2 s', async () => {
    const [{ count }] = await sql<{ count: number }>('select count(*)::int as count from orders');
    expect(count).toBeGreaterThanOrEqual(orders);
    figures.orders = count;

    // Eight published variants with stock to spare for the run.
    const lines = await sql<Line>(
      `with picked as (
         select pp.id from product_prices pp join products p on p.id = pp.product_id
         where p.published order by pp.id limit 8)
       update product_prices pp set quantity = 100000 from picked, products p
       where pp.id = picked.id and p.id = pp.product_id
       returning pp.product_id as id, pp.id as product_price_id, p.slug`,
    );
    const buyers = await startBuyers(origin, lines);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const beforeMigrating = buyers.figures.ordersPlaced;
    const locks = watchLockWaits(databaseUrl);
    const database = await openDatabase({ databaseUrl, pgliteDir: 'memory://', poolSize: 1 });
    const fixture: OnlineMigration = { name: '9999-online-probe.sql', statements: splitStatements(FIXTURE_ONLINE), hash: 'online-probe' };
    const steps: string[] = [];
    const started = performance.now();
    try {
      await runMigrations(database, {
        migrationsFolder: migrationsWithFixture(),
        onlineMigrations: [...readOnlineMigrations(), fixture],
        onProgress: (message) => steps.push(`${Math.round(performance.now() - started)} ms: ${message}`),
      });
    } finally {
      await database.close();
    }
    figures['migrations took ms'] = Math.round(performance.now() - started);
    figures.steps = steps;
    const placedWhileMigrating = buyers.figures.ordersPlaced - beforeMigrating;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const load: Figures = await buyers.stop();
    figures['longest lock wait'] = await locks.stop();
    figures.load = { ...load, placedWhileMigrating };

    expect(load.failures, JSON.stringify(load.examples)).toEqual([]);
    expect(load.slowestMs).toBeLessThan(BOUND_MS);
    expect(placedWhileMigrating).toBeGreaterThan(0);
    const built = await sql<{ name: string; valid: boolean }>(
      `select c.relname as name, i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid where c.relname = any($1)`,
      [[...INDEXES_0057, ...INDEXES_0058, 'orders_online_probe_idx']],
    );
    expect(built.map((i) => i.name).sort()).toEqual([...INDEXES_AFTER, 'orders_online_probe_idx'].sort());
    expect(built.every((i) => i.valid)).toBe(true);
    const columns = await sql<{ table_name: string }>(`select table_name from information_schema.columns where column_name = 'online_probe' order by 1`);
    expect(columns.map((c) => c.table_name)).toEqual(['order_lines', 'orders']);
  }, 600_000);
});
