import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, startServer, stop } from './lib/processes.ts';

/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, default throttling) in Debian's Chromium against the
 * built shop's home, catalogue and a product page. Prints the four category scores, LCP, TBT, CLS and
 * the compressed JavaScript a page loads, and checks them against the issue's budgets.
 */
const { values: args } = parseArgs({ options: { base: { type: 'string' } } });

const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 2000, tbtMs: 100, cls: 0.05, productJsKb: 120 };

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

const list = (await (await fetch(`${base}/api/v1/catalog/products?page=1`)).json()) as { data: Array<{ slug: string; brand: { slug: string } }> };
const product = list.data[0];
const pages = [
  { name: 'home', url: `${base}/` },
  { name: 'catalogue', url: `${base}/katalog/` },
  { name: 'product', url: `${base}/katalog/${product.brand.slug}/${product.slug}/` },
];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/**
 * One Lighthouse run. A run whose trace came out broken (NO_NAVSTART and the like, which Lighthouse
 * itself says to re-run) is repeated, at most twice.
 */
async function audit(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    if (!result.lhr.runtimeError || attempt === 3) return result;
    console.warn(`${url}: ${result.lhr.runtimeError.code}, running again`);
  }
}

const rows: string[] = [];
let failed = false;
try {
  for (const page of pages) {
    // Warm the guest page cache so the run measures what a visitor gets.
    await fetch(page.url);
    const result = await audit(page.url, chrome.port);
    const { categories, audits } = result.lhr;
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    const lcp = audits['largest-contentful-paint'].numericValue ?? 0;
    const tbt = audits['total-blocking-time'].numericValue ?? 0;
    const cls = audits['cumulative-layout-shift'].numericValue ?? 0;
    const items = (audits['network-requests'].details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? [];
    const jsKb = items.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0) / 1024;
    const problems: string[] = [];
    for (const key of ['performance', 'accessibility', 'best-practices', 'seo'] as const) {
      if (score(key) < BUDGET[key]) problems.push(`${key} ${score(key)} < ${BUDGET[key]}`);
    }
    if (lcp > BUDGET.lcpMs) problems.push(`LCP ${Math.round(lcp)} ms`);
    if (tbt > BUDGET.tbtMs) problems.push(`TBT ${Math.round(tbt)} ms`);
    if (cls > BUDGET.cls) problems.push(`CLS ${cls.toFixed(3)}`);
    if (page.name === 'product' && jsKb > BUDGET.productJsKb) problems.push(`JS ${jsKb.toFixed(0)} KB`);
    if (problems.length) failed = true;
    const failing = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    rows.push(
      `${page.name.padEnd(10)} perf ${score('performance')}  a11y ${score('accessibility')}  bp ${score('best-practices')}  seo ${score('seo')}  LCP ${Math.round(lcp)} ms  TBT ${Math.round(tbt)} ms  CLS ${cls.toFixed(3)}  JS ${jsKb.toFixed(1)} KB  ${problems.length ? `MISSES: ${problems.join(', ')}` : 'meets budget'}${failing.length ? `\n           failing audits: ${failing.join(', ')}` : ''}`,
    );
    fs.writeFileSync(path.join(os.tmpdir(), `lighthouse-${page.name}.json`), JSON.stringify(result.lhr));
  }
} finally {
  await chrome.kill();
  if (server) await stop(server);
}
console.log(rows.join('\n'));
process.exit(failed ? 1 : 0);
