import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/** Brand and volume filters, the card's volume select and its in-stock "от" price; the projects run at 1440 and 375 px. */
const LANGUAGES = [
  { prefix: '', filters: /^Фильтры/, brand: 'Бренд', volume: 'Объём', basket: 'Корзина', outOfStock: 'нет в наличии' },
  { prefix: '/ua', filters: /^Фільтри/, brand: 'Бренд', volume: 'Об’єм', basket: 'Кошик', outOfStock: 'немає в наявності' },
] as const;

const PROMO_FLAG = 'procosmetics:first-order-promo-shown';

/** Whole hryvnia in a text ("от 1 380 грн" → 1380). */
const priceOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** The filter panel: a sidebar from 1024 px, a sheet behind the toolbar's button on phones. */
async function openFilters(page: Page, name: RegExp): Promise<Locator> {
  const panel = page.locator('#catalog-filters');
  // After a choice on a phone the sheet stays open over the list.
  if (await panel.isVisible()) return panel;
  await page.getByRole('button', { name }).click();
  await expect(panel).toBeVisible();
  return panel;
}

/** The options of one facet group: label text, count and the checkbox. */
async function facetOptions(panel: Locator, title: string) {
  const group = panel.locator('details').filter({ has: panel.page().locator('summary', { hasText: new RegExp(`^${title}$`) }) });
  await expect(group).toBeVisible();
  const labels = group.locator('label');
  const rows = await labels.evaluateAll((nodes) =>
    nodes.map((node) => ({
      title: node.querySelector('span')?.textContent ?? '',
      count: Number(node.querySelector('span:last-child')?.textContent ?? '0'),
      value: (node.querySelector('input') as HTMLInputElement | null)?.value ?? '',
    })),
  );
  return { group, rows };
}

async function totalOf(page: Page, url: string): Promise<{ total: number; slugs: string[] }> {
  const answer = await page.request.get(`/api/v1/catalog/products?${url}&per_page=100`);
  const body = await answer.json();
  return { total: body.meta.total, slugs: body.data.map((p: { slug: string }) => p.slug) };
}

