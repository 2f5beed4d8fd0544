import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsPosts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CatalogFixtures, insertCatalogFixtures } from '../catalog/catalog.test-support.ts';

let t: TestApp;
let fx: CatalogFixtures;
beforeAll(async () => {
  t = await createTestApp();
  fx = await insertCatalogFixtures(t.deps);
  await t.deps.database.db.insert(newsPosts).values([
    { kind: 'news', slug: 'fx-christina-news', titleRu: 'Новинки Christina этой весной', titleUk: 'Новинки Christina цієї весни' },
    { kind: 'videos', slug: 'fx-peeling-video', titleRu: 'Как делать пилинг', titleUk: 'Як робити пілінг' },
    { kind: 'news', slug: 'fx-draft', titleRu: 'Черновик Christina', titleUk: 'Чернетка Christina', published: false },
  ]);
});
afterAll(() => t?.close());

async function search(query: string, lang = 'ru') {
  const res = await t.app.inject({ url: `/api/v1/search?query=${encodeURIComponent(query)}`, headers: { 'x-localization': lang } });
  expect(res.statusCode).toBe(200);
  return res.json().data as { products: { id: number; slug: string; brand: { slug: string } }[]; news: { slug: string; pageSlug: string; title: string }[] };
}

const slugs = (list: { slug: string }[]) => list.map((p) => p.slug);

/**
 * Products of the fixture brands matching a query, through the paginated results list, which
 * matches exactly like the dropdown: the demo seed may hold many more matches than the dropdown shows.
 */
async function found(query: string): Promise<string[]> {
  const res = await t.app.inject({
    url: `/api/v1/catalog/products?search=${encodeURIComponent(query)}&brand=fx-christina&brand=fx-holy-land&per_page=100`,
  });
  expect(res.statusCode).toBe(200);
  return slugs(res.json().data);
}

describe('search matching', () => {
  it('finds a Latin brand typed in Cyrillic and a Cyrillic brand typed in Latin', async () => {
    expect(await found('кристина')).toEqual(expect.arrayContaining(['fx-rose-cream', 'fx-outlet-mask']));
    expect(await found('holy')).toEqual(['fx-holy-toner']);
    expect(await found('Холи')).toEqual(['fx-holy-toner']);
  });

  it('folds і/и, є/е, ґ/г and apostrophes in the query', async () => {
    expect(await found('тонік')).toContain('fx-holy-toner');
    expect(await found("об'єм")).toContain('fx-holy-toner');
    expect(await found('обʼем')).toContain('fx-holy-toner');
    expect(await found('ЗВОЛОЖУВАЛЬНИЙ')).toContain('fx-rose-cream');
  });

  it('tolerates typos', async () => {
    expect(await found('кристна')).toContain('fx-rose-cream');
    expect(await found('увлажняюший')).toContain('fx-rose-cream');
  });

  it('forgives the common misspellings of product words: the same products as the right spelling', async () => {
    const all = async (query: string) => {
      const res = await t.app.inject({ url: `/api/v1/catalog/products?search=${encodeURIComponent(query)}&per_page=100` });
      return slugs(res.json().data).sort();
    };
    for (const [wrong, right] of [
      ['сыворатка', 'сыворотка'],
      ['СЫВОРАТКА', 'сыворотка'],
      ['пилинк', 'пилинг'],
      ['шампуни', 'шампунь'],
      ['крэм', 'крем'],
      ['маска для лиця', 'маска для лица'],
    ] as const) {
      const expected = await all(right);
      expect(expected.length, right).toBeGreaterThan(0);
      expect(await all(wrong), `${wrong} → ${right}`).toEqual(expect.arrayContaining(expected));
    }
  });

  it('finds INCI names and articles', async () => {
    expect(await found('glycerin')).toEqual(expect.arrayContaining(['fx-rose-cream', 'fx-outlet-mask']));
    expect(await found('panthenol')).toEqual(['fx-holy-toner']);
    expect((await found('FX-CR-200'))[0]).toBe('fx-rose-cream');
  });
});

describe('GET /v1/search', () => {
  it('answers products with brand, picture and price', async () => {
    const result = await search('FX-CR-200');
    expect(result.products[0]).toMatchObject({
      id: fx.roseCream.id,
      slug: 'fx-rose-cream',
      title: 'Увлажняющий крем с розой',
      brand: { slug: 'fx-christina', title: 'Christina' },
      image: { url: '/media/products/fx-1' },
      minPrice: 1000,
    });
  });

  it('never shows unpublished products or posts', async () => {
    expect(slugs((await search('скрытый')).products)).not.toContain('fx-hidden');
    expect(await found('скрытый')).toEqual([]);
    expect(slugs((await search('christina')).news)).not.toContain('fx-draft');
  });

  it('finds posts with their page slug in the asked language', async () => {
    const result = await search('christina', 'ua');
    expect(result.news).toEqual([{ id: expect.any(Number), title: 'Новинки Christina цієї весни', slug: 'fx-christina-news', pageSlug: 'news' }]);
    expect((await search('пилинг')).news[0]).toMatchObject({ slug: 'fx-peeling-video', pageSlug: 'video-materialy' });
  });

  it('answers empty lists for empty and one-letter queries', async () => {
    for (const query of ['', 'к', ' ', '%']) expect(await search(query)).toEqual({ products: [], news: [] });
    expect((await t.app.inject({ url: '/api/v1/search' })).json()).toEqual({ data: { products: [], news: [] } });
  });

  it('answers normally for SQL and regex metacharacters and for 10,000 characters', async () => {
    for (const query of ["%' or 1=1 --", '_\\%', '"(крем[*', '.*+?^$\u007b}()|[]\\', "'; drop table products; --"]) {
      const result = await search(query);
      expect(Array.isArray(result.products), query).toBe(true);
    }
    expect(await found('крем%')).toContain('fx-rose-cream');
    const long = await search(`кристина ${'x'.repeat(10_000)}`);
    expect(Array.isArray(long.products)).toBe(true);
    const longCyrillic = await search('к'.repeat(2_000));
    expect(longCyrillic.products).toEqual([]);
  });

  it('limits the dropdown to 8 products and 4 posts', async () => {
    const result = await search('крем');
    expect(result.products.length).toBeLessThanOrEqual(8);
    expect(result.news.length).toBeLessThanOrEqual(4);
  });
});

describe('GET /v1/catalog/products?search=', () => {
  it('paginates full search results, best match first, with the same matching', async () => {
    const res = await t.app.inject({ url: `/api/v1/catalog/products?search=${encodeURIComponent('кристина')}&brand=fx-christina&per_page=1` });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toMatchObject({ total: 2, last_page: 2, per_page: 1 });
    const sorted = await t.app.inject({ url: `/api/v1/catalog/products?search=glycerin&brand=fx-christina&sort=price_asc` });
    expect(sorted.json().data.map((p: { id: number }) => p.id)).toEqual([fx.outletMask.id, fx.roseCream.id]);
  });

  it('answers an empty page for a one-letter search', async () => {
    const res = await t.app.inject({ url: '/api/v1/catalog/products?search=к' });
    expect(res.json()).toMatchObject({ data: [], meta: { total: 0 } });
  });
});
