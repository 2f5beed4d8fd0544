import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingredients } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { catalogChanged } from '../../core/answer-cache.ts';
import { type CatalogFixtures, insertCatalogFixtures } from '../catalog/catalog.test-support.ts';

let t: TestApp;
let fx: CatalogFixtures;
beforeAll(async () => {
  t = await createTestApp();
  fx = await insertCatalogFixtures(t.deps);
  await t.deps.database.db.insert(ingredients).values({ slug: 'fx-1-2-hexanediol', inciName: '1,2-Hexanediol', titleRu: 'Гександиол', titleUk: 'Гександіол' });
  await catalogChanged(t.deps.cache);
});
afterAll(() => t?.close());

const get = (url: string, lang = 'ru') => t.app.inject({ url, headers: { 'x-localization': lang } });

describe('GET /v1/ingredients/letters', () => {
  it('counts ingredients per Latin first letter, others under #', async () => {
    const res = await get('/api/v1/ingredients/letters');
    expect(res.statusCode).toBe(200);
    const letters = new Map(res.json().data.map((l: { letter: string; count: number }) => [l.letter, l.count]));
    expect(letters.get('A')).toBeGreaterThanOrEqual(1);
    expect(letters.get('G')).toBeGreaterThanOrEqual(1);
    expect(letters.get('#')).toBeGreaterThanOrEqual(1);
    expect([...letters.keys()].every((l) => /^([A-Z]|#)$/.test(l as string))).toBe(true);
  });
});

describe('GET /v1/ingredients', () => {
  it('filters by letter (any case) with product counts', async () => {
    const res = await get('/api/v1/ingredients?letter=p&per_page=200');
    const panthenol = res.json().data.find((i: { slug: string }) => i.slug === 'fx-panthenol');
    expect(panthenol).toEqual({ id: fx.ingredients.panthenol, slug: 'fx-panthenol', inciName: 'Panthenol', title: 'Пантенол', productsCount: 1 });
    expect(res.json().data.every((i: { inciName: string }) => i.inciName.toUpperCase().startsWith('P'))).toBe(true);
    const other = await get('/api/v1/ingredients?letter=%23&per_page=200');
    expect(other.json().data.map((i: { slug: string }) => i.slug)).toContain('fx-1-2-hexanediol');
  });

  it('searches INCI names and titles in both languages', async () => {
    const byInci = await get('/api/v1/ingredients?search=glycer');
    expect(byInci.json().data.map((i: { slug: string }) => i.slug)).toContain('fx-glycerin');
    const byTitle = await get('/api/v1/ingredients?search=гліцерин', 'ua');
    expect(byTitle.json().data.find((i: { slug: string }) => i.slug === 'fx-glycerin')).toMatchObject({ title: 'Гліцерин', productsCount: 2 });
    const odd = await get(`/api/v1/ingredients?search=${encodeURIComponent("%_'\\(")}`);
    expect(odd.statusCode).toBe(200);
  });

  it('ignores an invalid letter and answers an empty page past the end', async () => {
    expect((await get('/api/v1/ingredients?letter=ab')).statusCode).toBe(200);
    const past = await get('/api/v1/ingredients?page=9999');
    expect(past.statusCode).toBe(200);
    expect(past.json().data).toEqual([]);
    expect(past.json().meta.total).toBeGreaterThanOrEqual(4);
  });
});

describe('GET /v1/ingredients/{slug}', () => {
  it('answers the ingredient with its products paginated by 12', async () => {
    const res = await get('/api/v1/ingredients/fx-glycerin', 'ua');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({
      slug: 'fx-glycerin',
      inciName: 'Glycerin',
      title: 'Гліцерин',
      description: '<p>Зволожувач</p>',
      seo: { title: expect.stringContaining('Glycerin'), description: 'Зволожувач' },
      products: { meta: { total: 2, per_page: 12, current_page: 1 } },
    });
    expect(page.products.data.map((p: { id: number }) => p.id).sort()).toEqual([fx.roseCream.id, fx.outletMask.id].sort());
  });

  it('answers 404 for an unknown slug', async () => {
    const res = await get('/api/v1/ingredients/no-such-ingredient');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Не найдено');
  });
});
