import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startCeiling } from './lib/ceilings.ts';
import { FLOOR_SERVER, prepareFloor } from './lib/framework-floor.ts';
import { productGridMarkup } from './lib/product-grid-markup.ts';
import { measure, warmUp, type LoadResult, type WriteRequest } from './lib/load.ts';
import { ceilingFile, measureScaling, printScaling, redisAnswers, type ScalingRow, type ScalingTarget } from './lib/scaling.ts';
import { analyzeDatabase, ensureDatabase, isReachable, raiseStock, seededProducts, seededSetting } from './lib/postgres.ts';
import { seedDistributorStorage } from './lib/distributor-storage.ts';
import { presetPeriod } from '@shop/contracts/distributor-report';
import { freePort, startBackground, startServer, stop } from './lib/processes.ts';
import { prepareQuizPool } from './lib/quiz-pool.ts';
import { measureProductSave } from './lib/product-save.ts';
import { BULK_ORDERS_MARKER } from '../apps/api/src/seed/bulk-orders.ts';
import { type BenchBasket, type BenchBuyer, TARGETS, type Target } from './targets.ts';

/**
 * `npm run bench`: seeds a large catalogue, starts the built shop and, beside it, bare servers as
 * ceilings; measures each target and its ceiling in the same run and prints the ratios.
 * Then, with PostgreSQL and Redis, the scaling across cores: one worker against two (lib/scaling.ts).
 * Options: --products 10000 --seconds 10 --connections 50 --db postgres|pglite --only <text>[|<text>…]
 * (the quiz submit target writes its pool of started attempts straight into PostgreSQL, lib/quiz-pool.ts)
 * (`--only scaling` for the scaling alone). `--scale` runs issue 31's two sizes instead (bench/scale/scale-run.ts). BENCH_DATABASE (default `shop_bench`) and BENCH_DIR
 * (default `<tmp>/shop-bench`) let several people on one machine keep their own catalogue and data.
 * `--orders 1000000 [--customers 50000]` adds the bulk order history (seed/bulk-orders.ts) and the
 * targets that need it (the staff orders list, a customer's history); it keeps its own database,
 * `shop_bench_orders` unless BENCH_DATABASE names one, seeded once and reused while its size is the same.
 */
// `--scale`: issue 31's two-size run of warm and cold answers (bench/scale/scale-run.ts), nothing else.
if (process.argv.includes('--scale')) {
  await (await import('./scale/scale-run.ts')).runScale(process.argv.slice(2));
  process.exit(0);
}
const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    db: { type: 'string' },
    only: { type: 'string' },
    orders: { type: 'string', default: '0' },
    customers: { type: 'string', default: '50000' },
  },
});
const orders = Number(args.orders);
const customers = Number(args.customers);
const products = Number(args.products);
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const root = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Several workers share the catalogue version and rate limits through Redis; db 15 keeps the bench apart.
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/15';

const usePostgres = args.db ? args.db === 'postgres' : await isReachable(serverUrl);
const workDir = process.env.BENCH_DIR ?? path.join(os.tmpdir(), 'shop-bench');
fs.mkdirSync(workDir, { recursive: true });
const databaseName = process.env.BENCH_DATABASE ?? (orders ? 'shop_bench_orders' : 'shop_bench');
const databaseUrl = usePostgres ? await ensureDatabase(serverUrl, databaseName) : '';
// React's production build, with the shop's local drivers: the measured paths call no provider, and a
// production start would refuse to run without the providers' keys (docs/operations.md).
const appEnv = { NODE_ENV: 'production', SHOP_MODE: 'demo', LOG_LEVEL: 'warn', DATA_DIR: workDir, DATABASE_URL: databaseUrl, REDIS_URL: '' };
// As `npm start` runs the shop on PostgreSQL: the server answers requests, and the background jobs
// (order letters, payment deadlines) run in their own lower-priority process beside it.
// The bench's buyers each come from an address of their own, named in X-Forwarded-For as a proxy on
// this machine would name them (`benchBuyer`), so the shop's per-address limits count each buyer.
const serverEnv = { ...appEnv, TRUST_PROXY: 'loopback', ...(usePostgres ? { BACKGROUND_JOBS: 'off' } : {}) };

