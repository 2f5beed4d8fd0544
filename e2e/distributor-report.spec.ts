import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { isPhone, signInAs } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * The distributor's storage report: the demo distributor (seeded with 90 days of sales) opens
 * /distributor-storage/report/, picks the 90-day period, sees both charts drawn and the figures as a
 * table, and downloads the .xlsx whose rows are those of the table. Russian at 1440 px, Ukrainian at 375 px.
 * The report sits in the storage's layout, and Chart.js (a chunk of its own) loads on the report alone.
 */

const ua = (page: Page) => isPhone(page);
const text = (page: Page, ru: string, uk: string) => (ua(page) ? uk : ru);
const parseNumber = (value: string) => Number(value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));

test('the report shows its chart and downloads an .xlsx whose rows are those of the table', async ({ page }) => {
  await signInAs(page, 'distributor');
  await page.goto(`${ua(page) ? '/ua' : ''}/distributor-storage/report/`);
  const report = page.getByRole('region', { name: text(page, 'Отчёт', 'Звіт') });
  await expect(report).toBeVisible();
  // The report is a page of the storage: its title and tabs, with the report's tab the current one.
  await expect(page.getByRole('heading', { level: 1, name: 'Склад' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Склад' });
  await expect(tabs.getByRole('link', { name: text(page, 'Отчёт', 'Звіт') })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: text(page, 'Остатки', 'Залишки') })).toBeVisible();
  // The report's own button for the leftovers says what it opens, not the name of the tab beside it.
  await report.getByRole('button', { name: text(page, 'Отчёт об остатках', 'Звіт про залишки') }).click();
  await expect(page.getByRole('dialog', { name: text(page, 'Отчёт об остатках', 'Звіт про залишки') })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await report.getByRole('button', { name: text(page, '90 дней', '90 днів') }).click();
  await expect(report.getByRole('button', { name: text(page, '90 дней', '90 днів') })).toHaveAttribute('aria-pressed', 'true');
  // Both charts are drawn on their canvases once Chart.js (its own chunk) has loaded.
  await expect(report.locator('[data-chart-ready]')).toHaveCount(2);
  await expect(report.getByRole('img', { name: text(page, 'Продажи по дням', 'Продажі по днях') })).toBeVisible();

  const table = report.getByRole('table');
  await expect(table).toBeVisible();
  const bodyRows = table.locator('tbody tr');
  const shown = await bodyRows.evaluateAll((rows) =>
    rows.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent ?? '')),
  );
  expect(shown.length).toBeGreaterThan(0);
  const soldTotal = parseNumber((await table.locator('tfoot td').nth(2).textContent()) ?? '');
  expect(soldTotal).toBeGreaterThan(0);

  const [download] = await Promise.all([page.waitForEvent('download'), report.getByRole('button', { name: text(page, 'Скачать Excel', 'Завантажити Excel') }).click()]);
  expect(download.suggestedFilename()).toMatch(/^report-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(fs.readFileSync(await download.path()) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  expect(sheet.name).toBe(text(page, 'Продажи', 'Продажі'));
  const fileRows: unknown[][] = [];
  sheet.eachRow((row) => fileRows.push((row.values as unknown[]).slice(1)));
  // The title, the header, a row per product (the table shows the best sold first, the file all), the total.
  const products = fileRows.slice(2, -1);
  expect(products.length).toBeGreaterThanOrEqual(shown.length);
  for (const [i, cells] of shown.entries()) {
    const [title, article, brand, soldCount, soldSum, quantity] = cells;
    const [fileTitle, fileVariant, fileArticle, fileBrand, fileCount, fileSum, fileQuantity] = products[i];
    expect(title).toBe(`${fileTitle}${fileVariant}`);
    expect([article, brand]).toEqual([fileArticle, fileBrand]);
    expect([parseNumber(soldCount), parseNumber(soldSum), parseNumber(quantity)]).toEqual([fileCount, fileSum, fileQuantity]);
  }
  expect(fileRows.at(-1)?.[4]).toBe(soldTotal);
});

test('the storage tabs lead to the report, and only the report loads the chart code', async ({ page }) => {
  const chartRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/chart-parts-[^/]*\.js/.test(request.url())) chartRequests.push(request.url());
  });
  await signInAs(page, 'distributor');
  await page.goto(`${ua(page) ? '/ua' : ''}/distributor-storage/`);
  await expect(page).toHaveURL(/\/distributor-storage\/leftovers\/$/);
  await expect(page.getByTestId('warehouse-leftover').first()).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Склад' });
  await tabs.getByRole('link', { name: text(page, 'Продажи со склада', 'Продажі зі складу') }).click();
  await expect(page).toHaveURL(/\/distributor-storage\/sales\/$/);
  await expect(page.getByTestId('warehouse-document').first()).toBeVisible();
  // Leftovers and sales, loaded fresh and reached by the tabs, never ask for Chart.js.
  await page.goto(`${ua(page) ? '/ua' : ''}/distributor-storage/sales/`);
  await expect(page.getByTestId('warehouse-document').first()).toBeVisible();
  expect(chartRequests).toEqual([]);

  await tabs.getByRole('link', { name: text(page, 'Отчёт', 'Звіт') }).click();
  await expect(page).toHaveURL(/\/distributor-storage\/report\/$/);
  await expect(page.locator('[data-chart-ready]').first()).toBeVisible();
  expect(chartRequests.length).toBeGreaterThan(0);
  // The storage's frame stayed: same title and tabs, the report's tab now the current one.
  await expect(page.getByRole('heading', { level: 1, name: 'Склад' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: text(page, 'Отчёт', 'Звіт') })).toHaveAttribute('aria-current', 'page');
});
