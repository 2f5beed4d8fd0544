import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort, startServer, stop } from '../lib/processes.ts';
import { type LatencyStats, timeInTurns, timeWarmInTurns } from './latency.ts';
import { type ScaleRow, printScale } from './scale-report.ts';
import { type ScaleSize, ensureScaleSeed } from './scale-seed.ts';
import { scaleTargets } from './scale-targets.ts';

/**
 * `npm run bench -- --scale` (issue 31): the same targets on a shop of 10,000 products and 100,000
 * orders and on one of 100,000 products and 1,000,000 orders, in one run, on PostgreSQL. Each database
 * is seeded with the project's seed command the first time and reused after (a marker row says what it
 * holds). The API alone is started on each; every target is measured warm (one address repeated) and
 * cold (addresses no cache has seen, each requested once), one request at a time, the two sizes taking
 * turns; the table gives the large size's figures against the small's with issue 31's rules.
 * Options: --cold 60 --warm 100 --seed N --port P (P and P+1) --only <text>[|<text>…], and each size's
 * --small-products/--small-orders/--small-customers, --large-…; BENCH_SCALE_SMALL_DATABASE and
 * BENCH_SCALE_LARGE_DATABASE name the databases (shop_scale_small, shop_scale_large).
 */
export async function runScale(argv: string[]): Promise<void> {
  const { values: args } = parseArgs({
    args: argv.filter((arg) => arg !== '--scale'),
    options: {
      'small-products': { type: 'string', default: '10000' },
      'small-orders': { type: 'string', default: '100000' },
      'small-customers': { type: 'string', default: '5000' },
      'large-products': { type: 'string', default: '100000' },
      'large-orders': { type: 'string', default: '1000000' },
      'large-customers': { type: 'string', default: '50000' },
      cold: { type: 'string', default: '60' },
      warm: { type: 'string', default: '100' },
      seed: { type: 'string' },
      port: { type: 'string' },
      only: { type: 'string' },
    },
  });
  const root = path.resolve(import.meta.dirname, '../..');
  const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const workDir = process.env.BENCH_DIR ?? path.join(os.tmpdir(), 'shop-bench');
  const seed = Number(args.seed ?? Date.now() % 1_000_000);
  const cold = Number(args.cold);
  const warm = Number(args.warm);
  const size = (label: string, database: string): ScaleSize => ({
    label,
    products: Number(args[`${label}-products` as 'small-products']),
    orders: Number(args[`${label}-orders` as 'small-orders']),
    customers: Number(args[`${label}-customers` as 'small-customers']),
    database,
    dataDir: path.join(workDir, `scale-${label}`),
  });
  const sizes = [
    size('small', process.env.BENCH_SCALE_SMALL_DATABASE ?? 'shop_scale_small'),
    size('large', process.env.BENCH_SCALE_LARGE_DATABASE ?? 'shop_scale_large'),
  ];
  const log = (line: string) => console.log(`[scale] ${line}`);
  log(`seed ${seed}; ${cold} cold addresses and ${warm} warm requests per target; load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}`);

  const urls: string[] = [];
  const seedSeconds: Record<string, number | null> = {};
  for (const s of sizes) {
    const seeded = await ensureScaleSeed(root, serverUrl, s, log);
    urls.push(seeded.url);
    seedSeconds[s.label] = seeded.seedSeconds;
  }

  const wanted = args.only?.split('|').filter(Boolean);
  // Both APIs run at once, each idle while the other answers (one request at a time), and take turns
  // request by request, so the machine's load falls on both sizes alike.
  const servers: Array<{ base: string; process: ChildProcess }> = [];
  const measured: Record<string, Map<string, { warm: LatencyStats; cold: LatencyStats }>> = { small: new Map(), large: new Map() };
  let load: number[] = [];
  try {
    for (const [i, s] of sizes.entries()) {
      const port = args.port ? Number(args.port) + i : await freePort();
      const base = `http://127.0.0.1:${port}`;
      // The API alone, as `npm run start:api` runs it in production, with its in-process answer cache.
      const child = await startServer(
        'apps/api/src/server.ts',
        {
          NODE_ENV: 'production',
          SHOP_MODE: 'demo',
          LOG_LEVEL: 'warn',
          DATA_DIR: s.dataDir,
          DATABASE_URL: urls[i],
          REDIS_URL: '',
          BACKGROUND_JOBS: 'off',
          TRUST_PROXY: 'loopback',
          PORT: String(port),
        },
        `${base}/api/health`,
      );
      servers.push({ base, process: child });
    }
    const targetsOf = await Promise.all(
      sizes.map(async (_, i) => (await scaleTargets(servers[i].base, urls[i], { seed, cold })).filter((t) => !wanted || wanted.some((w) => t.name.includes(w)))),
    );
    // Each process warmed (JIT, connection pool) on the warm addresses, so cold means the caches only.
    for (const [i, targets] of targetsOf.entries()) {
      for (const target of targets) await timeInTurns([{ base: servers[i].base, probes: Array.from({ length: 10 }, () => target.warm) }]);
    }
    const before = os.loadavg()[0];
    for (const [t, target] of targetsOf[0].entries()) {
      const both = sizes.map((_, i) => ({ base: servers[i].base, target: targetsOf[i][t] }));
      const warmStats = await timeWarmInTurns(both.map((b) => ({ base: b.base, probe: b.target.warm })), warm);
      const coldStats = await timeInTurns(both.map((b) => ({ base: b.base, probes: b.target.cold })));
      for (const [i, s] of sizes.entries()) {
        measured[s.label].set(target.name, { warm: warmStats[i], cold: coldStats[i] });
        log(`${s.label} ${target.name}: warm p99 ${warmStats[i].p99} ms; cold median ${coldStats[i].median}, p99 ${coldStats[i].p99}, max ${coldStats[i].max} ms (${coldStats[i].count} addresses)`);
      }
    }
    load = [before, os.loadavg()[0]];
  } finally {
    for (const server of servers) await stop(server.process);
  }

  const rows: ScaleRow[] = [...measured.small.keys()].map((name) => ({
    name,
    small: measured.small.get(name)!,
    large: measured.large.get(name)!,
  }));
  const describe = (s: ScaleSize) => `${s.products} products, ${s.orders} orders of ${s.customers} customers`;
  printScale(rows, { small: describe(sizes[0]), large: describe(sizes[1]) });
  const version = await serverVersion(urls[0]);
  console.log(`\nPostgreSQL ${version}; ${os.cpus().length} cores; load average (1 min) before/after the measurements: ${load.map((n) => n.toFixed(1)).join('/')}`);
  const file = path.join(workDir, 'scale-run.json');
  fs.mkdirSync(workDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ seed, sizes, seedSeconds, postgres: version, load, rows }, null, 2));
  console.log(`Raw results: ${file}`);
}

async function serverVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('show server_version')).rows[0].server_version as string;
  } finally {
    await client.end();
  }
}