function run(cmd: string, cmdArgs: string[], env: Record<string, string> = {}) {
  const result = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${cmd} ${cmdArgs.join(' ')} failed`);
}

console.log(`Database: ${usePostgres ? 'PostgreSQL' : 'PGlite'}; ${products} products${orders ? `, ${orders} orders` : ''}; ${connections} connections, ${seconds} s per measurement`);
if (orders && !usePostgres) throw new Error('--orders runs on PostgreSQL');
const seededOrders = async () => (usePostgres ? Number((await seededSetting(databaseUrl, BULK_ORDERS_MARKER, 'orders')) ?? 0) : 0);
if (!usePostgres || (await seededProducts(databaseUrl)) !== products || (orders && (await seededOrders()) !== orders)) {
  const bulk = orders ? ['--orders', String(orders), '--customers', String(customers)] : [];
  run('node', ['--import', 'tsx', 'apps/api/src/seed/seed-cli.ts', '--products', String(products), '--no-images', ...bulk], appEnv);
}
if (usePostgres) await analyzeDatabase(databaseUrl);
if (!fs.existsSync(path.join(root, 'apps/web/build/server/index.js'))) run('npm', ['run', 'build']);

/** One server per variant (the shop with and without its HTML cache, the framework floor), started when a target first needs it. */
type Variant = NonNullable<Target['app']>;
const apps = new Map<Variant, { base: string; process: ChildProcess; jobs?: ChildProcess }>();
/** Stops every running server and its jobs process. */
async function stopApps() {
  for (const app of apps.values()) {
    await stop(app.process);
    if (app.jobs) await stop(app.jobs);
  }
  apps.clear();
}

async function appFor(variant: Variant) {
  const running = apps.get(variant);
  if (running) return running.base;
  // Only one server at a time, so the two cores are not shared between them.
  await stopApps();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child =
    variant === 'floor'
      ? await startServer(FLOOR_SERVER, { ...prepareFloor(workDir, sample!), PORT: String(port) }, `${base}/health`)
      : await startServer(
          'apps/web/server.ts',
          { ...serverEnv, PORT: String(port), HTML_CACHE: variant === 'uncached' ? 'off' : 'on' },
          `${base}/api/health`,
        );
  const jobs = variant !== 'floor' && usePostgres ? startBackground('apps/api/src/jobs.ts', appEnv) : undefined;
  apps.set(variant, { base, process: child, jobs });
  return base;
}

/**
 * Buyer n of a run: an address in 10.0.0.0/8, a visitor id, a Kyivstar number and an e-mail of its
 * own (16 million buyers before one repeats, far more than a run places).
 */
function benchBuyer(n: number): BenchBuyer & { headers: Record<string, string> } {
  const id = n % 16_777_216;
  return {
    phone: `+38067${String(id % 10_000_000).padStart(7, '0')}`,
    email: `buyer-${id}@bench.example.com`,
    headers: { 'x-forwarded-for': `10.${(id >> 16) & 255}.${(id >> 8) & 255}.${id & 255}`, 'x-user-hash': `benchbuyer${String(id).padStart(8, '0')}` },
  };
}

// A returning visitor: browsers send the visitor cookie, so the shop does not set a new one each time.
const visitorHeaders = { cookie: 'visitor_id=benchvisitor00000001' };

/** A product and its brand, and the catalogue's first page of cards (its markup and its list answer). */
async function sampleData(base: string) {
  const res = await fetch(`${base}/api/v1/catalog/products?page=1`);
  type Card = { id: number; slug: string; brand: { slug: string }; selectType: { id: number } };
  const list = (await res.json()) as { data: Card[] };
  const second = (await (await fetch(`${base}/api/v1/catalog/products?page=2`)).json()) as { data: Card[] };
  const first = list.data[0];
  const catalogue = await fetch(`${base}/katalog/`, { headers: visitorHeaders });
  // Baskets of two lines of one unit each, as most baskets hold, of 24 different products; their
  // stock is raised so no placing runs short.
  const cards = [...list.data, ...second.data];
  const baskets: BenchBasket[] = [];
  for (let i = 0; i + 1 < cards.length; i += 2) {
    baskets.push({ products: cards.slice(i, i + 2).map((p) => ({ id: p.id, product_price_id: p.selectType.id, count: 1 })) });
  }
  if (databaseUrl) await raiseStock(databaseUrl, cards.map((p) => p.selectType.id));
  return { slug: first.slug, brand: first.brand.slug, gridHtml: productGridMarkup(await catalogue.text()), products: list.data, basket: baskets[0], baskets };
}

/** `Authorization: Bearer` of a demo account, as the browser sends it to the API. */
async function bearerHeaders(base: string, who: string): Promise<Record<string, string>> {
  const answer = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${who}@demo.procosmetics.ua`, password: 'Demo12345!' }),
  });
  if (!answer.ok) throw new Error(`signing in as ${who} answered ${answer.status}`);
  const { data } = (await answer.json()) as { data: { accessToken: string } };
  return { authorization: `Bearer ${data.accessToken}` };
}

