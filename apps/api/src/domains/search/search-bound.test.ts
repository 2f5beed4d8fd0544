import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { searchTerms } from '../../core/search-text.ts';
import { RETAIL_VIEWER } from '../pricing/price-viewer.ts';
import { type ListRequest, SEARCH_CANDIDATES, listProductSummaries } from '../catalog/catalog.public.ts';
import { type CatalogFixtures, insertCatalogFixtures } from '../catalog/catalog.test-support.ts';

let t: TestApp;
let fx: CatalogFixtures;
beforeAll(async () => {
  t = await createTestApp();
  fx = await insertCatalogFixtures(t.deps);
});
afterAll(() => t?.close());

const list = (request: ListRequest) => listProductSummaries(t.deps.database.db, request);

/** A relevance search for «крем» (many products of the demo catalogue and the fixtures hold it). */
function creams(candidates: number | undefined, offset = 0): ListRequest {
  return { filter: { search: searchTerms('крем') }, order: 'relevance', viewer: RETAIL_VIEWER, limit: 10, offset, searchCandidates: candidates };
}

describe('a search ranks a bounded set of matches', () => {
  it('ranks every match when they are fewer than the bound', async () => {
    expect(SEARCH_CANDIDATES).toBeGreaterThanOrEqual(100);
    // «кристина» (the brand in Cyrillic) matches two of the fixture brand's products.
    const { rows, total } = await list({
      filter: { search: searchTerms('кристина'), brandIds: [fx.brandChristina] },
      order: 'relevance',
      viewer: RETAIL_VIEWER,
      limit: 10,
      offset: 0,
    });
    expect(total).toBe(2);
    expect(rows.map((row) => row.slug).sort()).toEqual(['fx-outlet-mask', 'fx-rose-cream']);
    // Exactly as many matches as the bound: all of them, and the count is exact, not "more than".
    const exact = await list({ filter: { search: searchTerms('кристина'), brandIds: [fx.brandChristina] }, order: 'relevance', viewer: RETAIL_VIEWER, limit: 10, offset: 0, searchCandidates: 2 });
    expect([exact.total, exact.totalAtLeast]).toEqual([2, false]);
  });

  it('reads at most the bound from each source, and keeps the best seller among them', async () => {
    const all = await list({ ...creams(1), order: 'price_asc' });
    expect(all.total).toBeGreaterThan(2);
    const [bestSeller] = (await list({ ...creams(1), order: 'default', limit: 1 })).rows;

    const { rows, total, totalAtLeast } = await list(creams(1));
    expect(total).toBeLessThanOrEqual(2);
    // The page says more products match than it ranked.
    expect(totalAtLeast).toBe(true);
    expect(rows.length).toBe(total);
    expect(rows.map((row) => row.id)).toContain(bestSeller.id);
  });

  it('tells the shop more products match than the bounded total', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/catalog/products?search=${encodeURIComponent('кристина')}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.total_at_least).toBeUndefined();
  });

  it('counts the same bounded set past the last page', async () => {
    const { rows, total } = await list(creams(1, 10));
    expect(rows).toEqual([]);
    expect(total).toBeGreaterThanOrEqual(1);
    expect(total).toBeLessThanOrEqual(2);
  });
});
