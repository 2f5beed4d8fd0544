import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CatalogFixtures, insertCatalogFixtures } from './catalog.test-support.ts';

let t: TestApp;
let fx: CatalogFixtures;
beforeAll(async () => {
  t = await createTestApp();
  fx = await insertCatalogFixtures(t.deps);
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('GET /v1/catalog/product/{slug}', () => {
  it('answers the card, the seven tabs in order, breadcrumbs, SEO and JSON-LD fields', async () => {
    const res = await get('/api/v1/catalog/product/fx-rose-cream');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({
      id: fx.roseCream.id,
      title: 'Увлажняющий крем с розой',
      brand: { slug: 'fx-christina' },
      breadcrumbs: { brand: { slug: 'fx-christina' }, series: { slug: 'fx-rose-de-mer' }, title: 'Увлажняющий крем с розой' },
      selectType: { id: fx.roseCream.small, price: 1000 },
      categories: [{ id: fx.categoryCreams, slug: 'fx-face-creams', title: 'Кремы для лица' }],
      questionsCount: 0,
      jsonLd: {
        name: 'Увлажняющий крем с розой',
        sku: 'FX-CR-50',
        brand: 'Christina',
        image: '/media/products/fx-1-800.webp',
        description: 'Крем для сухой кожи.',
        offers: { priceCurrency: 'UAH', lowPrice: 1000, highPrice: 3000, offerCount: 3, availability: 'https://schema.org/InStock' },
        aggregateRating: null,
      },
      seo: { title: expect.stringContaining('Увлажняющий крем с розой'), description: 'Крем для сухой кожи.' },
    });
    expect(page.tabs.map((tab: { index: number; key: string }) => [tab.index, tab.key])).toEqual([
      [0, 'everything'],
      [1, 'description'],
      [2, 'structure'],
      [3, 'recommendation'],
      [4, 'comments'],
      [5, 'questions'],
      [6, 'additional'],
    ]);
    expect(page.tabs[0].content).toContain('<h3>Описание</h3><p>Крем для сухой кожи.</p>');
    expect(page.tabs[0].content).toContain('<h3>Состав</h3>');
    expect(page.tabs[0].content).not.toContain('Дополнительно');
    expect(page.tabs[2].ingredients).toEqual([
      { id: fx.ingredients.aqua, slug: 'fx-aqua', inciName: 'Aqua', title: 'Вода' },
      { id: fx.ingredients.glycerin, slug: 'fx-glycerin', inciName: 'Glycerin', title: 'Глицерин' },
    ]);
    // The INCI list shows once: as links on the structure tab (its written "Aqua, Glycerin" paragraph is
    // left out there), as one line on tab 0.
    expect(page.tabs[2].content).toBe('');
    expect(page.tabs[0].content.match(/Aqua, Glycerin/g)).toHaveLength(1);
    expect(page.tabs[4]).toEqual({ index: 4, key: 'comments', title: 'Отзывы', count: 0 });
    expect(page.attributes).toEqual([
      expect.objectContaining({ slug: 'skin-type', values: [expect.objectContaining({ slug: 'fx-dry', title: 'Сухая' })] }),
      expect.objectContaining({ slug: 'purpose', values: [expect.objectContaining({ slug: 'fx-hydration' })] }),
    ]);
    expect(page.gallery.map((i: { url: string }) => i.url)).toEqual(['/media/products/fx-1', '/media/products/fx-2']);
  });

  it('answers in Ukrainian and selects the asked variant', async () => {
    const res = await get(`/api/v1/catalog/product/fx-rose-cream?value=${fx.roseCream.medium}`, { 'x-localization': 'ua' });
    const page = res.json().data;
    expect(page.title).toBe('Зволожувальний крем з трояндою');
    expect(page.tabs[3]).toMatchObject({ title: 'Рекомендації щодо застосування', content: '<p>Наносити вранці.</p>' });
    expect(page.selectType).toMatchObject({ id: fx.roseCream.medium, value: '100 мл', price: 1800 });
  });

  it('marks a product out of stock in JSON-LD', async () => {
    const page = (await get('/api/v1/catalog/product/fx-holy-toner')).json().data;
    expect(page.jsonLd.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(page.hasDuplicate).toBe(true);
    expect(page.breadcrumbs.series).toMatchObject({ slug: 'fx-green-collection', isCollection: true });
  });

  it('answers 404 JSON for unknown and unpublished slugs', async () => {
    for (const slug of ['no-such-product', 'fx-hidden', "x'%20or%201=1", 'a'.repeat(200)]) {
      const res = await get(`/api/v1/catalog/product/${slug}`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json().message).toBe('Не найдено');
    }
  });
});