/**
 * The cookies a browser signed in as a demo account sends with pages: the visitor's and the price
 * audience the sign-in set (the refresh cookie is only sent to the auth calls).
 */
async function signedInHeaders(base: string, who: string): Promise<Record<string, string>> {
  const answer = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${who}@demo.procosmetics.ua`, password: 'Demo12345!', remember: true }),
  });
  if (!answer.ok) throw new Error(`signing in as ${who} answered ${answer.status}`);
  const audience = answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .find((pair) => pair.startsWith('price_audience='));
  if (!audience) throw new Error(`signing in as ${who} set no price audience cookie`);
  return { cookie: [visitorHeaders.cookie, audience].join('; ') };
}

interface Row {
  target: Target;
  result: LoadResult;
  /** None for a target measured without a bare server beside it (the product save). */
  ceiling?: LoadResult;
  ceilingLabel: string;
}
const rows: Row[] = [];
const ORDER: Record<Variant, number> = { cached: 0, uncached: 1, floor: 2 };
// `--only` takes parts of target names, several separated by `|`.
const wanted = args.only?.split('|').filter(Boolean);
const chosen = wanted ? TARGETS.filter((t) => wanted.some((part) => t.name.includes(part))) : TARGETS;
// The order targets measure the bulk history: without `--orders` there is none to measure.
if (!orders && chosen.some((t) => t.needsOrders)) console.log('The staff orders list and order history targets run with --orders 1000000: skipped.');
const targets = chosen.filter((t) => orders || !t.needsOrders).sort(
  (a, b) => ORDER[a.app ?? 'cached'] - ORDER[b.app ?? 'cached'],
);
let sample: Awaited<ReturnType<typeof sampleData>> | undefined;
// Issue 28: the distributor's storage at its measured size, seeded once when a target first needs it.
const reportPeriod = presetPeriod(30);
let storageDocumentId: number | undefined;
async function storageDocument(): Promise<number | string> {
  if (!targets.some((t) => t.path.includes('{document}') || t.path.includes('/remainings'))) return '';
  if (!usePostgres) throw new Error('the distributor storage targets run on PostgreSQL');
  storageDocumentId ??= await seedDistributorStorage(databaseUrl);
  return storageDocumentId;
}

for (const target of targets) {
  // The sample comes from the shop, also when the first target is the floor.
  sample ??= await sampleData(await appFor(target.app === 'floor' ? 'uncached' : (target.app ?? 'cached')));
  const base = await appFor(target.app ?? 'cached');
  const url = `${base}${target.path.replaceAll('{slug}', sample.slug).replaceAll('{brand}', sample.brand).replaceAll('{from}', reportPeriod.from).replaceAll('{to}', reportPeriod.to).replaceAll('{document}', String(await storageDocument()))}`;
  const headers = {
    ...visitorHeaders,
    ...(target.signedInAs ? await signedInHeaders(base, target.signedInAs) : {}),
    ...(target.bearerAs ? await bearerHeaders(base, target.bearerAs) : {}),
    ...target.headers,
  };
  const spec = target.write;
  const baskets = spec?.spread ? sample.baskets : [sample.basket];
  // More tokens than the warm-up and the timed run can use at 5,000 requests a second.
  if (target.quizPool && !usePostgres) throw new Error('the quiz submit target runs on PostgreSQL');
  const quizPool = target.quizPool ? await prepareQuizPool(databaseUrl, `${target.quizPool.as}@demo.procosmetics.ua`, 500 + 5_000 * seconds) : undefined;
  const quizWrite: WriteRequest | undefined = quizPool && {
    method: 'PUT',
    bodies: [JSON.stringify(quizPool.body)],
    // Token 0 goes to the probe below; every later request takes the next one.
    paths: (sequence: number) => new URL(url.replace('{token}', quizPool.tokens[sequence % quizPool.tokens.length])).pathname,
  };
  const write: WriteRequest | undefined = quizWrite ?? (spec && {
    method: 'POST',
    bodies: baskets.map((basket, i) => JSON.stringify(spec.body(basket, benchBuyer(i)))),
    uniqueIdempotencyKey: spec.uniqueIdempotencyKey,
    ...(spec.buyers
      ? {
          buyers: (sequence: number) => {
            const { headers, ...buyer } = benchBuyer(sequence);
            return { body: JSON.stringify(spec.body(baskets[sequence % baskets.length], buyer)), headers };
          },
        }
      : {}),
  });
  if (target.driver === 'product-save') {
    const saved = await measureProductSave({ base, headers, editors: target.connections ?? 4, seconds });
    if (saved.non2xx || saved.errors) console.warn(`${target.name}: ${saved.non2xx} non-2xx answers, ${saved.errors} errors`);
    rows.push({ target, result: saved, ceilingLabel: '' });
    console.log(`measured ${target.name}: ${saved.saves} saves, ${saved.requestsPerSecond.toFixed(0)} saves/s, p50 ${saved.p50Ms} ms, p99 ${saved.p99Ms} ms`);
    continue;
  }
  // A target with a pool of addresses: each request the next one (its probe is the first).
  const paths = target.paths ? await target.paths({ databaseUrl }) : undefined;
  const probeUrl = quizPool ? url.replace('{token}', quizPool.tokens[0]) : paths?.length ? `${base}${paths[0]}` : url;
  const answer = await fetch(probeUrl, {
    headers: { ...headers, ...(write ? { 'content-type': 'application/json', 'idempotency-key': `bench-probe-${Date.now()}` } : {}) },
    ...(write ? { method: write.method, body: write.bodies[0] } : {}),
  });
  if (!answer.ok) throw new Error(`${target.name} answered ${answer.status} for ${url}`);
  const bytes = Buffer.from(await answer.arrayBuffer());
  // A signed-in page must be the one rendered for its price audience, which no shared cache may keep.
  if (target.signedInAs && answer.headers.get('cache-control') !== 'private, no-store') {
    throw new Error(`${target.name} was not rendered for ${target.signedInAs}'s price audience`);
  }

  if (paths) {
    for (const path of paths) {
      const each = await fetch(`${base}${path}`, { headers });
      if (!each.ok) throw new Error(`${target.name} answered ${each.status} for ${path}`);
      await each.arrayBuffer();
    }
  }

  if (!target.ceiling) throw new Error(`${target.name} names no ceiling`);
  const ceiling = await startCeiling(target.ceiling, { sample: bytes, databaseUrl, gridHtml: sample.gridHtml, workDir });
  // The transaction ceiling takes the same write; the read ceilings are GETs.
  const ceilingWrite = target.ceiling === 'pg-tx' ? write : undefined;
  await warmUp(ceiling.url, undefined, ceilingWrite);
  const ceilingResult = await measure(ceiling.url, { connections: target.paths ? (target.connections ?? connections) : connections, seconds, write: ceilingWrite });
  await stop(ceiling.process);

  // A target measured on its own connections (the downloads) warms up on them with 20 requests.
  // A pool warms up on its own connections, each address of it at least twice.
  const warmLoad = paths ? { connections: target.connections ?? connections, amount: Math.max(500, paths.length * 2) } : target.connections ? { connections: target.connections, amount: 20 } : undefined;
  await warmUp(url, headers, write, warmLoad, paths);
  const result = await measure(url, { connections: target.connections ?? connections, seconds, headers, write, paths });
  if (result.non2xx || result.errors) console.warn(`${target.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  rows.push({ target, result, ceiling: ceilingResult, ceilingLabel: ceiling.label });
  console.log(`measured ${target.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms} ms`);
}
await stopApps();

const SCALING: ScalingTarget[] = [
  {
    name: 'SSR /katalog/ uncached',
    path: '/katalog/',
    htmlCache: 'off',
    minRatio: 1.7,
    ceiling: {
      label: 'bare renderToString',
      script: 'bench/ceilings/bare-render.tsx',
      path: '/page',
      env: () => ({ GRID_FILE: ceilingFile(workDir, 'scaling-grid.html', sample!.gridHtml) }),
    },
  },
  {
    name: 'cached /katalog/',
    path: '/katalog/',
    htmlCache: 'on',
    ceiling: {
      label: 'bare Node static',
      script: 'bench/ceilings/bare-node-static.ts',
      path: '/page',
      env: (page) => ({ FILE: ceilingFile(workDir, 'scaling-page.html', page) }),
    },
  },
];
let scaling: ScalingRow[] = [];
const wantsScaling = !wanted || wanted.some((w) => 'scaling'.includes(w) || SCALING.some((t) => t.name.includes(w)));
if (wantsScaling && usePostgres && (await redisAnswers(redisUrl))) {
  sample ??= await sampleData(await appFor('cached'));
  await stopApps();
  scaling = await measureScaling(SCALING, {
    appEnv: { ...appEnv, REDIS_URL: redisUrl },
    connections,
    seconds,
    headers: visitorHeaders,
    samplePath: (p) => p.replaceAll('{slug}', sample!.slug).replaceAll('{brand}', sample!.brand),
  });
} else if (wantsScaling) {
  console.warn('Scaling is measured on PostgreSQL with Redis (BENCH_REDIS_URL); one of them is missing, so it is skipped.');
}

function verdict({ target, result, ceiling }: Row): string {
  const problems: string[] = [];
  const ratio = ceiling ? result.requestsPerSecond / ceiling.requestsPerSecond : Number.NaN;
  if (target.minRatio !== undefined && ratio < target.minRatio) problems.push(`ratio < ${target.minRatio}`);
  if (ceiling && target.maxP99Factor !== undefined && result.p99Ms > target.maxP99Factor * ceiling.p99Ms) problems.push(`p99 > ${target.maxP99Factor}× ceiling`);
  if (target.maxP99Ms !== undefined && result.p99Ms > target.maxP99Ms) problems.push(`p99 > ${target.maxP99Ms} ms`);
  if (result.non2xx || result.errors) problems.push('errors');
  const hasBudget = target.minRatio !== undefined || target.maxP99Factor !== undefined || target.maxP99Ms !== undefined;
  return problems.length ? `MISSES: ${problems.join(', ')}` : hasBudget ? 'meets budget' : '';
}

const pad = (s: string, n: number) => `${s} `.padEnd(n);
if (rows.length) console.log(`\n${pad('target', 48)}${pad('req/s', 9)}${pad('p99', 7)}${pad('ceiling', 28)}${pad('req/s', 9)}${pad('p99', 7)}${pad('ratio', 7)}budget`);
for (const row of rows) {
  const { target, result, ceiling, ceilingLabel } = row;
  console.log(
    `${pad(target.name, 48)}${pad(result.requestsPerSecond.toFixed(0), 9)}${pad(String(result.p99Ms), 7)}${pad(ceilingLabel || '-', 28)}${pad(ceiling ? ceiling.requestsPerSecond.toFixed(0) : '-', 9)}${pad(ceiling ? String(ceiling.p99Ms) : '-', 7)}${pad(ceiling ? (result.requestsPerSecond / ceiling.requestsPerSecond).toFixed(2) : '-', 7)}${verdict(row)}`,
  );
}
if (scaling.length) printScaling(scaling);
fs.writeFileSync(path.join(workDir, 'last-run.json'), JSON.stringify({ rows, scaling }, null, 2));
console.log(`\nRaw results: ${path.join(workDir, 'last-run.json')}`);
