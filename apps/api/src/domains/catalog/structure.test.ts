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

describe('GET /v1/catalog/categories', () => {
  it('lists categories with parents and counts that include subcategories', async () => {
    const res = await get('/api/v1/catalog/categories', { 'x-localization': 'ua' });
    expect(res.statusCode).toBe(200);
    const bySlug = new Map(res.json().data.map((c: { slug: string }) => [c.slug, c]));
    expect(bySlug.get('fx-face')).toEqual({ id: 90001, parentId: null, slug: 'fx-face', title: 'Догляд за обличчям', sort: 1, productsCount: 3 });
    expect(bySlug.get('fx-face-creams')).toMatchObject({ parentId: 90001, productsCount: 1 });
  });
});

describe('GET /v1/catalog/category/{slug}', () => {
  it('describes a category with its breadcrumbs and filter', async () => {
    const res = await get('/api/v1/catalog/category/fx-face-creams');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      type: 'category',
      id: fx.categoryCreams,
      title: 'Кремы для лица',
      breadcrumbs: [
        { type: 'category', slug: 'fx-face', title: 'Уход за лицом', brandSlug: null },
        { type: 'category', slug: 'fx-face-creams' },
      ],
      filter: { category: String(fx.categoryCreams) },
      productsCount: 1,
      seo: { title: expect.stringContaining('Кремы для лица') },
    });
    expect(res.json().data.seo.description).toContain('1');
  });

  it('describes a brand with its description as SEO text', async () => {
    const res = await get('/api/v1/catalog/category/fx-christina', { 'x-localization': 'ua' });
    expect(res.json().data).toMatchObject({
      type: 'brand',
      description: '<p>Ізраїльська косметика</p>',
      brand: { id: fx.brandChristina, slug: 'fx-christina' },
      filter: { brand: String(fx.brandChristina) },
      productsCount: 2,
      seo: { description: 'Ізраїльська косметика' },
    });
  });

  it('describes a series and a collection under their brand', async () => {
    const series = (await get('/api/v1/catalog/category/fx-rose-de-mer')).json().data;
    expect(series).toMatchObject({
      type: 'series',
      brand: { slug: 'fx-christina' },
      image: { url: '/media/products/fx-1' },
      breadcrumbs: [{ type: 'brand', slug: 'fx-christina' }, { type: 'series', slug: 'fx-rose-de-mer', brandSlug: 'fx-christina' }],
      filter: { series: String(fx.seriesRose) },
    });
    const collection = (await get('/api/v1/catalog/category/fx-green-collection?type=collection')).json().data;
    expect(collection).toMatchObject({ type: 'collection', title: 'Зелёная коллекция', filter: { collection: String(fx.collectionGreen) } });
  });

  it('describes a tag page under its category', async () => {
    const res = await get('/api/v1/catalog/category/fx-face?tag=fx-moisturizing');
    expect(res.json().data).toMatchObject({
      type: 'tag',
      title: 'Увлажнение',
      breadcrumbs: [{ type: 'category', slug: 'fx-face' }, { type: 'tag', slug: 'fx-moisturizing' }],
      filter: { tag: String(fx.tag) },
      productsCount: 1,
    });
  });

  it('answers 404 JSON for unknown slugs and kinds that do not match', async () => {
    for (const url of ['/api/v1/catalog/category/no-such', '/api/v1/catalog/category/fx-face?tag=nope', '/api/v1/catalog/category/fx-christina?type=series']) {
      const res = await get(url, { 'x-localization': 'ua' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Не знайдено' });
    }
  });
});

describe('GET /v1/get_attribute/{id}', () => {
  it('counts products per value under the other filters, by id or slug', async () => {
    const byId = await get(`/api/v1/get_attribute/${fx.skinType.id}?category=fx-face`);
    expect(byId.statusCode).toBe(200);
    const values = new Map(byId.json().data.values.map((v: { slug: string; count: number }) => [v.slug, v.count]));
    expect(values.get('fx-dry')).toBe(2);
    expect(values.get('fx-oily')).toBe(1);

    // The attribute's own choice does not narrow its counts; another attribute's does.
    const chosen = await get(`/api/v1/get_attribute/skin-type?category=fx-face&attribute_values=${fx.skinType.dry}`);
    expect(new Map(chosen.json().data.values.map((v: { slug: string; count: number }) => [v.slug, v.count])).get('fx-oily')).toBe(1);
    const narrowed = await get(`/api/v1/get_attribute/skin-type?category=fx-face&attribute_values=${fx.purpose.hydration}`);
    const narrowedCounts = new Map(narrowed.json().data.values.map((v: { slug: string; count: number }) => [v.slug, v.count]));
    expect(narrowedCounts.get('fx-dry')).toBe(1);
    expect(narrowedCounts.get('fx-oily')).toBe(0);
  });

  it('answers 404 for an unknown attribute', async () => {
    expect((await get('/api/v1/get_attribute/999999')).statusCode).toBe(404);
    expect((await get('/api/v1/get_attribute/no-such-attribute')).statusCode).toBe(404);
  });
});

describe('GET /v1/catalog/sitemap and its parts', () => {
  it('indexes the listed products by file, with the last change', async () => {
    const res = await get('/api/v1/catalog/sitemap');
    expect(res.statusCode).toBe(200);
    const index = res.json().data;
    expect(index.productFiles).toBe(1);
    expect(Number.isNaN(Date.parse(index.productsLastmod))).toBe(false);
  });

  it('lists every listed product with its brand, and nothing past the last file', async () => {
    const products = (await get('/api/v1/catalog/sitemap/products?page=1')).json().data as Array<{ slug: string; brandSlug: string; updatedAt: string }>;
    const bySlug = new Map(products.map((p) => [p.slug, p]));
    expect(bySlug.get('fx-rose-cream')).toMatchObject({ brandSlug: 'fx-christina' });
    expect(Number.isNaN(Date.parse(bySlug.get('fx-rose-cream')!.updatedAt))).toBe(false);
    // Unpublished products are not for crawlers; the seeded catalogue is listed as well.
    expect(bySlug.has('fx-hidden')).toBe(false);
    const listed = (await get('/api/v1/catalog/products?per_page=1')).json().meta.total;
    expect(products).toHaveLength(listed);
    expect((await get('/api/v1/catalog/sitemap/products?page=2')).json().data).toEqual([]);
    expect((await get('/api/v1/catalog/sitemap/products?page=abc')).json().data).toHaveLength(listed);
  });

  it('lists the landings that have listed products: brands, series, collections, ingredients', async () => {
    const landings = (await get('/api/v1/catalog/sitemap/landings')).json().data;
    expect(landings.brands.map((b: { slug: string }) => b.slug)).toContain('fx-christina');
    expect(landings.series).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ slug: 'fx-rose-de-mer', brandSlug: 'fx-christina', isCollection: false }),
        expect.objectContaining({ slug: 'fx-green-collection', isCollection: true }),
      ]),
    );
    expect(landings.ingredients).toEqual(expect.arrayContaining(['fx-glycerin']));
    expect(new Set(landings.ingredients).size).toBe(landings.ingredients.length);
    expect(landings.categories.length).toBeGreaterThan(0);
  });
});
