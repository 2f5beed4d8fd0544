import type { Page } from '@playwright/test';
import { isPhone, signInAs } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * The distributor's warehouse: the demo distributor's delivered shop order is there as a move with its
 * lines, and a sale recorded on the sales page lowers the leftovers of what was sold. Russian at
 * 1440 px, Ukrainian at 375 px; each width sells a different product, so the two never race.
 */

const ua = (page: Page) => isPhone(page);
const text = (page: Page, ru: string, uk: string) => (ua(page) ? uk : ru);
const prefix = (page: Page) => (ua(page) ? '/ua' : '');

test('the delivered order is a move with its lines', async ({ page }) => {
  await signInAs(page, 'distributor');
  await page.goto(`${prefix(page)}/distributor-orders/`);
  await expect(page).toHaveURL(/\/distributor-orders\/moving\/$/);
  const fromOrder = page.getByTestId('warehouse-document').filter({ hasText: text(page, 'Заказ №', 'Замовлення №') });
  await expect(fromOrder.first()).toBeVisible();
  await fromOrder.first().getByRole('link').click();
  await expect(page.getByTestId('warehouse-document-detail')).toBeVisible();
  await expect(page.getByTestId('warehouse-line').first()).toBeVisible();
  await expect(page.getByRole('button', { name: text(page, 'Скачать Excel', 'Завантажити Excel') })).toBeVisible();
});

test('a sale lowers the leftovers of what was sold', async ({ page }) => {
  await signInAs(page, 'distributor');
  await page.goto(`${prefix(page)}/distributor-storage/`);
  await expect(page).toHaveURL(/\/distributor-storage\/leftovers\/$/);
  const row = page.getByTestId('warehouse-leftover').nth(ua(page) ? 1 : 0);
  await expect(row).toBeVisible();
  const article = (await row.getAttribute('data-article')) ?? '';
  const before = Number(await row.getByTestId('warehouse-held').textContent());
  expect(before).toBeGreaterThan(0);

  await page.goto(`${prefix(page)}/distributor-storage/sales/`);
  await page.getByLabel(text(page, 'Покупатель', 'Покупець')).fill('Салон «Тест»');
  await page.getByLabel(text(page, 'Добавить товар', 'Додати товар')).fill(article);
  await page.getByTestId('warehouse-choices').getByRole('button').first().click();
  const line = page.getByTestId('warehouse-form-line');
  await expect(line).toHaveCount(1);
  // More than is held is refused on the spot.
  await line.getByRole('spinbutton').first().fill(String(before + 1));
  await expect(line.getByRole('alert')).toBeVisible();
  await line.getByRole('spinbutton').first().fill('1');
  await page.getByRole('button', { name: text(page, 'Провести продажу', 'Провести продаж') }).click();
  await expect(page.getByTestId('warehouse-sale-recorded')).toBeVisible();

  await page.goto(`${prefix(page)}/distributor-storage/leftovers/?search=${encodeURIComponent(article)}`);
  const after = page.getByTestId('warehouse-leftover').filter({ hasText: article });
  await expect(after.getByTestId('warehouse-held')).toHaveText(String(before - 1));
});
