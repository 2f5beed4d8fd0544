import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApi } from '../../app.ts';
import { productPrices, products } from '../../db/schema/index.ts';
import { catalogChanged } from '../../core/answer-cache.ts';
import type { PriceViewer } from '../pricing/price-viewer.ts';
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

describe('GET /v1/catalog/products', () => {
  it('lists the cards of a brand with variants, prices in whole grn and analytics fields', async () => {
    const res = await get('/api/v1/catalog/products?brand=fx-christina');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 12, total: 2 });
    const cream = body.data.find((p: { slug: string }) => p.slug === 'fx-rose-cream');
    expect(cream).toMatchObject({
      id: fx.roseCream.id,
      title: 'Увлажняющий крем с розой',
      uaTitle: 'Зволожувальний крем з трояндою',
      brand: { id: fx.brandChristina, title: 'Christina', slug: 'fx-christina' },
      series: { id: fx.seriesRose, slug: 'fx-rose-de-mer', isCollection: false },
      isNew: true,
      isPromotion: true,
      inStock: true,
      minPrice: 1000,
      image: { url: '/media/products/fx-1', width: 800, height: 800, widths: [200, 400, 800] },
      analytics: { item_id: 'FX-CR-50', item_name: 'Увлажняющий крем с розой', item_brand: 'Christina', item_category: 'Кремы для лица', price: 1000 },
    });
    expect(cream.productPrices.map((v: { value: string }) => v.value)).toEqual(['50 мл', '100 мл', '200 мл']);
    expect(cream.productPrices[0]).toMatchObject({ price: 1000, oldPrice: 1200, retailPrice: 1000, quantity: 5, inStock: true, article: 'FX-CR-50' });
    expect(cream.productPrices[1].image).toMatchObject({ url: '/media/products/fx-2' });
    expect(cream.selectType.id).toBe(fx.roseCream.small);
    // The unpublished product is never listed.
    expect(body.data.map((p: { slug: string }) => p.slug)).not.toContain('fx-hidden');
  });

  it('answers in Ukrainian with X-Localization: ua', async () => {
    const res = await get('/api/v1/catalog/products?brand=fx-christina&sort=price_desc', { 'x-localization': 'ua' });
    const cream = res.json().data.find((p: { slug: string }) => p.slug === 'fx-rose-cream');
    expect(cream.title).toBe('Зволожувальний крем з трояндою');
    expect(cream.analytics.item_category).toBe('Креми для обличчя');
  });

  it('rounds kopecks to whole hryvnia', async () => {
    const res = await get('/api/v1/catalog/products?brand=fx-holy-land');
    expect(res.json().data[0].minPrice).toBe(701);
  });

  it('includes subcategories and accepts ids, slugs and bracketed lists', async () => {
    const bySlug = await get('/api/v1/catalog/products?category=fx-face');
    expect(bySlug.json().meta.total).toBe(3);
    const byId = await get(`/api/v1/catalog/products?category[]=${fx.categoryCreams}`);
    expect(byId.json().data.map((p: { slug: string }) => p.slug)).toEqual(['fx-rose-cream']);
    const both = await get(`/api/v1/catalog/products?brand[]=fx-christina&brand[]=${fx.brandHolyLand}`);
    expect(both.json().meta.total).toBe(3);
  });

  it('filters by series, collection, tag, attribute values, flags and price', async () => {
    const slugs = async (query: string) => (await get(`/api/v1/catalog/products?${query}`)).json().data.map((p: { slug: string }) => p.slug).sort();
    expect(await slugs('series=fx-rose-de-mer')).toEqual(['fx-rose-cream']);
    expect(await slugs('collection=fx-green-collection')).toEqual(['fx-holy-toner']);
    expect(await slugs('tag=fx-face/fx-moisturizing')).toEqual(['fx-rose-cream']);
    expect(await slugs(`tag=${fx.tag}`)).toEqual(['fx-rose-cream']);
    expect(await slugs(`attribute_values=${fx.skinType.dry}&brand=fx-christina`)).toEqual(['fx-outlet-mask', 'fx-rose-cream']);
    // OR within an attribute, AND across attributes.
    expect(await slugs(`attribute_values=${fx.skinType.dry},${fx.skinType.oily}&category=fx-face`)).toEqual(['fx-holy-toner', 'fx-outlet-mask', 'fx-rose-cream']);
    expect(await slugs(`attribute_values=${fx.skinType.dry},${fx.purpose.hydration}&category=fx-face`)).toEqual(['fx-rose-cream']);
    expect(await slugs('category=fx-face&in_stock=1')).toEqual(['fx-outlet-mask', 'fx-rose-cream']);
    expect(await slugs('category=fx-face&new=true')).toEqual(['fx-rose-cream']);
    expect(await slugs('category=fx-face&top=1')).toEqual(['fx-holy-toner', 'fx-rose-cream']);
    expect(await slugs('category=fx-face&promotions=1')).toEqual(['fx-rose-cream']);
    expect(await slugs('category=fx-face&outlet=1')).toEqual(['fx-outlet-mask']);
    expect(await slugs('category=fx-face&price_min=600&price_max=800')).toEqual(['fx-holy-toner']);
    expect(await slugs('category=fx-face&price_min=900&price_max=100')).toEqual([]);
  });

  it('matches nothing for an unknown slug instead of ignoring the filter', async () => {
    const res = await get('/api/v1/catalog/products?brand=no-such-brand');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: [], meta: { total: 0, last_page: 1 } });
  });

  it('sorts by price, newest, promotions and bestsellers, out of stock last', async () => {
    const order = async (sort: string) =>
      (await get(`/api/v1/catalog/products?category=fx-face&sort=${sort}`)).json().data.map((p: { slug: string }) => p.slug);
    expect(await order('price_asc')).toEqual(['fx-outlet-mask', 'fx-rose-cream', 'fx-holy-toner']);
    expect(await order('price_desc')).toEqual(['fx-rose-cream', 'fx-outlet-mask', 'fx-holy-toner']);
    expect(await order('newest')).toEqual(['fx-rose-cream', 'fx-outlet-mask', 'fx-holy-toner']);
    expect(await order('with_promotions')).toEqual(['fx-rose-cream', 'fx-outlet-mask', 'fx-holy-toner']);
    expect(await order('bestsellers')).toEqual(['fx-rose-cream', 'fx-outlet-mask', 'fx-holy-toner']);
    // An unknown sort falls back to the default order rather than failing.
    const unknown = await get('/api/v1/catalog/products?category=fx-face&sort=cheapest');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().data).toHaveLength(3);
  });

  it('handles pagination edges without errors', async () => {
    const page2 = await get('/api/v1/catalog/products?category=fx-face&per_page=2&page=2');
    expect(page2.json().meta).toEqual({ current_page: 2, last_page: 2, per_page: 2, total: 3 });
    expect(page2.json().data).toHaveLength(1);
    expect(page2.json().links).toEqual({ next: null, prev: '/api/v1/catalog/products?category=fx-face&per_page=2&page=1' });

    const past = await get('/api/v1/catalog/products?category=fx-face&per_page=2&page=9');
    expect(past.statusCode).toBe(200);
    expect(past.json()).toMatchObject({ data: [], meta: { current_page: 9, last_page: 2, total: 3 } });

    for (const bad of ['page=0', 'page=abc', 'page=-3', 'per_page=100000', 'per_page=abc', 'page=99999999999']) {
      const res = await get(`/api/v1/catalog/products?category=fx-face&${bad}`);
      expect(res.statusCode, bad).toBe(200);
    }
    expect((await get('/api/v1/catalog/products?category=fx-face&per_page=100000')).json().meta.per_page).toBe(100);
    expect((await get('/api/v1/catalog/products?category=fx-face&page=abc')).json().meta.current_page).toBe(1);
  });

  it('answers 400, not 500, for malformed id lists', async () => {
    const res = await get('/api/v1/catalog/products?attribute_values=abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
    expect((await get("/api/v1/catalog/products?brand=%27%3B%20drop%20table%20products")).statusCode).toBe(400);
  });
});

