import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { freePort, startServer, stop } from './lib/processes.ts';

/**
 * `npm run bench:lighthouse [-- --runs 5] [--base http://host:port] [--only product]`: Lighthouse
 * (mobile, default simulated throttling) in Debian's Chromium against the built shop's home, the
 * catalogue, a product page, the basket and order pages with a filled basket, and the product page
 * signed in as the demo professional. Every
 * page is audited `--runs` times; budgets are judged on the median, because one run on a shared
 * two-core machine moves by ten points and more (docs/performance.md, "Lighthouse").
 *
 * Each run prints its performance score, TBT, LCP and Lighthouse's `benchmarkIndex` (its own measure
 * of how fast this machine's CPU was at that moment), with the machine's load and, when this script
 * started the shop itself, the CPU the shop's process spent during the run. The machine's conditions
 * (cores, load, database, product count) head the report.
 *
 * Without `--base` it starts the built shop on PGlite in a temporary folder (the demo seed, 300
 * products); `--base` audits a shop already running (e.g. on PostgreSQL with the 10,000-product seed).
 */
const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    runs: { type: 'string', default: '5' },
    only: { type: 'string' },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a positive whole number');

const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 2000, tbtMs: 200, cls: 0.05, productJsKb: 120 };
const DEMO_PROFESSIONAL = { email: 'professional@demo.procosmetics.ua', password: 'Demo12345!' };
/**
 * The browser's "this browser has a session" hint (features/auth/token-store.ts, lib/storage.ts): with it,
 * the page restores the session from the refresh cookie, as after a real sign-in.
 */
const SESSION_HINT_KEY = 'procosmetics:auth:signed-in';

