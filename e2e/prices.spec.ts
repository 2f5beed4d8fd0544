import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, clientAddress, startSignedIn } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * Every user type gets its own prices in the HTML the server sends (decision 0010), on list pages
 * and product pages, the same as the API answers it by bearer token; and a signed-in professional
 * never sees a retail price flash before hydration.
 */

type Who = 'guest' | 'regular' | 'noid' | 'staff' | 'professional' | 'distributor' | 'manager' | 'authorised';
const RETAIL_TYPES: Who[] = ['guest', 'regular', 'noid', 'staff'];
const OWN_PRICE_TYPES: Who[] = ['professional', 'distributor', 'manager', 'authorised'];

/** Whole hryvnia of a shown price ("от 1 380 грн" → 1380). */
const amount = (text: string) => Number(text.replace(/<[^>]*>/g, '').replace(/[^\d]/g, ''));

interface Caller {
  request: APIRequestContext;
  headers: Record<string, string>;
}

/** A browser-like client signed in as a demo user (its cookies kept), or a guest. */
async function callerFor(playwright: { request: { newContext: (o: { baseURL?: string }) => Promise<APIRequestContext> } }, baseURL: string, who: Who): Promise<Caller> {
  const request = await playwright.request.newContext({ baseURL });
  if (who === 'guest') return { request, headers: {} };
  const answer = await request.post('/api/v1/auth/login', {
    headers: clientAddress(),
    data: { email: `${who}@demo.procosmetics.ua`, password: DEMO_PASSWORD, remember: true },
  });
  expect(answer.status()).toBe(200);
  const { data } = (await answer.json()) as { data: { accessToken: string } };
  return { request, headers: { authorization: `Bearer ${data.accessToken}` } };
}

/** Tiles of a list page's HTML: product path and the price shown on the tile. */
function tilesOf(html: string): Array<{ path: string; price: number }> {
  return html
    .split('<article')
    .slice(1)
    .map((tile) => ({
      path: /href="(\/katalog\/[^"]+\/[^"]+\/)"/.exec(tile)?.[1] ?? '',
      price: amount(/class="[^"]*current[^"]*">(.*?)<\/span>/.exec(tile)?.[1] ?? ''),
    }));
}

/** What the API answers this caller for a product page, by bearer token (or as a guest). */
async function apiProduct(caller: Caller, path: string) {
  const slug = path.split('/').filter(Boolean).at(-1);
  const answer = await caller.request.get(`/api/v1/catalog/product/${slug}`, { headers: caller.headers });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { id: number; title: string; minPrice: number; selectType: { price: number } } }).data;
}

async function html(caller: Caller, path: string): Promise<{ body: string; cacheControl: string }> {
  const answer = await caller.request.get(path);
  expect(answer.status()).toBe(200);
  return { body: await answer.text(), cacheControl: answer.headers()['cache-control'] ?? '' };
}

test.describe('prices in the server’s HTML per user type', () => {
  test.skip(({ isMobile }) => isMobile, 'the HTML is the same at every width');

  let guestTiles: Array<{ path: string; price: number }> = [];

  test.beforeAll(async ({ playwright, baseURL }) => {
    const guest = await callerFor(playwright, baseURL!, 'guest');
    guestTiles = tilesOf((await html(guest, '/katalog/')).body);
    expect(guestTiles.length).toBeGreaterThan(0);
    await guest.request.dispose();
  });

  for (const who of [...RETAIL_TYPES, ...OWN_PRICE_TYPES]) {
    test(`${who}: list page, product page and search show the caller’s prices`, async ({ playwright, baseURL }) => {
      const caller = await callerFor(playwright, baseURL!, who);

      const list = await html(caller, '/katalog/');
      const tiles = tilesOf(list.body);
      expect(tiles.map((tile) => tile.path)).toEqual(guestTiles.map((tile) => tile.path));
      for (const tile of tiles.slice(0, 4)) expect(tile.price, tile.path).toBe((await apiProduct(caller, tile.path)).minPrice);
      if (RETAIL_TYPES.includes(who)) {
        expect(tiles).toEqual(guestTiles);
        expect(list.cacheControl).toMatch(/^public/);
      } else {
        // Own prices (cheaper than retail in the demo shop), and never in a shared cache.
        expect(tiles.some((tile, i) => tile.price < (guestTiles[i]?.price ?? 0))).toBe(true);
        expect(list.cacheControl).toBe('private, no-store');
      }

      const path = tiles[0]!.path;
      const product = await apiProduct(caller, path);
      const page = await html(caller, path);
      const shown = /<span class="[^"]*current[^"]*">(.*?)<\/span>/.exec(page.body.split('<main')[1] ?? '')?.[1] ?? '';
      expect(amount(shown)).toBe(product.selectType.price);

      const search = await caller.request.get(`/api/v1/search?query=${encodeURIComponent(product.title)}`, { headers: caller.headers });
      const found = ((await search.json()) as { data: { products: Array<{ id: number; minPrice: number }> } }).data.products.find((p) => p.id === product.id);
      expect(found?.minPrice).toBe(product.minPrice);
      await caller.request.dispose();
    });
  }
});

