import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/** Whole hryvnia shown on a tile ("от 1 380 грн" → 1380). */
function priceOf(text: string): number {
  return Number(text.replace(/[^\d]/g, ''));
}

async function tilePrices(page: Page): Promise<number[]> {
  const texts = await page.locator('main article').evaluateAll((tiles) =>
    tiles.map((tile) => tile.querySelector('[class*="current"]')?.textContent ?? ''),
  );
  return texts.map(priceOf);
}

async function tileTitles(page: Page): Promise<string[]> {
  return page.locator('main article h2').allTextContents();
}

test.describe('product lists', () => {
  test('browse the catalogue, a series and a product', async ({ page }) => {
    const response = await page.goto('/katalog/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Каталог профессиональной косметики');
    await expect(page.locator('main article')).toHaveCount(12);

    const firstTitle = (await tileTitles(page))[0] ?? '';
    await page.locator('main article h2 a').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle);

    // Breadcrumbs: home, brand, series, product. The series opens its own list.
    const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' });
    const series = crumbs.getByRole('link').nth(2);
    const seriesTitle = (await series.textContent()) ?? '';
    await series.click();
    await expect(page).toHaveURL(/\/product-category\/[^/]+\/[^/]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seriesTitle);
    await expect(page.locator('main article').first()).toBeVisible();

    const productInSeries = page.locator('main article h2 a').first();
    const productTitle = (await productInSeries.textContent()) ?? '';
    await productInSeries.click();
    await expect(page).toHaveURL(/\/katalog\/[^/]+\/[^/]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productTitle);
  });

  test('sorting and filtering live in the URL and survive opening it fresh', async ({ page, browser }) => {
    await page.goto('/katalog/');
    await page.getByLabel('Сортировка').selectOption('price_asc');
    await expect(page).toHaveURL(/\/katalog\/\?sort=price_asc$/);
    // The URL changes as the new list is committed; the tiles follow in the same render.
    await expect
      .poll(async () => {
        const prices = await tilePrices(page);
        return prices.length === 12 && prices.every((price, i) => i === 0 || price >= (prices[i - 1] ?? 0));
      })
      .toBe(true);

    // The filters are a sidebar on desktop and a sheet behind the "Filters" button on phones.
    const filters = page.getByRole('button', { name: /^Фильтры/ });
    if (await filters.isVisible()) await filters.click();
    await page.locator('#catalog-filters').getByLabel('Сухая').check();
    await expect(page).toHaveURL(/attribute_values=\d+/);
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(page.getByRole('list', { name: 'Выбранные фильтры' })).toContainText('Сухая');
    const filteredUrl = page.url();
    const filteredTitles = await tileTitles(page);
    expect(filteredTitles.length).toBeGreaterThan(0);

    const fresh = await browser.newPage();
    const response = await fresh.goto(filteredUrl);
    expect(response?.status()).toBe(200);
    expect(await tileTitles(fresh)).toEqual(filteredTitles);
    await expect(fresh.locator('#catalog-filters').getByLabel('Сухая')).toBeChecked();
    await fresh.close();
  });

  test('the price filter narrows the list to the range', async ({ page }) => {
    await page.goto('/katalog/?price_min=500&price_max=900&sort=price_asc');
    const prices = await tilePrices(page);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(500);
      expect(price).toBeLessThanOrEqual(900);
    }
  });

  test('list and grid views switch without losing the choice', async ({ page }) => {
    await page.goto('/katalog/?sort=newest');
    await page.getByRole('link', { name: 'Списком' }).click();
    await expect(page).toHaveURL(/sort=newest&view=list/);
    await expect(page.getByRole('link', { name: 'Плиткой' })).toBeVisible();
    await expect(page.locator('main article').first()).toBeVisible();
  });

  test('pagination: page 2, page 1 redirects, a page past the last is 404', async ({ page, request }) => {
    const list = await (await request.get('/api/v1/catalog/products')).json();
    const last: number = list.meta.last_page;
    expect(last).toBeGreaterThan(1);

    const response = await page.goto('/katalog/page/2/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('navigation', { name: 'Страницы' }).locator('[aria-current="page"]')).toContainText('2');
    await expect(page.locator('main article')).toHaveCount(12);

    const first = await request.get('/katalog/page/1/', { maxRedirects: 0 });
    expect(first.status()).toBe(301);
    expect(first.headers().location).toBe('/katalog/');

    expect((await request.get(`/katalog/page/${last}/`)).status()).toBe(200);
    expect((await request.get(`/katalog/page/${last + 1}/`)).status()).toBe(404);
  });

  test('bad page numbers and query values never fail the page', async ({ request }) => {
    expect((await request.get('/katalog/page/0/')).status()).toBe(404);
    expect((await request.get('/katalog/page/abc/')).status()).toBe(404);
    expect((await request.get('/katalog/page/-3/')).status()).toBe(404);
    const leadingZero = await request.get('/katalog/page/02/', { maxRedirects: 0 });
    expect(leadingZero.status()).toBe(301);
    expect(leadingZero.headers().location).toBe('/katalog/page/2/');
    const badSort = await request.get('/katalog/?sort=cheapest&utm_source=mail', { maxRedirects: 0 });
    expect(badSort.status()).toBe(301);
    expect(badSort.headers().location).toBe('/katalog/?utm_source=mail');
    const badFilters = await request.get('/katalog/?price_min=abc&in_stock=yes&brand=%3Cscript%3E', { maxRedirects: 0 });
    expect(badFilters.status()).toBe(301);
    expect(badFilters.headers().location).toBe('/katalog/');
    expect((await request.get('/katalog/?brand=no-such-brand')).status()).toBe(200);
    expect((await request.get('/product-category/no-such-brand/')).status()).toBe(404);
    expect((await request.get('/problema/no-such-tag/')).status()).toBe(404);
  });

  test('the outlet shows only outlet products', async ({ page, request }) => {
    const response = await page.goto('/outlet/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Аутлет');
    const hrefs = await page.locator('main article h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      const slug = href.split('/').filter(Boolean).pop();
      const product = await (await request.get(`/api/v1/catalog/product/${slug}`)).json();
      expect(product.data.categories.map((c: { id: number }) => c.id)).toContain(799);
    }
  });

  test('novelties, bestsellers, promotions and a tag page answer with their lists', async ({ page }) => {
    for (const [path, title] of [
      ['/novinki/', 'Новинки'],
      ['/top-prodazh/', 'Топ продаж'],
      ['/promotions/', 'Акции'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    }
    const response = await page.goto('/problema/akne/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Акне');
  });

  test('the Ukrainian catalogue speaks Ukrainian', async ({ page }) => {
    await page.goto('/ua/katalog/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Каталог професійної косметики');
    await expect(page.getByText(/^\d+ товар(ів|и)?$/)).toBeVisible();
    await expect(page.locator('main article h2 a').first()).toHaveAttribute('href', /^\/ua\/katalog\//);
    await expect(page).toHaveTitle(/Каталог професійної косметики/);
  });

  test('a list page has its own title, description, preload and breadcrumbs JSON-LD', async ({ page }) => {
    await page.goto('/katalog/page/2/');
    await expect(page).toHaveTitle(/Каталог профессиональной косметики — страница 2/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /страница 2/);
    await expect(page.locator('link[rel="preload"][as="image"]').first()).toHaveAttribute('imagesrcset', /\.webp 320w/);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.some((text) => JSON.parse(text)['@type'] === 'BreadcrumbList')).toBe(true);
    for (const image of await page.locator('main article img').all()) {
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect(image).toHaveAttribute('height', /\d+/);
    }
  });

  test('the data layer receives view_item_list and select_item in UAH', async ({ page }) => {
    await page.goto('/katalog/');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer?.some((e) => e.event === 'view_item_list')))
      .toBe(true);
    const event = await page.evaluate(() =>
      (window as unknown as { dataLayer: { event?: string; ecommerce?: { currency: string; items: unknown[] } }[] }).dataLayer.find(
        (e) => e.event === 'view_item_list',
      ),
    );
    expect(event?.ecommerce?.currency).toBe('UAH');
    expect(event?.ecommerce?.items).toHaveLength(12);
    await page.locator('main article h2 a').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const selected = await page.evaluate(() =>
      (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.some((e) => e.event === 'select_item'),
    );
    expect(selected).toBe(true);
  });

  test('the catalogue has no serious accessibility violations', async ({ page }) => {
    await page.goto('/katalog/');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
