import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

interface Variant {
  id: number;
  value: string;
  article: string;
  price: number;
  inStock: boolean;
}
interface Card {
  id: number;
  slug: string;
  title: string;
  brand: { slug: string };
  productPrices: Variant[];
  selectType: Variant;
}

/** A product with a variant in stock and one out of stock, at different prices (from the seeded catalogue). */
async function productWithMissingVariant(request: APIRequestContext): Promise<{ card: Card; path: string; missing: Variant }> {
  const list = await (await request.get('/api/v1/catalog/products?per_page=100')).json();
  for (const card of list.data as Card[]) {
    const missing = card.productPrices.find((v) => !v.inStock && v.price !== card.selectType.price && v.article !== card.selectType.article);
    if (card.selectType.inStock && missing) return { card, path: `/katalog/${card.brand.slug}/${card.slug}/`, missing };
  }
  throw new Error('the seeded catalogue has no product with a variant out of stock');
}

const thinPrice = (value: number) => `${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '\u2009')}\u00a0грн`;

async function dataLayerEvents(page: Page): Promise<{ event?: string; ecommerce?: Record<string, unknown> }[]> {
  return page.evaluate(() => (window as unknown as { dataLayer?: [] }).dataLayer ?? []);
}

test.describe('product card', () => {
  test('choosing a variant changes price, article and the URL', async ({ page, request }) => {
    const { card, path, missing } = await productWithMissingVariant(request);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.title);
    await expect(page.getByTestId('variant-article')).toHaveText(card.selectType.article);

    // The sizes are labelled radio buttons drawn as chips: the shopper clicks the chip.
    const option = page.getByRole('radio', { name: new RegExp(`^${missing.value}`) });
    await page.locator('label').filter({ has: option }).click();
    await expect(option).toBeChecked();
    await expect(page.getByTestId('variant-article')).toHaveText(missing.article);
    await expect(page.getByText(thinPrice(missing.price)).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`\\?value=${missing.id}$`));

    // The variant URL opened fresh shows the same variant.
    await page.reload();
    await expect(page.getByTestId('variant-article')).toHaveText(missing.article);
  });

  test('the product URL is one: without or with another brand it redirects, unknown slugs are 404', async ({ request }) => {
    const { card, path } = await productWithMissingVariant(request);
    const bare = await request.get(`/katalog/${card.slug}/`, { maxRedirects: 0 });
    expect(bare.status()).toBe(301);
    expect(bare.headers().location).toBe(path);
    const wrongVariant = await request.get(`${path}?value=abc`, { maxRedirects: 0 });
    expect(wrongVariant.status()).toBe(301);
    expect(wrongVariant.headers().location).toBe(path);
    expect((await request.get('/katalog/no-such-product-anywhere/')).status()).toBe(404);
    expect((await request.get('/katalog/no-brand/no-such-product/')).status()).toBe(404);
    expect((await request.get('/ua/katalog/no-such-product-anywhere/')).status()).toBe(404);
  });

  test('Product JSON-LD carries the price in UAH and availability; meta and preload are set', async ({ page, request }) => {
    const { card, path } = await productWithMissingVariant(request);
    await page.goto(path);
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    const product = blocks.find((b) => b['@type'] === 'Product');
    expect(product.name).toBe(card.title);
    expect(product.offers.priceCurrency).toBe('UAH');
    expect(product.offers.lowPrice).toBe(Math.min(...card.productPrices.map((v) => v.price)));
    expect(product.offers.availability).toBe('https://schema.org/InStock');
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.at(-1).name).toBe(card.title);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    await expect(page.locator('meta[property="product:price:currency"]')).toHaveAttribute('content', 'UAH');
    await expect(page.locator('link[rel="preload"][as="image"]').first()).toHaveAttribute('imagesrcset', /\.webp/);
  });

  test('the data layer receives view_item in UAH', async ({ page, request }) => {
    const { card, path } = await productWithMissingVariant(request);
    await page.goto(path);
    await expect.poll(async () => (await dataLayerEvents(page)).some((e) => e.event === 'view_item')).toBe(true);
    const event = (await dataLayerEvents(page)).find((e) => e.event === 'view_item');
    expect(event?.ecommerce).toMatchObject({ currency: 'UAH', value: card.selectType.price, items: [{ item_name: card.title }] });
  });

  test('the structure tab links INCI names to ingredient pages', async ({ page, request }) => {
    const { path } = await productWithMissingVariant(request);
    await page.goto(path);
    await page.getByRole('tab', { name: 'Состав' }).click();
    const inci = page.getByRole('tabpanel').getByRole('link').first();
    await expect(inci).toHaveAttribute('href', /^\/ingredients\/[^/]+\/$/);
  });

  test('leave a review: validation on empty submit, then sent for moderation', async ({ page, request }) => {
    const { path } = await productWithMissingVariant(request);
    await page.goto(path);
    await page.getByRole('tab', { name: /^Отзывы/ }).click();
    await page.getByRole('button', { name: 'Оставить отзыв' }).click();
    const dialog = page.getByRole('dialog', { name: 'Отзыв о товаре' });
    await expect(dialog).toBeVisible();
    // Five stars are chosen by default (SPEC §9).
    await expect(dialog.getByRole('radio', { name: '5 звёзд' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Отправить отзыв' }).click();
    await expect(dialog.getByText('Поле обязательно для заполнения')).toHaveCount(3);

    await dialog.locator('label').filter({ has: page.getByRole('radio', { name: '4 звезды' }) }).click();
    await expect(dialog.getByRole('radio', { name: '4 звезды' })).toBeChecked();
    await dialog.getByLabel('Имя').fill('Ирина');
    await dialog.getByLabel('E-mail').fill('not-an-email');
    await dialog.getByLabel('Отзыв').fill('Мягкий тоник, кожа после него спокойная.');
    await dialog.getByRole('button', { name: 'Отправить отзыв' }).click();
    await expect(dialog.getByText('Введите корректный e-mail')).toBeVisible();
    await dialog.getByLabel('E-mail').fill(`irina-${Date.now()}@example.com`);
    await dialog.getByRole('button', { name: 'Отправить отзыв' }).click();
    await expect(dialog).toBeHidden();
    // Reviews wait for staff: the author is told so, and the review is not shown yet.
    await expect(page.getByText('Спасибо за отзыв! Он появится на сайте после проверки.')).toBeVisible();
    await expect(page.getByText('Мягкий тоник, кожа после него спокойная.')).toHaveCount(0);
  });

  test('back-in-stock: validation, then the thank-you text of SPEC §8', async ({ page, request }) => {
    const { path, missing } = await productWithMissingVariant(request);
    await page.goto(`/ua${path}?value=${missing.id}`);
    await expect(page.getByTestId('variant-article')).toHaveText(missing.article);
    await page.getByRole('button', { name: 'Повідомити про надходження' }).click();
    const form = page.getByRole('dialog', { name: 'Повідомити про надходження' });
    await form.getByRole('button', { name: 'Повідомити мене' }).click();
    // The phone's bare +380 mask counts as empty: one "required" under each of the four fields.
    await expect(form.getByText("Поле обов'язкове для заповнення")).toHaveCount(4);

    await form.getByLabel("Ім'я").fill('Олена');
    await form.getByLabel('Телефон').fill('067 123 45 67');
    await expect(form.getByLabel('Телефон')).toHaveValue('+380671234567');
    await form.getByLabel('E-mail').fill('olena@example.com');
    await form.getByLabel('Місто').fill('Київ');
    await form.getByRole('button', { name: 'Повідомити мене' }).click();

    const thanks = page.getByRole('dialog', { name: 'Дякуємо!' });
    await expect(thanks).toContainText("Дякуємо за звернення! Щойно продукт з'явиться в наявності, ми обов'язково Вам повідомимо");
    await thanks.getByRole('button', { name: 'Добре' }).click();
    await expect(thanks).toBeHidden();
  });

  test('buy-together shows other products with arrows when they do not fit', async ({ page, request }) => {
    const { card, path } = await productWithMissingVariant(request);
    const suggestions = await (await request.get(`/api/v1/basket/products/buy-with-in-basket?products[]=${card.id}`)).json();
    test.skip(suggestions.data.length === 0, 'no suggestions for this product in the seeded catalogue');
    await page.goto(path);
    const section = page.getByRole('region', { name: 'С этим товаром покупают' });
    await page.mouse.wheel(0, 4000);
    await expect(section).toBeVisible();
    await expect(section.locator('article').first()).toBeVisible();
    const count = await section.locator('article').count();
    const perView = (page.viewportSize()?.width ?? 0) < 500 ? 1 : (page.viewportSize()?.width ?? 0) < 672 ? 2 : 3;
    await expect(section.getByRole('button', { name: 'Следующие товары' })).toBeVisible({ visible: count > perView });
  });

  test('the product page has no serious accessibility violations', async ({ page, request }) => {
    const { path } = await productWithMissingVariant(request);
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
