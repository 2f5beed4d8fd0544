import AxeBuilder from '@axe-core/playwright';
import { expect, gotoBeforeHydration, test } from './support/test.ts';

test.describe('page shell', () => {
  test('home renders in Russian at / with the shell from the database', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.locator('footer')).toContainText('info@procosmetics.ua');
    await expect(page.locator('link[rel="alternate"][hreflang="uk"]')).toHaveAttribute('href', /\/ua\/$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  });

  test('home renders in Ukrainian at /ua/', async ({ page }) => {
    const response = await page.goto('/ua/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.getByText('Безкоштовна доставка Новою Поштою', { exact: false }).first()).toBeVisible();
  });

  test('pages carry their styles: no stylesheet requests, and styles hold after client navigation', async ({ page }) => {
    const stylesheetRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheetRequests.push(request.url());
    });
    await page.goto('/');
    await expect(page.locator('head > style')).toHaveCount(1);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    const skipLink = page.getByRole('link', { name: 'Перейти к содержимому' });
    await expect(skipLink).toHaveCSS('position', 'fixed');
    await page.locator('a[href="/novinki/"]:visible').first().click();
    await expect(page).toHaveURL(/\/novinki\/$/);
    await expect(skipLink).toHaveCSS('position', 'fixed');
    expect(stylesheetRequests).toEqual([]);
  });

  test('a path without a trailing slash redirects with 301 keeping the query', async ({ request }) => {
    const response = await request.get('/pages/public-offer?from=footer', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/pages/public-offer/?from=footer');
  });

  test('an unknown path answers 404 with the not-found page and keeps the URL', async ({ page }) => {
    const response = await page.goto('/no-such-page/here/?q=1#top');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Страница не найдена');
    expect(page.url()).toMatch(/\/no-such-page\/here\/\?q=1#top$/);
  });

  test('a static page renders from the database in both languages', async ({ page }) => {
    await page.goto('/pages/public-offer/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Публичная оферта');
    await page.goto('/ua/pages/public-offer/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Публічна оферта');
  });

  test('the home page has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
  });
});

test.describe('page shell behaviour', () => {
  test('header messages rotate every 5 seconds', async ({ page }) => {
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Новости магазина' });
    const first = await strip.locator('p').innerText();
    // Keep the pointer away from the strip: hovering pauses the rotation.
    await page.mouse.move(5, 600);
    await expect(strip.locator('p')).not.toHaveText(first, { timeout: 8_000 });
  });

  test('the language switch opens the same page in Ukrainian', async ({ page }) => {
    await page.goto('/pages/public-offer/?from=test');
    // On phones the switch lives in the burger drawer.
    const burger = page.getByRole('button', { name: 'Открыть меню' });
    if (await burger.isVisible()) await burger.click();
    await page.getByRole('list', { name: 'Язык сайта' }).getByRole('link', { name: /UA/ }).locator('visible=true').first().click();
    await expect(page).toHaveURL(/\/ua\/pages\/public-offer\/\?from=test$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  });
});

test.describe('burger menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('opens the drawer with the catalogue menu and closes on navigation', async ({ page }) => {
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Открыть меню' });
    await expect(burger).toBeVisible();
    await burger.click();
    // By name: the offer to switch to Ukrainian is a dialog too and may open after 5 s.
    const drawer = page.getByRole('dialog', { name: 'Меню' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Новинки' }).first().click();
    await expect(page).toHaveURL(/\/novinki\/$/);
    await expect(page.getByRole('dialog', { name: 'Меню' })).toHaveCount(0);
  });

  test('paints before its scripts load and opens the drawer for a tap made before they ran', async ({ page }) => {
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      releaseScripts = resolve;
    });
    const scriptRequests: string[] = [];
    await page.route('**/assets/*.js', async (route) => {
      scriptRequests.push(route.request().url());
      await scriptsHeld;
      await route.continue();
    });
    await gotoBeforeHydration(page, '/');
    const burger = page.getByRole('button', { name: 'Открыть меню' });
    await expect(burger).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    await burger.click();
    expect(scriptRequests.length).toBeGreaterThan(0);
    releaseScripts();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(page.getByRole('dialog', { name: 'Меню' })).toBeVisible();
  });
});