/** Prices of the tiles as painted, recorded from the first paint on, and every change to them later. */
async function watchTilePrices(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[][] = [];
    (window as unknown as { __tilePrices: string[][] }).__tilePrices = seen;
    const read = () => Array.from(document.querySelectorAll('main article [class*="current"]'), (el) => el.textContent ?? '');
    const record = () => {
      const now = read();
      if (now.length && now.join('|') !== (seen.at(-1) ?? []).join('|')) seen.push(now);
    };
    // The server's whole page first (not its rows while they stream in), then every change to it.
    document.addEventListener('DOMContentLoaded', () => {
      record();
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  });
}

test('a signed-in professional sees professional prices from the first paint, with no retail flash', async ({ page, baseURL, playwright }) => {
  const guest = await callerFor(playwright, baseURL!, 'guest');
  const retail = tilesOf((await html(guest, '/katalog/')).body);
  await guest.request.dispose();

  // Signed in as the login dialog leaves the browser: the cookies set, the signed-in hint stored.
  await page.goto('/');
  const answer = await page.request.post('/api/v1/auth/login', {
    headers: clientAddress(),
    data: { email: 'professional@demo.procosmetics.ua', password: DEMO_PASSWORD, remember: true },
  });
  expect(answer.status()).toBe(200);
  // Its token serves this test's own API calls; the browser gets its own from the refresh cookie.
  const { data } = (await answer.json()) as { data: { accessToken: string } };
  await startSignedIn(page);

  await watchTilePrices(page);
  await page.goto('/katalog/');
  await expect(page.getByTestId('header-user').locator('visible=true')).toBeVisible();
  // Give late answers (the session check, favourites) time to change anything they would change.
  await page.waitForLoadState('networkidle');

  const history = await page.evaluate(() => (window as unknown as { __tilePrices: string[][] }).__tilePrices);
  expect(history.length, JSON.stringify(history)).toBe(1);
  const painted = history[0]!.map(amount);
  const professional = await Promise.all(
    retail.slice(0, painted.length).map(async (tile) => {
      const product = await page.request.get(`/api/v1/catalog/product/${tile.path.split('/').filter(Boolean).at(-1)}`, {
        headers: { authorization: `Bearer ${data.accessToken}` },
      });
      return ((await product.json()) as { data: { minPrice: number } }).data.minPrice;
    }),
  );
  expect(painted).toEqual(professional);
  expect(painted).not.toEqual(retail.map((tile) => tile.price).slice(0, painted.length));

  // Moving on inside the app keeps them: the product page's data is asked for with the same cookie.
  await page.locator('main article h2 a').first().click();
  await expect(page).toHaveURL(/\/katalog\/[^/]+\/[^/]+\/$/);
  const slug = new URL(page.url()).pathname.split('/').filter(Boolean).at(-1);
  const product = await page.request.get(`/api/v1/catalog/product/${slug}`, { headers: { authorization: `Bearer ${data.accessToken}` } });
  const { selectType } = ((await product.json()) as { data: { selectType: { price: number } } }).data;
  // The price of the chosen variant, beside the buttons (the breadcrumbs' current item carries no digits).
  await expect.poll(async () => (await page.locator('main [class*="current"]').allTextContents()).map(amount)).toContain(selectType.price);
});
