import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, SIGNED_IN_KEY, signInAs } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * The back office's static pages and home banners, and the shop's staff bar (issue 29), at 1440 px:
 * a content editor changes a block of the delivery page and the shop's page shows it; adds a banner
 * with an uploaded picture and the home page shows it; and, on the shop, the staff bar's "edit"
 * opens the back office's form of the product or page on screen. At 375 px the bar's edit link is
 * photographed on a product page.
 */

async function signInToBackOffice(page: Page): Promise<void> {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.locator('input[name="username"]').fill('content@demo.procosmetics.ua');
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /войти|увійти|sign in/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The same browser on the shop: its pages restore the back office's session from the refresh cookie. */
async function openShopSignedIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate((key) => localStorage.setItem(key, '1'), SIGNED_IN_KEY);
  await page.reload();
}

interface Card {
  id: number;
  slug: string;
  title: string;
  brand: { slug: string };
}

test.describe('at 1440 px', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1440, 'the back office is tested at 1440 px');

  test("a content editor edits the delivery page's block and adds a home banner; the shop shows both, and the staff bar's edit opens their forms", async ({ page, browser, request }) => {
    const stamp = Date.now();
    const guest = await (await browser.newContext()).newPage();
    // The guest's page is cached before the change (the second load is served from the page cache).
    await guest.goto('/delivery/');
    expect((await guest.goto('/delivery/'))?.headers()['x-cache']).toBe('hit');

    await signInToBackOffice(page);
    await page.getByRole('menuitem', { name: 'Страницы' }).click();
    await expect(page).toHaveURL(/\/admin\/pages$/);
    await page.getByRole('row').filter({ hasText: '/delivery/' }).click();
    await expect(page).toHaveURL(/\/admin\/pages\/\d+$/);
    const pageId = Number(page.url().split('/').at(-1));
    await page.getByRole('tab', { name: 'Русский' }).click();
    const firstTitle = page.locator('input[name="blocks_ru.0.title"]');
    const before = await firstTitle.inputValue();
    await firstTitle.fill(`Доставка и самовывоз ${stamp}`);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText(/Элемент обновлён|Элемент обновлен/)).toBeVisible();

    await guest.goto('/delivery/');
    await expect(guest.getByText(`Доставка и самовывоз ${stamp}`)).toBeVisible();

    // A banner with an uploaded picture, first in the home page's order.
    await page.getByRole('menuitem', { name: 'Баннеры на главной' }).click();
    await expect(page).toHaveURL(/\/admin\/banners$/);
    await page.getByRole('link', { name: 'Создать' }).click();
    const picture = await sharp({ create: { width: 1800, height: 700, channels: 3, background: '#d9b8a8' } }).png().toBuffer();
    await page.getByTestId('banner-wide-file').setInputFiles({ name: 'spring.png', mimeType: 'image/png', buffer: picture });
    await expect(page.locator('img[alt="Изображение"]')).toBeVisible();
    await page.locator('input[name="title_ru"]').fill(`Весенние новинки ${stamp}`);
    await page.locator('input[name="title_uk"]').fill(`Весняні новинки ${stamp}`);
    await page.locator('input[name="link"]').fill('/novinki/');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page).toHaveURL(/\/admin\/banners$/);
    const bannerRow = page.getByRole('row').filter({ hasText: `Весенние новинки ${stamp}` });
    await expect(bannerRow).toHaveCount(1);

    await guest.goto('/');
    await expect(guest.getByRole('heading', { name: `Весенние новинки ${stamp}` })).toBeVisible();
    await guest.goto('/ua/');
    await expect(guest.getByRole('heading', { name: `Весняні новинки ${stamp}` })).toBeVisible();

    // On the shop the staff bar links the record on screen: the delivery page, then a product.
    await openShopSignedIn(page, '/delivery/');
    const edit = page.getByTestId('admin-bar-edit');
    await expect(edit).toHaveText('Редактировать страницу');
    await expect(edit).toHaveAttribute('href', new RegExp(`/admin/pages/${pageId}$`));
    const list = await (await request.get('/api/v1/catalog/products?per_page=4')).json();
    const card = (list.data as Card[])[0];
    await page.goto(`/katalog/${card.brand.slug}/${card.slug}/`);
    await expect(edit).toHaveText('Редактировать товар');
    await edit.click();
    await expect(page).toHaveURL(new RegExp(`/admin/products/${card.id}$`));
    await expect(page.locator('input[name="title_ru"]')).toHaveValue(card.title);
    // A guest's product page has no staff bar.
    await guest.goto(`/katalog/${card.brand.slug}/${card.slug}/`);
    await expect(guest.getByTestId('admin-bar-edit')).toHaveCount(0);

    // Put back for the other specs: the block's title, and no extra banner.
    await page.goto(`/admin/pages/${pageId}`);
    await page.getByRole('tab', { name: 'Русский' }).click();
    await page.locator('input[name="blocks_ru.0.title"]').fill(before);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText(/Элемент обновлён|Элемент обновлен/)).toBeVisible();
    await page.goto('/admin/banners');
    await page.getByRole('row').filter({ hasText: `Весенние новинки ${stamp}` }).click();
    await page.getByRole('button', { name: 'Удалить' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
    await expect(page).toHaveURL(/\/admin\/banners$/);
  });
});

test.describe('at 375 px', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) !== 375, 'the phone photograph');

  test("staff see the bar's edit link on a product page", async ({ page, request }) => {
    const list = await (await request.get('/api/v1/catalog/products?per_page=4')).json();
    const card = (list.data as Card[])[1];
    await signInAs(page, 'staff');
    await page.goto(`/katalog/${card.brand.slug}/${card.slug}/`);
    const edit = page.getByTestId('admin-bar-edit');
    await expect(edit).toHaveAttribute('href', new RegExp(`/admin/products/${card.id}$`));
    await page.screenshot({ path: test.info().outputPath('admin-bar-edit-375.png') });
  });
});
