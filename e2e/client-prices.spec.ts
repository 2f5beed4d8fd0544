import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { pdfText } from '../apps/api/src/domains/payments/pdf-text.test-support.ts';
import { inflatePdf } from '../apps/api/src/domains/professional-club/club.test-support.ts';
import { signInAs } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * The prices popup (SPEC §2 "default prices comparison", 1200; §6): the demo professional opens it
 * from its client list, sees the client-prices title and the empty table, adds two products from the
 * catalogue search and downloads prices.pdf, whose text lists what the table lists. The demo
 * distributor opens it from the basket with the basket's line already in it, under the professional
 * prices title, with the article column at 1440 px and without it at 375 px. Both languages at both
 * widths (the projects run 1440 and 375 px).
 */

const LANGUAGES = [
  {
    prefix: '',
    clientTitle: 'Цены для клиентов',
    proTitle: 'Профессиональные цены',
    empty: 'Товары отсутствуют',
    add: 'Добавить',
    clientButton: 'Счёт для клиента (PDF)',
    proButton: 'Счёт (PDF)',
    compare: 'Сравнить цены',
    totalWord: 'Итого',
  },
  {
    prefix: '/ua',
    clientTitle: 'Ціни для клієнтів',
    proTitle: 'Професійні ціни',
    empty: 'Товари відсутні',
    add: 'Додати',
    clientButton: 'Рахунок для клієнта (PDF)',
    proButton: 'Рахунок (PDF)',
    compare: 'Порівняти ціни',
    totalWord: 'Разом',
  },
] as const;

const PROMO_FLAG = 'procosmetics:first-order-promo-shown';
const squeeze = (text: string) => text.replace(/[\s\u00a0\u202f\u2009]/g, '');
const wholeNumber = (text: string) => Number(text.replace(/[^\d]/g, ''));
const width = (page: Page) => page.viewportSize()?.width ?? 1440;

/** The table's lines as shown: title, volume and the listed (client or professional) price in whole hryvnia. */
async function tableLines(page: Page) {
  return page.getByTestId('prices-line').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent ?? '');
      const listed = row.querySelector('td[class*="listed"]')?.textContent ?? '';
      return { title: cells[0], volume: cells[1], listed };
    }),
  );
}

for (const lang of LANGUAGES) {
  test.describe(`prices popup ${lang.prefix || '/'}`, () => {
    test('a professional picks two products and downloads prices.pdf that lists them at client prices', async ({ page }) => {
      await signInAs(page, 'professional');
      await page.goto(`${lang.prefix}/user-professional-club/clients-list/`);
      await page.getByTestId('club-prices').click();

      const popup = page.getByRole('dialog', { name: lang.clientTitle });
      await expect(popup).toBeVisible();
      expect(await popup.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1200);
      await expect(popup.getByTestId('prices-empty')).toHaveText(lang.empty);
      await expect(popup.getByTestId('prices-download')).toHaveText(lang.clientButton);
      await expect(popup.getByTestId('prices-download')).toBeDisabled();

      const found = popup.getByTestId('prices-found').getByRole('button', { name: new RegExp(`^${lang.add}`) });
      await found.first().click();
      await found.nth(1).click();
      await expect(popup.getByTestId('prices-line')).toHaveCount(2);
      // A professional's table has no article column.
      await expect(popup.getByTestId('prices-article-head')).toHaveCount(0);
      await popup.getByRole('spinbutton').first().fill('3');
      await page.screenshot({ path: test.info().outputPath(`professional-${lang.prefix ? 'ua' : 'ru'}-${width(page)}.png`) });

      const shown = await tableLines(page);
      const [download] = await Promise.all([page.waitForEvent('download'), popup.getByTestId('prices-download').click()]);
      expect(download.suggestedFilename()).toBe('prices.pdf');
      const text = pdfText(inflatePdf(fs.readFileSync(await download.path())));
      const flat = squeeze(text);
      expect(text).toContain(lang.clientTitle);
      expect(text).not.toContain(lang.proTitle);
      // Every line of the table at the price the table shows (the demo's prices are whole hryvnia; the
      // file writes kopecks, "3 726,00"), and the table's total as the file's.
      for (const line of shown) {
        expect(flat).toContain(squeeze(line.title));
        expect(flat).toContain(squeeze(line.volume));
        expect(flat).toContain(`${wholeNumber(line.listed)},00`);
      }
      expect(shown).toHaveLength(2);
      const total = wholeNumber((await popup.getByTestId('prices-totals').locator('td[class*="listed"]').textContent()) ?? '');
      expect(flat).toContain(`${lang.totalWord}:${total},00`);
    });

    test('a distributor compares the basket’s prices: professional prices, the article column only on wide screens', async ({ page }) => {
      await page.addInitScript((flag) => window.localStorage.setItem(flag, '1'), PROMO_FLAG);
      await signInAs(page, 'distributor');
      await page.goto(`${lang.prefix}/katalog/`);
      const tile = page.locator('main article').filter({ has: page.getByTestId('add-to-basket') }).first();
      await tile.getByTestId('add-to-basket').click();
      // The line is in the browser's basket before the page is left.
      await expect
        .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => /basket$/.test(key) && (localStorage.getItem(key) ?? '').includes('select_count'))))
        .toBe(true);

      await page.goto(`${lang.prefix}/buy-flow/basket/`);
      await expect(page.getByTestId('basket-line').first()).toBeVisible();
      // The summary's delivery sentence once pushed the basket past a phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      await page.getByTestId('basket-compare-prices').click();
      const popup = page.getByRole('dialog', { name: lang.proTitle });
      await expect(popup).toBeVisible();
      await expect(popup.getByTestId('prices-line').first()).toBeVisible();
      await expect(popup.getByTestId('prices-download')).toHaveText(lang.proButton);
      await expect(popup.getByTestId('prices-download')).toBeEnabled();
      if (width(page) > 640) await expect(popup.getByTestId('prices-article-head')).toBeVisible();
      else await expect(popup.getByTestId('prices-article-head')).toBeHidden();
      await page.screenshot({ path: test.info().outputPath(`distributor-${lang.prefix ? 'ua' : 'ru'}-${width(page)}.png`) });

      const [download] = await Promise.all([page.waitForEvent('download'), popup.getByTestId('prices-download').click()]);
      const text = pdfText(inflatePdf(fs.readFileSync(await download.path())));
      expect(text).toContain(lang.proTitle);
      expect(squeeze(text)).toContain(squeeze((await tableLines(page))[0].title));
    });
  });
}
