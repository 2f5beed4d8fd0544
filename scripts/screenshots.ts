/**
 * Screenshots of the page shell for a visual check, with the browser console, horizontal overflow
 * and axe-core accessibility results printed alongside.
 *
 *   node --import tsx scripts/screenshots.ts http://localhost:3100 /tmp/shell-shots
 *
 * Pages: the Russian and Ukrainian home pages, a not-found page and /server-error/, at 375×812 and
 * 1440×900; plus the open catalogue menu, the burger drawer, the messenger, the language dialog, the
 * install hint on an iPhone, and an overflow check at 320 px.
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContextOptions, type Page, chromium } from 'playwright-core';

const [baseUrl = 'http://localhost:3100', outDir = '/tmp/shell-shots'] = process.argv.slice(2);
fs.mkdirSync(outDir, { recursive: true });

const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const;

const PAGES = [
  { name: 'home-ru', path: '/' },
  { name: 'home-ua', path: '/ua/' },
  { name: 'not-found', path: '/ua/no-such-page/?from=test' },
  { name: 'server-error', path: '/server-error/' },
];

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const problems: string[] = [];

/** Runs one scenario; a failure is reported with the others instead of stopping the run. */
async function scenario(name: string, run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    problems.push(`[${name}] failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
}

/** Console errors and warnings, failed requests and uncaught exceptions of one page. */
function watch(page: Page, label: string) {
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      const text = message.text();
      // The 404 and 500 pages answer with those statuses on purpose; Chromium logs the document load.
      if (/Failed to load resource: the server responded with a status of (404|500)/.test(text)) return;
      problems.push(`[${label}] console.${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`[${label}] page error: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`[${label}] request failed: ${request.url()} ${request.failure()?.errorText}`));
}

/** Elements sticking out of the viewport on the right: the usual cause of sideways scrolling on phones. */
async function overflow(page: Page, label: string) {
  const report = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const offenders: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= width + 1) continue;
      const style = getComputedStyle(element);
      if (style.position === 'fixed' || style.visibility === 'hidden') continue;
      if (element.closest('[hidden], [aria-hidden="true"]')) continue;
      offenders.push(`${element.tagName.toLowerCase()}.${element.className} right=${Math.round(rect.right)}`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, offenders: offenders.slice(0, 8) };
  });
  if (report.scrollWidth > report.width) {
    problems.push(`[${label}] horizontal overflow: ${report.scrollWidth} > ${report.width}: ${report.offenders.join('; ')}`);
  }
}

async function axe(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  for (const violation of results.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    const targets = violation.nodes.slice(0, 4).map((n) => n.target.join(' ')).join(' | ');
    problems.push(`[${label}] axe ${violation.impact}: ${violation.id} (${violation.help}) at ${targets}`);
  }
  const minor = results.violations.filter((v) => v.impact !== 'serious' && v.impact !== 'critical');
  if (minor.length) console.log(`[${label}] axe minor: ${minor.map((v) => `${v.id}(${v.impact})`).join(', ')}`);
}

async function open(browser: Browser, label: string, url: string, options: BrowserContextOptions, offerLanguage = false) {
  const context = await browser.newContext({ locale: 'ru-RU', ...options });
  // The language offer opens 5 s after a Russian page loads; it has its own shots below.
  if (!offerLanguage) await context.addInitScript(() => localStorage.setItem('procosmetics:language-offer:kept', 'ru'));
  const page = await context.newPage();
  watch(page, label);
  await page.goto(`${baseUrl}${url}`, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  return { context, page };
}

async function shot(page: Page, name: string, fullPage = true) {
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  console.log(`saved ${file}`);
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

try {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const target of PAGES) {
      const label = `${target.name}@${size}`;
      const { context, page } = await open(browser, label, target.path, { viewport });
      await overflow(page, label);
      if (target.name.startsWith('home')) await axe(page, label);
      await shot(page, `${target.name}-${size}`);
      await context.close();
    }
  }

  // Desktop: the catalogue mega-menu opened from the keyboard, then the info menu.
  await scenario('menus@desktop', async () => {
    const { context, page } = await open(browser, 'menus@desktop', '/', { viewport: VIEWPORTS.desktop });
    const catalogue = page.getByRole('navigation', { name: /Каталог/ }).getByRole('button').first();
    await catalogue.focus();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    await shot(page, 'menu-catalogue-desktop', false);
    await axe(page, 'menu-open@desktop');
    await page.keyboard.press('Escape');
    if ((await catalogue.getAttribute('aria-expanded')) !== 'false') problems.push('[menus@desktop] Escape left the catalogue open');
    if (!(await catalogue.evaluate((button) => button === document.activeElement))) {
      problems.push('[menus@desktop] focus did not return to the catalogue button');
    }
    const info = page.getByRole('navigation', { name: /Каталог/ }).getByRole('button').last();
    await info.click();
    await page.waitForTimeout(300);
    await shot(page, 'menu-info-desktop', false);
    await context.close();
  });

  // Phone: the burger drawer, and the messenger button expanded.
  await scenario('drawer@mobile', async () => {
    const { context, page } = await open(browser, 'drawer@mobile', '/ua/', { viewport: VIEWPORTS.mobile });
    await page.getByRole('button', { name: 'Відкрити меню' }).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(400);
    await shot(page, 'drawer-mobile', false);
    await axe(page, 'drawer@mobile');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const burger = page.getByRole('button', { name: 'Відкрити меню' });
    if (!(await burger.evaluate((button) => button === document.activeElement))) problems.push('[drawer@mobile] focus did not return to the burger');
    // A link in the drawer navigates and the drawer closes with the route change.
    await burger.click();
    await page.getByRole('dialog').getByRole('link', { name: 'Новини' }).click();
    await page.waitForURL('**/ua/news/');
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: 5000 });
    await page.goBack({ waitUntil: 'networkidle' });
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(400);
    await page.getByRole('button', { name: /месенджер/ }).click();
    await page.waitForTimeout(300);
    await shot(page, 'messenger-mobile', false);
    await context.close();
  });

  // A toast from browser code: the lazy viewport mounts and shows it at the top right.
  await scenario('toast@desktop', async () => {
    const { context, page } = await open(browser, 'toast@desktop', '/ua/', { viewport: VIEWPORTS.desktop });
    // Chunk names change from build to build: look for the module exporting toast.success/info/error.
    await page.evaluate(async () => {
      const urls = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => /\/assets\/[\w.-]+\.js$/.test(name));
      for (const url of urls) {
        const module: Record<string, unknown> = await import(url);
        for (const value of Object.values(module)) {
          const candidate = value as { success?: unknown; info?: unknown; error?: unknown } | null;
          if (candidate && typeof candidate === 'object' && typeof candidate.success === 'function' && typeof candidate.info === 'function') {
            (candidate.success as (message: string) => void)('Товар додано до кошика');
            return;
          }
        }
      }
      throw new Error('no toast module among the loaded chunks');
    });
    await page.getByText('Товар додано до кошика').waitFor({ timeout: 5000 });
    await page.waitForTimeout(400);
    await shot(page, 'toast-desktop', false);
    await context.close();
  });

  // The offer to switch to Ukrainian appears 5 s after a Russian page opens.
  await scenario('language@desktop', async () => {
    const { context, page } = await open(browser, 'language@desktop', '/', { viewport: VIEWPORTS.desktop }, true);
    await page.getByRole('dialog').waitFor({ timeout: 8000 });
    await page.waitForTimeout(400);
    await shot(page, 'language-dialog-desktop', false);
    await axe(page, 'language-dialog@desktop');
    const locked = await page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden');
    if (!locked) problems.push('[language@desktop] page scrolling is not locked under the dialog');
    const width = await page.getByRole('dialog').evaluate((dialog) => dialog.getBoundingClientRect().width);
    if (Math.round(width) !== 600) problems.push(`[language@desktop] dialog is ${width}px wide, SPEC §2 says 600`);
    await page.getByRole('button', { name: 'Остаться на русском' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const kept = await page.evaluate(() => localStorage.getItem('procosmetics:language-offer:kept'));
    if (kept !== 'ru') problems.push('[language@desktop] keeping Russian was not remembered');
    await context.close();
  });
  await scenario('language@mobile', async () => {
    const { context, page } = await open(browser, 'language@mobile', '/katalog/', { viewport: VIEWPORTS.mobile }, true);
    await page.getByRole('dialog').waitFor({ timeout: 8000 });
    await page.waitForTimeout(400);
    await shot(page, 'language-dialog-mobile', false);
    await context.close();
  });

  // The install hint on an iPhone, 3 s after the page opens.
  await scenario('app-hint@iphone', async () => {
    const { context, page } = await open(browser, 'app-hint@iphone', '/ua/', {
      viewport: VIEWPORTS.mobile,
      userAgent: IPHONE_UA,
      isMobile: true,
      hasTouch: true,
    });
    await page.getByRole('complementary').filter({ hasText: 'ProCosmetics' }).waitFor({ timeout: 6000 });
    await page.waitForTimeout(400);
    await shot(page, 'app-hint-iphone', false);
    await context.close();
  });

  // The narrowest phones.
  for (const target of PAGES.slice(0, 3)) {
    const label = `${target.name}@320`;
    const { context, page } = await open(browser, label, target.path, { viewport: { width: 320, height: 640 } });
    await overflow(page, label);
    if (target.name === 'home-ru') await shot(page, 'home-ru-320', false);
    await context.close();
  }
} finally {
  await browser.close();
}

if (problems.length) {
  console.log(`\n${problems.length} problem(s):`);
  for (const problem of problems) console.log(`- ${problem}`);
  process.exitCode = 1;
} else {
  console.log('\nNo console errors, overflow or serious accessibility violations.');
}