let server: Awaited<ReturnType<typeof startServer>> | undefined;
let base = args.base;
if (!base) {
  const port = await freePort();
  const dataDir = path.join(os.tmpdir(), 'shop-lighthouse');
  base = `http://localhost:${port}`;
  server = await startServer(
    'apps/web/server.ts',
    { NODE_ENV: 'production', SHOP_MODE: 'demo', LOG_LEVEL: 'warn', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', PUBLIC_ORIGIN: base },
    `${base}/api/health`,
  );
}
base = base.replace(/\/$/, '');

const health = (await (await fetch(`${base}/api/health`)).json()) as { database?: string; cache?: string };
const list = (await (await fetch(`${base}/api/v1/catalog/products?page=1`)).json()) as {
  data: Array<{ slug: string; brand: { slug: string }; inStock: boolean; selectType: { id: number } }>;
  meta?: { total?: number };
};
const product = list.data[0];
const productUrl = `${base}/katalog/${product.brand.slug}/${product.slug}/`;

interface Page {
  name: string;
  url: string;
  signedIn?: boolean;
  /** The basket is filled (browser storage) before the audit, as a shopper's would be. */
  withBasket?: boolean;
  /** Categories judged against the budget; the buying pages are `noindex`, so SEO is not theirs. */
  judged?: Array<'performance' | 'accessibility' | 'best-practices' | 'seo'>;
}
const BUYING_PAGE_BUDGET: Page['judged'] = ['performance', 'accessibility'];
const pages: Page[] = [
  { name: 'home', url: `${base}/` },
  { name: 'catalogue', url: `${base}/katalog/` },
  { name: 'product', url: productUrl },
  // Issue 30: the public seminars page, server-rendered with its filters.
  { name: 'seminars', url: `${base}/platform/seminars/` },
  { name: 'basket', url: `${base}/buy-flow/basket/`, withBasket: true, judged: BUYING_PAGE_BUDGET },
  { name: 'order', url: `${base}/buy-flow/order/`, withBasket: true, judged: BUYING_PAGE_BUDGET },
  // Last: signing in leaves the token and cookies in the browser's profile.
  { name: 'product-signed-in', url: productUrl, signedIn: true },
].filter((page) => !args.only || page.name === args.only);

interface Session {
  /** The cookies the sign-in answer set, as `name=value` with their paths. */
  cookies: Array<{ name: string; value: string; path: string; httpOnly: boolean }>;
}

/** Signs the demo professional in through the API, as the login dialog does. */
async function signIn(): Promise<Session> {
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEMO_PROFESSIONAL, remember: true }),
  });
  if (!res.ok) throw new Error(`sign-in as ${DEMO_PROFESSIONAL.email} failed: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((header) => {
    const [pair, ...attributes] = header.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const attribute = (name: string) => attributes.find((a) => a.toLowerCase().startsWith(name));
    return {
      name: pair.slice(0, eq),
      value: pair.slice(eq + 1),
      path: attribute('path=')?.slice(5) ?? '/',
      httpOnly: attribute('httponly') !== undefined,
    };
  });
  return { cookies };
}

/** Puts the session into the browser as a sign-in would: the cookies, and the session hint in local storage. */
async function putSessionInBrowser(port: number, session: Session): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const tab = await browser.newPage();
    const cdp = await tab.createCDPSession();
    for (const cookie of session.cookies) {
      await cdp.send('Network.setCookie', { ...cookie, url: `${base}${cookie.path}` });
    }
    await tab.goto(`${base}/robots.txt`);
    await tab.evaluate((key) => localStorage.setItem(key, '1'), SESSION_HINT_KEY);
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}

/** The basket's storage key and format (features/basket/basket-store.ts). */
const BASKET_KEY = 'procosmetics:basket';

/** Fills the browser's basket with three products in stock, two units of the first, as the basket store keeps them. */
async function putBasketInBrowser(port: number): Promise<void> {
  const ids = list.data.filter((p) => p.inStock).slice(0, 3).map((p) => p.selectType.id);
  const answer = await fetch(`${base}/api/v1/basket/products?${ids.map((id) => `ids=${id}`).join('&')}`);
  if (!answer.ok) throw new Error(`basket products answered ${answer.status}`);
  const { data } = (await answer.json()) as { data: Array<Record<string, unknown>> };
  const lines = data.map((line, index) => ({ ...line, select_count: index === 0 ? 2 : 1 }));
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const tab = await browser.newPage();
    await tab.goto(`${base}/robots.txt`);
    await tab.evaluate((key, value) => localStorage.setItem(key, value), BASKET_KEY, JSON.stringify({ v: 1, lines }));
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}

/** Busy and total CPU ticks of the whole machine (/proc/stat), to see what else ran during a run. */
function machineTicks(): { busy: number; total: number } | undefined {
  try {
    const [cpu] = fs.readFileSync('/proc/stat', 'utf8').split('\n');
    const ticks = cpu.split(/\s+/).slice(1).map(Number);
    const idle = ticks[3] + (ticks[4] ?? 0);
    const total = ticks.reduce((sum, n) => sum + n, 0);
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}

/** CPU ticks (user + system) the shop's own process has used, when this script started it. */
function serverTicks(): number | undefined {
  if (!server?.pid) return undefined;
  try {
    const fields = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}
const TICKS_PER_SECOND = 100;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/**
 * One Lighthouse run. A run whose trace came out broken (NO_NAVSTART and the like, which Lighthouse
 * itself says to re-run) is repeated, at most twice.
 */
async function audit(url: string, port: number): Promise<RunnerResult> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    if (!result.lhr.runtimeError || attempt === 3) return result;
    console.warn(`${url}: ${result.lhr.runtimeError.code}, running again`);
  }
}

/**
 * Warms the page (the guest HTML cache, the server's own caches) so the run measures what a visitor
 * gets. A page past its time in the HTML cache is answered stale while the server renders it again in
 * the background; that render would share the two cores with the audit, so the page is asked for
 * again until the cache answers fresh. Returns what the cache answered first.
 */
async function warmUp(url: string, cookieHeader: string | undefined): Promise<string> {
  let first: string | undefined;
  for (let attempt = 0; attempt < 5; attempt++) {
    const res = await fetch(url, { headers: cookieHeader ? { cookie: cookieHeader } : {} });
    await res.arrayBuffer();
    const outcome = res.headers.get('x-cache') ?? '-';
    first ??= outcome;
    if (outcome === 'hit' || outcome === '-') break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return first ?? '-';
}

interface Run {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcp: number;
  tbt: number;
  fcp: number;
  cls: number;
  jsKb: number;
  benchmarkIndex: number;
  /** One-minute load average when the run started. */
  load: number;
  /** Share of the machine's CPU (both cores) busy during the run, in per cent. */
  machineBusy?: number;
  /** CPU seconds the shop's process spent during the run. */
  serverCpu?: number;
  /** Main-thread tasks after the first contentful paint: wall-clock and CPU milliseconds. */
  afterPaintWallMs?: number;
  afterPaintCpuMs?: number;
  /** The guest HTML cache's first answer to the warm-up just before the run. */
  cache: string;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { frame?: string; data?: { frames?: Array<{ frame: string; parent?: string }> } };
}

/**
 * The page's main-thread tasks from its first contentful paint on (where Lighthouse counts blocking
 * time), as the trace recorded them: milliseconds of wall-clock time and of the thread's own CPU
 * time. Lighthouse multiplies the wall-clock time; when other processes take the CPU, wall time
 * grows and CPU time does not, so the ratio measures the contention of that very run.
 */
function mainThreadAfterPaint(result: RunnerResult): { wallMs: number; cpuMs: number } | undefined {
  const events = (result.artifacts as unknown as { Trace?: { traceEvents: TraceEvent[] } }).Trace?.traceEvents;
  if (!events) return undefined;
  const started = events.find((e) => e.name === 'TracingStartedInBrowser');
  const mainFrame = started?.args?.data?.frames?.find((f) => !f.parent);
  // Emitted on the page's renderer main thread (the navigation may have moved the frame to a new process).
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.args?.frame === mainFrame?.frame);
  if (!fcp) return undefined;
  let wallMs = 0;
  let cpuMs = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== fcp.pid || e.tid !== fcp.tid || e.ts < fcp.ts) continue;
    wallMs += (e.dur ?? 0) / 1000;
    cpuMs += (e.tdur ?? e.dur ?? 0) / 1000;
  }
  return { wallMs, cpuMs };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function summarise(result: RunnerResult, before: { load: number; machine?: { busy: number; total: number }; server?: number; cache: string }): Run {
  const { categories, audits, environment } = result.lhr;
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const items = (audits['network-requests'].details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? [];
  const machine = machineTicks();
  const server = serverTicks();
  const afterPaint = mainThreadAfterPaint(result);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint'].numericValue ?? 0,
    tbt: audits['total-blocking-time'].numericValue ?? 0,
    fcp: audits['first-contentful-paint'].numericValue ?? 0,
    cls: audits['cumulative-layout-shift'].numericValue ?? 0,
    jsKb: items.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0) / 1024,
    benchmarkIndex: environment.benchmarkIndex,
    load: before.load,
    machineBusy:
      machine && before.machine ? (100 * (machine.busy - before.machine.busy)) / Math.max(1, machine.total - before.machine.total) : undefined,
    serverCpu: server !== undefined && before.server !== undefined ? (server - before.server) / TICKS_PER_SECOND : undefined,
    cache: before.cache,
    afterPaintWallMs: afterPaint?.wallMs,
    afterPaintCpuMs: afterPaint?.cpuMs,
  };
}

const fmt = (run: Pick<Run, 'performance' | 'tbt' | 'lcp' | 'fcp' | 'cls' | 'benchmarkIndex'>) =>
  `perf ${String(Math.round(run.performance)).padStart(3)}  TBT ${String(Math.round(run.tbt)).padStart(4)} ms  LCP ${String(Math.round(run.lcp)).padStart(4)} ms  FCP ${String(Math.round(run.fcp)).padStart(4)} ms  CLS ${run.cls.toFixed(3)}  benchmarkIndex ${Math.round(run.benchmarkIndex)}`;

const conditions = [
  `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), load ${os.loadavg().map((n) => n.toFixed(2)).join(' / ')}`,
  `shop: ${base} (${server ? 'started by this run' : 'given with --base'}), database ${health.database ?? '?'}, cache ${health.cache ?? '?'}, ${list.meta?.total ?? '?'} products`,
  `${runs} run(s) a page, budgets judged on the median`,
];
console.log(conditions.join('\n'));

const report: string[] = [];
const allRuns: Run[] = [];
let failed = false;
try {
  for (const page of pages) {
    let cookieHeader: string | undefined;
    if (page.signedIn) {
      const session = await signIn();
      await putSessionInBrowser(chrome.port, session);
      // The cookies the browser sends with the page itself (the refresh token's goes to /api/v1/auth only).
      const pagePath = new URL(page.url).pathname;
      const sent = session.cookies.filter((c) => pagePath.startsWith(c.path));
      cookieHeader = sent.length ? sent.map((c) => `${c.name}=${c.value}`).join('; ') : undefined;
    }
    if (page.withBasket) await putBasketInBrowser(chrome.port);
    const results: Run[] = [];
    for (let i = 0; i < runs; i++) {
      const cache = await warmUp(page.url, cookieHeader);
      const before = { load: os.loadavg()[0], machine: machineTicks(), server: serverTicks(), cache };
      const result = await audit(page.url, chrome.port);
      const run = summarise(result, before);
      results.push(run);
      allRuns.push(run);
      console.log(
        `${page.name.padEnd(17)} run ${i + 1}: ${fmt(run)}  load ${run.load.toFixed(2)}${run.machineBusy !== undefined ? `  machine busy ${Math.round(run.machineBusy)} %` : ''}${run.serverCpu !== undefined ? `  shop CPU ${run.serverCpu.toFixed(2)} s` : ''}${run.afterPaintWallMs !== undefined && run.afterPaintCpuMs ? `  tasks after FCP ${Math.round(run.afterPaintWallMs)} ms wall / ${Math.round(run.afterPaintCpuMs)} ms CPU` : ''}  cache ${run.cache}`,
      );
      fs.writeFileSync(path.join(os.tmpdir(), `lighthouse-${page.name}-${i + 1}.json`), JSON.stringify(result.lhr));
    }
    const m = (key: keyof Run) => median(results.map((r) => Number(r[key] ?? 0)));
    const problems: string[] = [];
    for (const key of page.judged ?? (['performance', 'accessibility', 'best-practices', 'seo'] as const)) {
      if (m(key) < BUDGET[key]) problems.push(`${key} ${m(key)} < ${BUDGET[key]}`);
    }
    if (m('lcp') > BUDGET.lcpMs) problems.push(`LCP ${Math.round(m('lcp'))} ms`);
    if (m('tbt') > BUDGET.tbtMs) problems.push(`TBT ${Math.round(m('tbt'))} ms`);
    if (m('cls') > BUDGET.cls) problems.push(`CLS ${m('cls').toFixed(3)}`);
    if (page.name === 'product' && m('jsKb') > BUDGET.productJsKb) problems.push(`JS ${m('jsKb').toFixed(0)} KB`);
    if (problems.length) failed = true;
    const medianRun = { performance: m('performance'), tbt: m('tbt'), lcp: m('lcp'), fcp: m('fcp'), cls: m('cls'), benchmarkIndex: m('benchmarkIndex') };
    report.push(
      `${page.name.padEnd(17)} median of ${runs}: ${fmt(medianRun)}  (perf ${Math.min(...results.map((r) => r.performance))}–${Math.max(...results.map((r) => r.performance))})  a11y ${m('accessibility')}  bp ${m('best-practices')}  seo ${m('seo')}  JS ${m('jsKb').toFixed(1)} KB  ${problems.length ? `MISSES: ${problems.join(', ')}` : 'meets budget'}`,
    );
  }
} finally {
  await chrome.kill();
  if (server) await stop(server);
}
const cores = os.cpus().length;
const loaded = allRuns.filter((run) => run.load > cores).length;
if (loaded) {
  conditions.push(
    `WARNING: ${loaded} of ${allRuns.length} runs started with a load average above ${cores} (the number of cores): other work shared the CPU, and Lighthouse multiplies every stretched task by its 4x CPU slowdown. Compare with benchmarkIndex, and run again on a quieter machine or with more --runs.`,
  );
}
console.log(`\n${conditions.join('\n')}\n${report.join('\n')}`);
process.exit(failed ? 1 : 0);