describe('listing rows follow the catalogue', () => {
  it('hides an unpublished product and shows a sold-out variant as out of stock', async () => {
    const db = t.deps.database.db;
    const slugs = async () => (await get('/api/v1/catalog/products?brand=fx-christina&in_stock=1')).json().data.map((p: { slug: string }) => p.slug).sort();
    expect(await slugs()).toEqual(['fx-outlet-mask', 'fx-rose-cream']);

    await db.update(products).set({ published: false }).where(eq(products.id, fx.outletMask.id));
    await db.update(productPrices).set({ quantity: 0 }).where(eq(productPrices.productId, fx.roseCream.id));
    await catalogChanged(t.deps.cache);
    expect(await slugs()).toEqual([]);

    await db.update(products).set({ published: true }).where(eq(products.id, fx.outletMask.id));
    await db.update(productPrices).set({ quantity: 5 }).where(eq(productPrices.id, fx.roseCream.small));
    await db.update(productPrices).set({ quantity: 2 }).where(eq(productPrices.id, fx.roseCream.medium));
    await catalogChanged(t.deps.cache);
    expect(await slugs()).toEqual(['fx-outlet-mask', 'fx-rose-cream']);
  });
});

describe('prices per audience', () => {
  const audiences: { viewer: PriceViewer; price: number; oldPrice: number | null }[] = [
    { viewer: { audience: 'retail', individualDiscount: 0 }, price: 1000, oldPrice: 1200 },
    { viewer: { audience: 'professional', individualDiscount: 0 }, price: 800, oldPrice: null },
    { viewer: { audience: 'professional', individualDiscount: 10 }, price: 720, oldPrice: 800 },
    { viewer: { audience: 'distributor', individualDiscount: 0 }, price: 600, oldPrice: null },
    { viewer: { audience: 'client', individualDiscount: 0 }, price: 900, oldPrice: null },
  ];

  it.each(audiences)('shows $viewer.audience (discount $viewer.individualDiscount) their own price', async ({ viewer, price, oldPrice }) => {
    const app = await appAs(viewer);
    try {
      const list = (await app.inject({ url: '/api/v1/catalog/products?series=fx-rose-de-mer' })).json().data[0];
      expect(list.productPrices[0]).toMatchObject({ price, oldPrice, retailPrice: 1000 });
      expect(list.minPrice).toBe(price);
      expect(list.analytics.price).toBe(price);
      const byIds = (await app.inject({ url: `/api/v1/products?ids=${fx.roseCream.id}` })).json().data[0];
      expect(byIds.productPrices[0].price).toBe(price);
    } finally {
      await app.close();
    }
  });

  it('filters and sorts professionals by their discounted price', async () => {
    const app = await appAs({ audience: 'professional', individualDiscount: 10 });
    try {
      const res = await app.inject({ url: '/api/v1/catalog/products?brand=fx-christina&price_min=700&price_max=750' });
      expect(res.json().data.map((p: { slug: string }) => p.slug)).toEqual(['fx-rose-cream']);
    } finally {
      await app.close();
    }
  });
});