for (const lang of LANGUAGES) {
  test.describe(`catalogue filters ${lang.prefix || '/'}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((flag) => window.localStorage.setItem(flag, '1'), PROMO_FLAG);
    });

    test('a brand and a volume narrow the list, and each facet counts under the other', async ({ page }) => {
      await page.goto(`${lang.prefix}/katalog/`);
      let panel = await openFilters(page, lang.filters);

      // Pick the brand with the most products.
      const brands = await facetOptions(panel, lang.brand);
      expect(brands.rows.length).toBeGreaterThan(1);
      const brand = [...brands.rows].sort((a, b) => b.count - a.count)[0];
      await brands.group.locator(`input[value="${brand.value}"]`).check();
      await expect(page).toHaveURL(new RegExp(`[?&]brand=${brand.value}(&|$)`));
      const byBrand = await totalOf(page, `brand=${brand.value}`);
      expect(byBrand.total).toBe(brand.count);
      const tiles = page.locator('main article');
      await expect(tiles).toHaveCount(Math.min(brand.count, 12));
      for (const text of await tiles.locator('p:first-of-type').allTextContents()) expect(text).toBe(brand.title);

      // The volume counts now count this brand's products only; pick the commonest volume.
      panel = await openFilters(page, lang.filters);
      const volumes = await facetOptions(panel, lang.volume);
      const volume = [...volumes.rows].sort((a, b) => b.count - a.count)[0];
      expect(volume.count).toBeLessThanOrEqual(brand.count);
      await volumes.group.locator(`input[value="${volume.value}"]`).check();
      await expect(page).toHaveURL(/[?&]volume=/);
      const query = `brand=${brand.value}&volume=${encodeURIComponent(volume.value)}`;
      const both = await totalOf(page, query);
      expect(both.total).toBe(volume.count);
      await expect(tiles).toHaveCount(Math.min(volume.count, 12));
      // Every product listed has the volume among its variants.
      const cards = (await (await page.request.get(`/api/v1/catalog/products?${query}&per_page=100`)).json()).data as {
        productPrices: { value: string }[];
      }[];
      for (const card of cards) expect(card.productPrices.map((v) => v.value.trim().toLowerCase().replace(',', '.'))).toContain(volume.value);

      // The brand's own count is unchanged by its own choice; the chips name both choices.
      panel = await openFilters(page, lang.filters);
      const brandsAfter = await facetOptions(panel, lang.brand);
      expect(brandsAfter.rows.find((r) => r.value === brand.value)?.count).toBe(volume.count);
      await expect(panel.locator(`input[name="brand"][value="${brand.value}"]`)).toBeChecked();
      await expect(panel.locator(`input[name="volume"][value="${volume.value}"]`)).toBeChecked();
      // On a phone the sheet is closed to reach the list's chips.
      if ((page.viewportSize()?.width ?? 1440) < 1024) {
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
      }
      const chips = page.locator('main ul li a', { hasText: new RegExp(`^${volume.title}`) });
      await expect(chips.first()).toBeVisible();

      // Removing the volume's chip leaves the brand chosen.
      await chips.first().click();
      await expect(page).not.toHaveURL(/volume=/);
      await expect(page).toHaveURL(new RegExp(`brand=${brand.value}`));
      await expect(tiles).toHaveCount(Math.min(brand.count, 12));
    });

    test('without scripts the panel still filters by brand and volume', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${lang.prefix}/katalog/?volume=${encodeURIComponent('50 мл')}`);
      const panel = page.locator('#catalog-filters');
      const checkbox = panel.locator('input[name="volume"][value="50 мл"]');
      await expect(checkbox).toHaveCount(1);
      expect(await checkbox.isChecked()).toBe(true);
      const { total } = await totalOf(page, `volume=${encodeURIComponent('50 мл')}`);
      await expect(page.locator('main article')).toHaveCount(Math.min(total, 12));
      await context.close();
    });

    test('a card of several volumes lets the shopper choose the volume, and its "от" price counts volumes in stock', async ({ page }) => {
      await page.goto(`${lang.prefix}/katalog/`);
      const tile = page.locator('main article').filter({ has: page.getByTestId('tile-volume') }).first();
      await expect(tile).toBeVisible();
      const select = tile.getByTestId('tile-volume');
      await expect(select).toHaveAccessibleName(new RegExp(lang.volume));

      const options = await select.locator('option').evaluateAll((nodes) =>
        nodes.map((n) => ({ value: (n as HTMLOptionElement).value, text: n.textContent ?? '', disabled: (n as HTMLOptionElement).disabled })),
      );
      expect(options.length).toBeGreaterThan(1);
      const buyable = options.filter((o) => !o.disabled);
      for (const o of options.filter((o) => o.disabled)) expect(o.text).toContain(lang.outOfStock);
      // The tile's price is the lowest among the volumes in stock.
      const lowest = Math.min(...buyable.map((o) => priceOf(o.text.split('—')[1] ?? '')));
      const shown = await tile.locator('[class*="current"]').first().textContent();
      expect(priceOf(shown ?? '')).toBe(lowest);

      // Choose another volume in stock (or the only one) and add it: the basket has that volume.
      const pick = buyable[buyable.length - 1];
      await select.selectOption(pick.value);
      const volumeLabel = pick.text.split('—')[0].trim();
      await tile.getByTestId('add-to-basket').click();
      const dialog = page.getByRole('dialog', { name: lang.basket });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('basket-line')).toContainText(volumeLabel);

      // The select fits the tile at every width.
      const [tileBox, selectBox] = await Promise.all([tile.boundingBox(), select.boundingBox()]);
      expect(selectBox && tileBox && selectBox.x + selectBox.width <= tileBox.x + tileBox.width + 1).toBe(true);
    });
  });
}
