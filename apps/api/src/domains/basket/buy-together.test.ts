import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SEASONAL_HITS_CATEGORY_SLUG } from '@shop/contracts/constants';
import { categories, productCategories } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { catalogChanged } from '../../core/answer-cache.ts';
import { type CatalogFixtures, insertCatalogFixtures } from '../catalog/catalog.test-support.ts';

let t: TestApp;
let fx: CatalogFixtures;
beforeAll(async () => {
  t = await createTestApp();
  fx = await insertCatalogFixtures(t.deps);
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ url });

describe('GET /v1/basket/products/buy-with-in-basket', () => {
  it('suggests products of the basket brands, not in the basket, with the second-largest size', async () => {
    const res = await get(`/api/v1/basket/products/buy-with-in-basket?products[]=${fx.outletMask.id}`);
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((p: { id: number }) => p.id);
    expect(ids).toContain(fx.roseCream.id);
    expect(ids).not.toContain(fx.outletMask.id);
    expect(ids).not.toContain(fx.hidden);
    expect(ids).not.toContain(fx.holyToner.id);
    const cream = res.json().data.find((p: { id: number }) => p.id === fx.roseCream.id);
    expect(cream.selectType).toMatchObject({ id: fx.roseCream.medium, value: '100 мл', price: 1800 });
    expect(cream.hasDuplicate).toBe(false);
  });

  it('accepts variant ids and gives the only size of a one-size product', async () => {
    const res = await get(`/api/v1/basket/products/buy-with-in-basket?prices=${fx.roseCream.small}`);
    const mask = res.json().data.find((p: { id: number }) => p.id === fx.outletMask.id);
    expect(mask.selectType.id).toBe(fx.outletMask.only);
    expect(res.json().data.map((p: { id: number }) => p.id)).not.toContain(fx.roseCream.id);
  });

  it('answers an empty list for an empty or unknown basket and 400 for garbage', async () => {
    expect((await get('/api/v1/basket/products/buy-with-in-basket')).json()).toEqual({ data: [] });
    expect((await get('/api/v1/basket/products/buy-with-in-basket?products[]=999999')).json()).toEqual({ data: [] });
    expect((await get('/api/v1/basket/products/buy-with-in-basket?products[]=abc')).statusCode).toBe(400);
  });
});

describe('home blocks from the catalogue', () => {
  it('lists novelties newest first', async () => {
    const res = await get('/api/v1/home/new');
    expect(res.statusCode).toBe(200);
    const cards = res.json().data;
    expect(cards.every((c: { isNew: boolean }) => c.isNew)).toBe(true);
    expect(cards.map((c: { id: number }) => c.id)).toContain(fx.roseCream.id);
  });

  it('lists the seasonal hits as the top, or bestsellers while that category is empty', async () => {
    const db = t.deps.database.db;
    const [hits] = await db.select().from(categories).where(eq(categories.slug, SEASONAL_HITS_CATEGORY_SLUG));
    if (!hits) {
      const fallback = (await get('/api/v1/home/top')).json().data.map((c: { id: number }) => c.id);
      expect(fallback).toContain(fx.roseCream.id);
      expect(fallback).not.toContain(fx.outletMask.id);
      await db.insert(categories).values({ id: 90100, slug: SEASONAL_HITS_CATEGORY_SLUG, titleRu: 'Сезонные хиты', titleUk: 'Сезонні хіти' });
    }
    const hitsId = hits?.id ?? 90100;
    await db.insert(productCategories).values({ productId: fx.holyToner.id, categoryId: hitsId });
    await catalogChanged(t.deps.cache);
    const top = (await get('/api/v1/home/top')).json().data.map((c: { id: number }) => c.id);
    expect(top).toContain(fx.holyToner.id);
    const inHits = await db.select({ id: productCategories.productId }).from(productCategories).where(eq(productCategories.categoryId, hitsId));
    const hitIds = new Set(inHits.map((r) => r.id));
    expect(top.every((id: number) => hitIds.has(id))).toBe(true);
  });

  it('lists series with a picture and products, with their brand', async () => {
    const res = await get('/api/v1/home/series');
    const rose = res.json().data.find((s: { slug: string }) => s.slug === 'fx-rose-de-mer');
    expect(rose).toMatchObject({ title: 'Rose de Mer', brand: { slug: 'fx-christina' }, image: { url: '/media/products/fx-1' } });
    expect(res.json().data.map((s: { slug: string }) => s.slug)).not.toContain('fx-green-collection');
  });
});