/**
 * The API as a signed-in user of some type would see it: a second instance over the same database
 * whose extra onRequest hook plays the part of the accounts hook that sets `request.priceAudience`.
 */
async function appAs(viewer: PriceViewer) {
  const app = await buildApi(t.deps);
  app.addHook('onRequest', async (request) => {
    request.priceAudience = viewer;
  });
  await app.ready();
  return app;
}

describe('GET /v1/products', () => {
  it('returns cards in the order of the ids asked and skips unknown and hidden ones', async () => {
    const res = await get(`/api/v1/products?ids[]=${fx.outletMask.id}&ids[]=999999&ids[]=${fx.roseCream.id}&ids[]=${fx.hidden}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { id: number }) => p.id)).toEqual([fx.outletMask.id, fx.roseCream.id]);
    expect((await get('/api/v1/products')).json()).toEqual({ data: [] });
  });

  it('carries hasDuplicate', async () => {
    const res = await get(`/api/v1/products?ids=${fx.holyToner.id}`);
    expect(res.json().data[0]).toMatchObject({ hasDuplicate: true, inStock: false });
  });
});

describe('GET /v1/sales', () => {
  it('lists products on promotion', async () => {
    const res = await get('/api/v1/sales?per_page=100');
    expect(res.statusCode).toBe(200);
    const slugs = res.json().data.map((p: { slug: string }) => p.slug);
    expect(slugs).toContain('fx-rose-cream');
    expect(slugs).not.toContain('fx-outlet-mask');
    expect(res.json().data.every((p: { isPromotion: boolean }) => p.isPromotion)).toBe(true);
  });
});
