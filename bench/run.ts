import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measure, warmUp, type LoadResult } from './lib/load.ts';
import { ensureDatabase, isReachable, seededProducts } from './lib/postgres.ts';
import { freePort, startServer, stop } from './lib/processes.ts';
import { TARGETS, type Target } from './targets.ts';

/**
 * `npm run bench`: seeds a large catalogue, starts the built shop and, beside it, bare servers as
 * ceilings; measures each target and its ceiling in the same run and prints the ratios.
 * Options: --products 10000 --seconds 10 --connections 50 --db postgres|pglite
 */
const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    db: { type: 'string' },
    only: { type: 'string' },
  },
});
const products = Number(args.products);
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const root = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const usePostgres = args.db ? args.db === 'postgres' : await isReachable(serverUrl);
const dataDir = path.join(os.tmpdir(), 'shop-bench');
fs.mkdirSync(dataDir, { recursive: true });
const databaseUrl = usePostgres ? await ensureDatabase(serverUrl, 'shop_bench') : '';
const appEnv = { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, REDIS_URL: '' };

function run(cmd: string, cmdArgs: string[], env: Record<string, string> = {}) {
  const result = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${cmd} ${cmdArgs.join(' ')} failed`);
}

console.log(`Database: ${usePostgres ? 'PostgreSQL' : 'PGlite'}; catalogue of ${products} products; ${connections} connections, ${seconds} s each`);
if (!usePostgres || (await seededProducts(databaseUrl)) !== products) {
  run('node', ['--import', 'tsx', 'apps/api/src/db/seed/seed-cli.ts', '--products', String(products), '--no-images'], appEnv);
}
if (!fs.existsSync(path.join(root, 'apps/web/build/server/index.js'))) run('npm', ['run', 'build']);

const appPort = await freePort();
const app = await startServer('apps/web/server.ts', { ...appEnv, PORT: String(appPort) }, `http://127.0.0.1:${appPort}/api/health`);
const base = `http://127.0.0.1:${appPort}`;

interface Row {
  target: Target;
  result: LoadResult;
  ceiling: LoadResult;
}
const rows: Row[] = [];
const targets = args.only ? TARGETS.filter((t) => t.name.includes(args.only!)) : TARGETS;

// A returning visitor: browsers send the visitor cookie, so the shop does not set a new one each time.
const visitorHeaders = { cookie: 'visitor_id=benchvisitor00000001' };

for (const target of targets) {
  const url = `${base}${target.path}`;
  const headers = { ...visitorHeaders, ...target.headers };
  const sample = await fetch(url, { headers });
  if (!sample.ok) throw new Error(`${target.name} answered ${sample.status}`);
  const bytes = Buffer.from(await sample.arrayBuffer());

  const ceilingPort = await freePort();
  let ceilingUrl: string;
  let ceiling;
  if (target.ceiling === 'json') {
    ceiling = await startServer('bench/ceilings/bare-fastify-json.ts', { PORT: String(ceilingPort), BODY_BYTES: String(bytes.length) }, `http://127.0.0.1:${ceilingPort}/health`);
    ceilingUrl = `http://127.0.0.1:${ceilingPort}/json`;
  } else {
    const file = path.join(dataDir, 'ceiling.html');
    fs.writeFileSync(file, bytes);
    ceiling = await startServer('bench/ceilings/bare-node-static.ts', { PORT: String(ceilingPort), FILE: file }, `http://127.0.0.1:${ceilingPort}/health`);
    ceilingUrl = `http://127.0.0.1:${ceilingPort}/page`;
  }

  await warmUp(ceilingUrl);
  const ceilingResult = await measure(ceilingUrl, { connections, seconds });
  await stop(ceiling);

  await warmUp(url, headers);
  const result = await measure(url, { connections, seconds, headers });
  if (result.non2xx || result.errors) console.warn(`${target.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  rows.push({ target, result, ceiling: ceilingResult });
  console.log(`measured ${target.name}`);
}
await stop(app);

const pad = (s: string, n: number) => s.padEnd(n);
console.log(`\n${pad('target', 34)}${pad('req/s', 10)}${pad('p99 ms', 9)}${pad('ceiling', 22)}${pad('ceil req/s', 12)}${pad('ceil p99', 10)}ratio`);
let failed = false;
for (const { target, result, ceiling } of rows) {
  const ratio = result.requestsPerSecond / ceiling.requestsPerSecond;
  const verdict = target.minRatio === undefined ? '' : ratio >= target.minRatio ? `  ok (≥ ${target.minRatio})` : `  BELOW ${target.minRatio}`;
  if (target.minRatio !== undefined && ratio < target.minRatio) failed = true;
  console.log(
    `${pad(target.name, 34)}${pad(result.requestsPerSecond.toFixed(0), 10)}${pad(String(result.p99Ms), 9)}${pad(target.ceiling === 'json' ? 'bare Fastify JSON' : 'bare Node static', 22)}${pad(ceiling.requestsPerSecond.toFixed(0), 12)}${pad(String(ceiling.p99Ms), 10)}${ratio.toFixed(2)}${verdict}`,
  );
}
fs.writeFileSync(path.join(dataDir, 'last-run.json'), JSON.stringify(rows, null, 2));
process.exit(failed ? 1 : 0);
