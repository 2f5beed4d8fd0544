import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { productCategories, productPrices, productStats, products } from '../../db/schema/index.ts';
import { catalogChanged } from '../../core/answer-cache.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CatalogFixtures, insertCatalogFixtures } from './catalog.test-support.ts';

let t: TestApp;
let fx: CatalogFixtures;
let serumId: number;
beforeAll(async () => {
  t = await createTestApp();
  fx = await insertCatalogFixtures(t.deps);
  const db = t.deps.database.db;
  // A second brand's product sharing the cream's 50 ml volume; its label has a comma and extra spaces.
  const [serum] = await db
    .insert(products)
    .values({ slug: 'fx-holy-serum', brandId: fx.brandHolyLand, titleRu: 'Сыворотка', titleUk: 'Сироватка' })
    .returning({ id: products.id });
  serumId = serum.id;
  await db.insert(productPrices).values([
    { productId: serum.id, valueRu: ' 50 мл', valueUk: '50 мл', size: 50, article: 'FX-SR-50', quantity: 4, retailPrice: 60_000, professionalPrice: 50_000, distributorPrice: 40_000, clientPrice: 55_000, sort: 1 },
    { productId: serum.id, valueRu: '2,5 мл', valueUk: '2,5 мл (пробник)', size: 3, article: 'FX-SR-2', quantity: 1, retailPrice: 5_000, professionalPrice: 4_000, distributorPrice: 3_000, clientPrice: 4_500, sort: 2 },
  ]);
  await db.insert(productCategories).values({ productId: serum.id, categoryId: fx.categoryFace });
  await catalogChanged(t.deps.cache);
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

interface Facets {
  brands: { id: number; slug: string; title: string; count: number }[];
  volumes: { value: string; title: string; count: number }[];
}
async function facets(query: string, headers: Record<string, string> = {}): Promise<Facets> {
  const res = await get(`/api/v1/catalog/facets?category=fx-face&${query}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}
const brandCounts = (f: Facets) => Object.fromEntries(f.brands.map((b) => [b.slug, b.count]));
const volumeCounts = (f: Facets) => f.volumes.map((v) => [v.value, v.count]);
async function listed(query: string): Promise<string[]> {
  const res = await get(`/api/v1/catalog/products?category=fx-face&${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data.map((p: { slug: string }) => p.slug).sort();
}

describe('GET /v1/catalog/facets', () => {
  it('counts brands and volumes of the listed products, volumes in the order of their numbers', async () => {
    const f = await facets('');
    expect(brandCounts(f)).toEqual({ 'fx-christina': 2, 'fx-holy-land': 2 });
    expect(volumeCounts(f)).toEqual([
      ['2.5 мл', 1],
      ['50 мл', 2],
      ['75 мл', 1],
      ['100 мл', 1],
      ['200 мл', 1],
      ['250 мл', 1],
    ]);
    expect(f.volumes[0].title).toBe('2.5 мл');
  });

  it('counts each facet under the other chosen filters but not under its own choice', async () => {
    const byBrand = await facets('brand=fx-holy-land');
    expect(brandCounts(byBrand)).toEqual({ 'fx-christina': 2, 'fx-holy-land': 2 });
    expect(volumeCounts(byBrand)).toEqual([
      ['2.5 мл', 1],
      ['50 мл', 1],
      ['250 мл', 1],
    ]);

    const byVolume = await facets(`volume=${encodeURIComponent('50 мл')}`);
    expect(brandCounts(byVolume)).toEqual({ 'fx-christina': 1, 'fx-holy-land': 1 });
    expect(byVolume.volumes).toHaveLength(6);

    const both = await facets(`volume=${encodeURIComponent('50 мл')}&brand=fx-christina&in_stock=1`);
    expect(brandCounts(both)).toEqual({ 'fx-christina': 1, 'fx-holy-land': 1 });
    expect(volumeCounts(both)).toEqual([
      ['50 мл', 1],
      ['75 мл', 1],
      ['100 мл', 1],
      ['200 мл', 1],
    ]);

    // Other filters narrow both facets: the skin type "dry" has the cream and the mask only.
    const dry = await facets(`attribute_values=${fx.skinType.dry}`);
    expect(brandCounts(dry)).toEqual({ 'fx-christina': 2 });
    expect(volumeCounts(dry).map(([v]) => v)).toEqual(['50 мл', '75 мл', '100 мл', '200 мл']);
  });

  it('keeps a chosen value that nothing matches, with 0', async () => {
    const f = await facets(`volume=${encodeURIComponent('1000 мл')}&brand=fx-christina&attribute_values=${fx.skinType.oily}`);
    expect(f.volumes).toEqual([{ value: '1000 мл', title: '1000 мл', count: 0 }]);
    expect(brandCounts(f)).toEqual({ 'fx-christina': 0 });
  });

  it('names the volumes in Ukrainian from the variants', async () => {
    const f = await facets('', { 'x-localization': 'ua' });
    expect(f.volumes.find((v) => v.value === '2.5 мл')?.title).toBe('2,5 мл (пробник)');
    expect(f.brands.find((b) => b.slug === 'fx-holy-land')?.title).toBe('Холі Ленд');
  });

  it('refuses a malformed volume as the other list parameters are refused (400)', async () => {
    const res = await get('/api/v1/catalog/facets?volume=%3Cscript%3E', { 'x-localization': 'ua' });
    expect(res.statusCode).toBe(400);
    const list = await get(`/api/v1/catalog/products?volume=${'x'.repeat(41)}`);
    expect(list.statusCode).toBe(400);
  });
});

describe('the volume filter of lists', () => {
  it('lists a product when one of its variants has one of the volumes, with the other filters', async () => {
    expect(await listed(`volume=${encodeURIComponent('50 мл')}`)).toEqual(['fx-holy-serum', 'fx-rose-cream']);
    expect(await listed(`volume=${encodeURIComponent('50 МЛ ,250 мл')}`)).toEqual(['fx-holy-serum', 'fx-holy-toner', 'fx-rose-cream']);
    // A comma separates list values: the volume "2,5 мл" is asked as "2.5 мл".
    expect(await listed(`volume=${encodeURIComponent('2.5 мл')}`)).toEqual(['fx-holy-serum']);
    expect(await listed(`volume=${encodeURIComponent('50 мл')}&brand=fx-christina`)).toEqual(['fx-rose-cream']);
    expect(await listed(`volume=${encodeURIComponent('50 мл')}&brand=fx-holy-land&in_stock=1`)).toEqual(['fx-holy-serum']);
    expect(await listed(`volume=${encodeURIComponent('1000 мл')}`)).toEqual([]);
  });

  it('follows a renamed variant through the listing copy', async () => {
    const db = t.deps.database.db;
    await db.update(productPrices).set({ valueRu: '250 мл' }).where(eq(productPrices.id, fx.roseCream.large));
    await catalogChanged(t.deps.cache);
    expect(await listed(`volume=${encodeURIComponent('250 мл')}`)).toEqual(['fx-holy-toner', 'fx-rose-cream']);
    expect(await listed(`volume=${encodeURIComponent('200 мл')}`)).toEqual([]);
    await db.update(productPrices).set({ valueRu: '200 мл' }).where(eq(productPrices.id, fx.roseCream.large));
    await catalogChanged(t.deps.cache);
    expect(await listed(`volume=${encodeURIComponent('200 мл')}`)).toEqual(['fx-rose-cream']);
  });
});

describe('"от" prices count only the volumes in stock', () => {
  const card = async (slug: string) => {
    const res = await get('/api/v1/catalog/products?category=fx-face&per_page=48');
    return res.json().data.find((p: { slug: string }) => p.slug === slug);
  };
  const stats = async (id: number) => {
    const [row] = await t.deps.database.db.select().from(productStats).where(eq(productStats.productId, id));
    return row;
  };

  it('leaves out a cheaper volume sold out, falls back to the first volume when none is left, and the listing copy agrees', async () => {
    const db = t.deps.database.db;
    // The serum's 2.5 ml (50 grn) is in stock: it is the lowest.
    expect((await card('fx-holy-serum')).minPrice).toBe(50);
    await db.update(productPrices).set({ quantity: 0 }).where(eq(productPrices.article, 'FX-SR-2'));
    await catalogChanged(t.deps.cache);
    expect((await card('fx-holy-serum')).minPrice).toBe(600);
    expect((await stats(serumId)).minRetail).toBe(60_000);
    // The price filter reads the same copy: 600 grn is the serum's price now, 50 grn is not.
    expect(await listed('price_max=100')).toEqual([]);
    expect(await listed('price_min=550&price_max=650')).toEqual(['fx-holy-serum']);

    // The cream's 50 ml (1000 grn) sold out: from 1800 grn (100 ml), the sold-out 200 ml left out.
    await db.update(productPrices).set({ quantity: 0 }).where(eq(productPrices.id, fx.roseCream.small));
    await catalogChanged(t.deps.cache);
    const cream = await card('fx-rose-cream');
    expect(cream.minPrice).toBe(1800);
    expect(cream.selectType.id).toBe(fx.roseCream.medium);
    expect((await stats(fx.roseCream.id)).minRetail).toBe(180_000);

    // Nothing left: the first volume's price, as the product page shows it, and out of stock.
    await db.update(productPrices).set({ quantity: 0 }).where(eq(productPrices.productId, fx.roseCream.id));
    await catalogChanged(t.deps.cache);
    const soldOut = await card('fx-rose-cream');
    expect(soldOut).toMatchObject({ minPrice: 1000, inStock: false });
    expect((await stats(fx.roseCream.id)).minRetail).toBe(100_000);
    const page = await get('/api/v1/catalog/product/fx-rose-cream');
    if (page.statusCode === 200) expect(page.json().data.selectType.price).toBe(1000);
  });
});
