import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/**
 * Discovery pages in a real browser at 1440 and 375 px: home blocks, search (header suggestions and
 * the results page), ingredients, the selection helper and the files for crawlers.
 */

const LANGS = [
  { lang: 'ru', prefix: '', html: 'ru', price: /\d\sгрн/ },
  { lang: 'ua', prefix: '/ua', html: 'uk', price: /\d\sгрн/ },
] as const;

interface Card {
  title: string;
  brand: { title: string };
}

/** Block titles come from the shop's settings: read them the way the page does. */
async function homeBlockTitles(request: APIRequestContext, lang: 'ru' | 'ua'): Promise<Record<string, string>> {
  const response = await request.get('/api/v1/home/page', { headers: { 'x-localization': lang } });
  const { data } = (await response.json()) as { data: { blocks: { key: string; title: string }[] } };
  return Object.fromEntries(data.blocks.map((b) => [b.key, b.title]));
}

async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.length}`);
}

/** Phones keep the selection filters in a sheet opened from the toolbar. */
async function openFiltersIfFolded(page: Page, label: RegExp) {
  const button = page.getByRole('button', { name: label }).first();
  if (await button.isVisible()) await button.click();
}

test.describe('home', () => {
  for (const { lang, prefix, html, price } of LANGS) {
    test(`shows the banners and product blocks with prices (${lang})`, async ({ page, request }) => {
      const titles = await homeBlockTitles(request, lang);
      const response = await page.goto(`${prefix}/`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', html);

      const banners = page.getByRole('region', { name: titles.banners });
      await expect(banners.getByRole('heading', { level: 2 }).first()).toBeVisible();
      // The first banner is the largest paint: preloaded, eager and high priority; the others wait.
      const bannerImages = banners.locator('img');
      await expect(bannerImages.first()).toHaveAttribute('loading', 'eager');
      await expect(bannerImages.first()).toHaveAttribute('fetchpriority', 'high');
      if ((await bannerImages.count()) > 1) await expect(bannerImages.nth(1)).toHaveAttribute('loading', 'lazy');
      await expect(page.locator('head link[rel="preload"][as="image"]').first()).toHaveAttribute('imagesrcset', /\.webp \d+w/);

      for (const key of ['new', 'top'] as const) {
        const block = page.getByRole('region', { name: titles[key] });
        const firstTile = block.getByRole('listitem').first();
        await expect(firstTile.getByRole('link')).toHaveAttribute('href', new RegExp(`^${prefix}/katalog/[^/]+/[^/]+/$`));
        await expect(firstTile).toContainText(price);
      }
      await expect(page.getByRole('region', { name: titles.series }).getByRole('link').first()).toBeVisible();

      // Every image has its size, so nothing shifts while they load.
      const unsized = await page.locator('main img:not([width]), main img:not([height])').count();
      expect(unsized).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }

  test('product blocks report view_item_list and select_item in UAH', async ({ page, request }) => {
    const titles = await homeBlockTitles(request, 'ru');
    await page.goto('/');
    const events = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: Array<{ event?: string; ecommerce?: { currency?: string; item_list_id?: string } }> }).dataLayer ?? [])
          .filter((e) => e.event)
          .map((e) => `${e.event}:${e.ecommerce?.item_list_id}:${e.ecommerce?.currency}`),
      );
    await expect.poll(events).toContain('view_item_list:home_new:UAH');
    await page.getByRole('region', { name: titles.top }).getByRole('listitem').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/katalog\/[^/]+\/[^/]+\/$/);
    expect(await events()).toContain('select_item:home_top:UAH');
  });

  test('the carousel arrows slide a product block', async ({ page, request, isMobile }) => {
    test.skip(isMobile, 'phones slide the blocks by swiping; the arrows are for wide screens');
    const titles = await homeBlockTitles(request, 'ru');
    await page.goto('/');
    const block = page.getByRole('region', { name: titles.new });
    const track = block.getByRole('list');
    const next = block.getByRole('button', { name: 'Вперёд' });
    await expect(next).toBeEnabled();
    await next.click();
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect(block.getByRole('button', { name: 'Назад' })).toBeEnabled();
  });
});

test.describe('search', () => {
  test('the header suggests products after a pause and opens the chosen one', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Поиск' });
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/search')) requests.push(new URL(r.url()).searchParams.get('query') ?? '');
    });
    await box.click();
    await box.pressSequentially('крем', { delay: 60 });
    const listbox = page.getByRole('listbox');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    // Debounced: one request for the whole word, not one per letter.
    expect(requests).toEqual(['крем']);
    const option = listbox.getByRole('option').first();
    await expect(option).toBeVisible();
    const href = await option.getAttribute('href');
    expect(href).toMatch(/^\/katalog\/[^/]+\/[^/]+\/$/);

    // Keyboard: down selects the first row, Escape closes the list.
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-expanded', 'true');

    const title = ((await option.locator('span > span').first().textContent()) ?? '').trim();
    await option.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  });

  test('two letters ask nothing; Enter without a chosen row opens the results page', async ({ page }) => {
    await page.goto('/ua/');
    let searched = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/search')) searched++;
    });
    const box = page.getByRole('combobox', { name: 'Пошук' });
    await box.fill('кр');
    await page.waitForTimeout(800);
    expect(searched).toBe(0);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.fill('крем');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/ua\/results\/\?search=%D0%BA%D1%80%D0%B5%D0%BC$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('крем');
  });

  test('the results page lists products and reads transliterated brand names', async ({ page, request }) => {
    const response = await page.goto('/results/?search=крем');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('«крем»');
    await expect(page.getByRole('main').getByRole('status')).toContainText(/Найден/);
    await expect(page.locator('main article').first()).toContainText(/грн/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    // A Latin brand typed in Cyrillic, the way shoppers say it.
    const spoken: Record<string, string> = {
      Nordskin: 'нордскин',
      Cellanova: 'селланова',
      Dermaveda: 'дермаведа',
      Verdelia: 'верделия',
    };
    const list = await request.get('/api/v1/catalog/products?per_page=100');
    const brands = new Set(((await list.json()) as { data: Card[] }).data.map((p) => p.brand.title));
    const brand = Object.keys(spoken).find((b) => brands.has(b));
    expect(brand, 'a seeded brand with a Cyrillic spelling').toBeTruthy();
    await page.goto(`/ua/results/?search=${encodeURIComponent(spoken[brand!])}`);
    await expect(page.locator('main article').first()).toContainText(brand!);
  });

  test('absurd queries answer normally', async ({ page }) => {
    const long = await page.goto(`/results/?search=${'a'.repeat(10_000)}`);
    expect(long?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const symbols = await page.goto(`/results/?search=${encodeURIComponent("%'_(")}`);
    expect(symbols?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText("%'_(");

    const api = await page.request.get(`/api/v1/search?query=${encodeURIComponent("'; DROP TABLE products; --")}`);
    expect(api.status()).toBe(200);
  });

  test('page numbers that are not pages answer 404, never 500', async ({ request }) => {
    for (const path of ['/results/page/0/?search=крем', '/results/page/abc/?search=крем', '/podbor-kosmetiki/page/0/', '/ua/ingredienty/page/abc/']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
    }
    const first = await request.get('/podbor-kosmetiki/page/1/?skin_type=2', { maxRedirects: 0 });
    expect(first.status()).toBe(301);
    expect(first.headers().location).toBe('/podbor-kosmetiki/?skin_type=2');
  });
});

test.describe('ingredients', () => {
  test('letters lead to an ingredient and its products', async ({ page }) => {
    await page.goto('/ingredienty/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ингредиенты косметики');
    const letters = page.getByRole('navigation', { name: 'Алфавитный указатель' });
    const letterLink = letters.getByRole('link', { name: /^[A-Z]$/ }).first();
    const letter = ((await letterLink.textContent()) ?? '').trim();
    await letterLink.click();
    await expect(page).toHaveURL(new RegExp(`\\?letter=${letter}$`));
    await expect(letters.getByRole('link', { name: letter, exact: true })).toHaveAttribute('aria-current', 'page');

    const withProducts = page.locator('main ul a[href^="/ingredients/"]').filter({ hasNotText: 'нет товаров' }).first();
    const name = ((await withProducts.locator('span').first().textContent()) ?? '').trim();
    expect(name.toUpperCase().startsWith(letter)).toBe(true);
    await withProducts.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' })).toContainText('Ингредиенты косметики');
    await expect(page.locator('main article').first()).toContainText(/грн/);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('an unknown ingredient is a 404 page', async ({ page }) => {
    const response = await page.goto('/ua/ingredients/no-such-ingredient-xyz/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Сторінку не знайдено');
  });
});

test.describe('selection', () => {
  test('a skin type and an excluded ingredient are kept in the URL and survive a reload', async ({ page }) => {
    await page.goto('/ua/podbor-kosmetiki/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Підбір косметики');
    await openFiltersIfFolded(page, /^Фільтри/);
    const panel = page.locator('#selection-filters');

    await panel.getByRole('checkbox', { name: 'Суха' }).check();
    await expect(page).toHaveURL(/\/ua\/podbor-kosmetiki\/\?skin_type=\d+$/);

    const exclude = panel.getByRole('checkbox', { name: /^Без інгредієнта / }).first();
    const excludedId = await exclude.getAttribute('value');
    await exclude.check();
    await expect(page).toHaveURL(new RegExp(`\\?skin_type=\\d+&exclude=${excludedId}$`));
    const url = page.url();
    await expect(page.getByRole('list', { name: 'Обрані умови' })).toContainText('Суха');
    await expect(page.getByRole('list', { name: 'Обрані умови' })).toContainText('Без:');

    const count = ((await page.locator('#selection-count').textContent()) ?? '').trim();
    const titles = await page.locator('main article h2').allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);

    await page.goto(url);
    await openFiltersIfFolded(page, /^Фільтри/);
    await expect(panel.getByRole('checkbox', { name: 'Суха' })).toBeChecked();
    await expect(panel.locator(`input[name="exclude"][value="${excludedId}"]`)).toBeChecked();
    await expect(page.locator('#selection-count')).toHaveText(count);
    expect(await page.locator('main article h2').allInnerTexts()).toEqual(titles);
  });

  test('a shared link opens the same choice without scripts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/podbor-kosmetiki/?skin_type=2,1&exclude=1');
    await expect(page.locator('input[name="skin_type"][value="1"]')).toBeChecked();
    await expect(page.locator('input[name="skin_type"][value="2"]')).toBeChecked();
    await expect(page.locator('input[name="exclude"][value="1"]')).toBeChecked();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await context.close();
  });

  test('the helper has no serious accessibility violations', async ({ page }) => {
    await page.goto('/podbor-kosmetiki/');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe('files for crawlers', () => {
  test('sitemap.xml is an index of child sitemaps that list both languages with hreflang alternates', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const index = await response.text();
    expect(index).toContain('<sitemapindex');
    const files = [...index.matchAll(/<loc>(http[^<]+)<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/g)].map((m) => new URL(m[1]).pathname);
    expect(files).toEqual(expect.arrayContaining(['/sitemaps/pages.xml', '/sitemaps/landings.xml', '/sitemaps/posts.xml', '/sitemaps/products-1.xml']));
    const read = async (path: string) => {
      const file = await request.get(path);
      expect(file.status(), path).toBe(200);
      return file.text();
    };
    const pages = await read('/sitemaps/pages.xml');
    expect(pages).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(pages).toMatch(/<loc>http[^<]+\/ingredienty\/<\/loc>/);
    expect(pages).toMatch(/<loc>http[^<]+\/ua\/ingredienty\/<\/loc>/);
    expect(pages).toMatch(/<xhtml:link rel="alternate" hreflang="uk" href="http[^"]+\/ua\/podbor-kosmetiki\/"\/>/);
    expect(pages).toMatch(/<xhtml:link rel="alternate" hreflang="ru" href="http[^"]+\/podbor-kosmetiki\/"\/>/);
    expect(pages).toContain('hreflang="x-default"');
    expect(pages).not.toContain('hreflang="ua"');
    expect(await read('/sitemaps/products-1.xml')).toMatch(/<loc>http[^<]+\/ua\/katalog\/[^/]+\/[^/]+\/<\/loc><lastmod>/);
    expect(await read('/sitemaps/landings.xml')).toMatch(/<loc>http[^<]+\/product-category\/[^<]+<\/loc>/);
    expect(await read('/sitemaps/posts.xml')).toMatch(/<loc>http[^<]+\/ua\/video\/[^<]+<\/loc><lastmod>/);
    // Every listed page opens.
    for (const loc of [...pages.matchAll(/<loc>(http[^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)) {
      expect((await request.get(loc)).status(), loc).toBe(200);
    }
    expect((await request.get('/sitemaps/products-999.xml')).status()).toBe(404);
    expect((await request.get('/sitemaps/other.xml')).status()).toBe(404);
  });

  test('robots.txt points to the sitemap', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(text).toContain('Disallow: /ua/profile/');
  });
});
