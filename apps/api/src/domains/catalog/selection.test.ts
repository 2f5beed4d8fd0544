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

const get = (url: string) => t.app.inject({ url });
const countOf = (list: { id: number; count: number }[], id: number) => list.find((v) => v.id === id)?.count;

describe('GET /v1/selection/get_filters', () => {
  it('counts every facet under the rest of the choice', async () => {
    const res = await get(`/api/v1/selection/get_filters?brand[]=${fx.brandChristina}`);
    expect(res.statusCode).toBe(200);
    const f = res.json().data;
    expect(f.total).toBe(2);
    expect(countOf(f.skinType.values, fx.skinType.dry)).toBe(2);
    expect(countOf(f.skinType.values, fx.skinType.oily)).toBe(0);
    expect(countOf(f.purpose.values, fx.purpose.hydration)).toBe(1);
    // The brand facet ignores the brand choice itself: another brand shows what choosing it adds.
    expect(countOf(f.brands, fx.brandChristina)).toBe(2);
    expect(countOf(f.brands, fx.brandHolyLand)).toBe(1);
    expect(f.series.find((s: { id: number }) => s.id === fx.seriesRose)).toMatchObject({ brandId: fx.brandChristina, count: 1 });
    expect(countOf(f.ingredients, fx.ingredients.glycerin)).toBe(2);
    expect(countOf(f.ingredients, fx.ingredients.aqua)).toBe(1);
    expect(f.ingredients.find((i: { id: number }) => i.id === fx.ingredients.glycerin)).toMatchObject({ inciName: 'Glycerin', slug: 'fx-glycerin' });
  });

  it('applies included and excluded ingredients', async () => {
    const include = (await get(`/api/v1/selection/get_filters?brand=${fx.brandChristina}&include=${fx.ingredients.aqua}`)).json().data;
    expect(include.total).toBe(1);
    const exclude = (await get(`/api/v1/selection/get_filters?brand=${fx.brandChristina}&exclude=${fx.ingredients.aqua}`)).json().data;
    expect(exclude.total).toBe(1);
    expect(countOf(exclude.ingredients, fx.ingredients.aqua)).toBe(0);
  });

  it('matches nothing for values of the wrong attribute', async () => {
    const res = await get(`/api/v1/selection/get_filters?skin_type=${fx.purpose.hydration}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(0);
  });
});

describe('GET /v1/selection/get_products', () => {
  it('lists the products of the choice, 12 per page', async () => {
    const slugs = async (query: string) => (await get(`/api/v1/selection/get_products?${query}`)).json().data.map((p: { slug: string }) => p.slug).sort();
    expect(await slugs(`skin_type[]=${fx.skinType.dry}&brand=${fx.brandChristina}`)).toEqual(['fx-outlet-mask', 'fx-rose-cream']);
    expect(await slugs(`skin_type=${fx.skinType.dry}&purpose=${fx.purpose.hydration}&brand=${fx.brandChristina}`)).toEqual(['fx-rose-cream']);
    expect(await slugs(`include=${fx.ingredients.aqua},${fx.ingredients.glycerin}`)).toEqual(['fx-rose-cream']);
    expect(await slugs(`include=${fx.ingredients.aqua}&exclude=${fx.ingredients.panthenol}`)).toEqual(['fx-rose-cream']);
    expect(await slugs(`series=${fx.collectionGreen}`)).toEqual(['fx-holy-toner']);
    const res = await get(`/api/v1/selection/get_products?brand=${fx.brandChristina}`);
    expect(res.json().meta.per_page).toBe(12);
  });

  it('answers 400 for malformed ids', async () => {
    expect((await get('/api/v1/selection/get_products?include=abc')).statusCode).toBe(400);
  });
});
