import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { dialog, isPhone, outboxDir, signInAs } from './support/accounts.ts';
import { decodeMime, outboxFiles } from './support/outbox.ts';
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
  // The document's list stays the current tab.
  const tabs = page.getByRole('navigation', { name: text(page, 'Документы склада', 'Документи складу') });
  await expect(tabs.getByRole('link', { name: text(page, 'Перемещения на склад', 'Переміщення на склад') })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: text(page, 'Расходные накладные', 'Видаткові накладні') })).not.toHaveAttribute('aria-current', 'page');
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

test('the leftovers page sends the remainings report by mail and downloads it as an .xlsx of what is held', async ({ page }) => {
  await signInAs(page, 'distributor');
  await page.goto(`${prefix(page)}/distributor-storage/leftovers/`);
  const row = page.getByTestId('warehouse-leftover').first();
  await expect(row).toBeVisible();
  const article = (await row.getAttribute('data-article')) ?? '';
  const held = Number(await row.getByTestId('warehouse-held').textContent());

  await page.getByRole('button', { name: text(page, 'Отчёт об остатках', 'Звіт про залишки') }).click();
  const remainings = dialog(page);
  await expect(remainings).toBeVisible();
  await expect(remainings.getByRole('heading', { name: text(page, 'Отчёт об остатках', 'Звіт про залишки') })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('remainings-dialog.png') });

  // By mail: the letter goes to the account's own address, with a link to the file.
  const before = await outboxFiles();
  await remainings.getByRole('button', { name: text(page, 'Отправить на почту', 'Надіслати на пошту') }).click();
  await expect(remainings.getByRole('status')).toContainText('distributor@demo.procosmetics.ua');
  await expect.poll(async () => (await outboxFiles()).filter((name) => !before.includes(name)).length).toBeGreaterThan(0);
  const letters = await Promise.all((await outboxFiles()).filter((name) => !before.includes(name)).map((name) => fs.promises.readFile(`${outboxDir}/${name}`, 'utf8')));
  const letter = letters.map(decodeMime).find((body) => body.includes('distributor@demo.procosmetics.ua') && body.includes('/remainings/attachment?distributor='));
  expect(letter).toBeTruthy();

  // Now: the .xlsx holds the row shown on the page with the same count.
  const [download] = await Promise.all([page.waitForEvent('download'), remainings.getByRole('button', { name: text(page, 'Скачать .xlsx', 'Завантажити .xlsx') }).click()]);
  expect(download.suggestedFilename()).toBe('remainings.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(fs.readFileSync(await download.path()) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  const fileRow = rows.find((cells) => cells[2] === article);
  expect(fileRow?.[4]).toBe(held);
});
