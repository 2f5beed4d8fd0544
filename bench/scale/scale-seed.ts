import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { analyzeDatabase, ensureDatabase } from '../lib/postgres.ts';

/** One of the two shops the scale run compares. */
export interface ScaleSize {
  label: string;
  products: number;
  orders: number;
  customers: number;
  database: string;
  dataDir: string;
}

/** The settings row the scale run writes after a seed that completed: what the database holds. */
const MARKER = 'bench-scale-seed';

const sameSeed = (a: unknown, size: ScaleSize) => {
  const held = a as { products?: number; orders?: number; customers?: number } | undefined;
  return held?.products === size.products && held?.orders === size.orders && held?.customers === size.customers;
};

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function heldSeed(url: string): Promise<unknown> {
  return withClient(url, async (client) => {
    try {
      const { rows } = await client.query('select value from settings where key = $1', [MARKER]);
      return rows[0]?.value;
    } catch {
      return undefined; // not migrated yet
    }
  });
}

/**
 * The size's database, seeded with the project's own seed command (`db:seed -- --products N
 * --orders M --customers C`) unless it already holds that seed: a rerun reuses it and starts in
 * seconds. Statistics and the visibility map are brought up to date either way, as autovacuum would.
 */
export async function ensureScaleSeed(
  root: string,
  serverUrl: string,
  size: ScaleSize,
  log: (line: string) => void,
): Promise<{ url: string; seedSeconds: number | null }> {
  const url = await ensureDatabase(serverUrl, size.database);
  fs.mkdirSync(size.dataDir, { recursive: true });
  let seedSeconds: number | null = null;
  if (!sameSeed(await heldSeed(url), size)) {
    log(`seeding ${size.database}: ${size.products} products, ${size.orders} orders of ${size.customers} customers…`);
    const started = Date.now();
    const args = ['--products', String(size.products), '--no-images'];
    if (size.orders) args.push('--orders', String(size.orders), '--customers', String(size.customers));
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/seed/seed-cli.ts', ...args], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: url, DATA_DIR: size.dataDir, LOG_LEVEL: 'warn', REDIS_URL: '' },
    });
    if (result.status !== 0) throw new Error(`seeding ${size.database} failed`);
    seedSeconds = Math.round((Date.now() - started) / 1000);
    await withClient(url, (client) =>
      client.query(
        'insert into settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value',
        [MARKER, JSON.stringify({ products: size.products, orders: size.orders, customers: size.customers })],
      ),
    );
    log(`seeded ${size.database} in ${seedSeconds} s`);
  } else {
    log(`reusing ${size.database} (already seeded with ${size.products} products and ${size.orders} orders)`);
  }
  await analyzeDatabase(url);
  return { url, seedSeconds };
}
