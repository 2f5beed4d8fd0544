import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { RETAIL_VIEWER } from '../pricing/price-viewer.ts';
import type { CatalogSort } from '@shop/contracts/catalog';
import type { ProductFilter } from './product-filter.ts';
import { type ListOrder, listProductSummaries } from './product-list.repository.ts';

let t: TestApp;
let brandId: number;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.database.db;
  // The demo catalogue's biggest brand and a category it has products in, but not all of them.
  const { rows: [brand] } = await db.execute<{ id: number }>(sql`select brand_id as id from product_stats where published group by brand_id order by count(*) desc limit 1`);
  const { rows: [category] } = await db.execute<{ id: number }>(sql`select pc.category_id as id from product_categories pc
    join product_stats ps on ps.product_id = pc.product_id and ps.published and ps.brand_id = ${brand.id}
    group by pc.category_id order by count(*) limit 1`);
  brandId = Number(brand.id);
  categoryId = Number(category.id);
});
afterAll(() => t?.close());

const ids = async (filter: ProductFilter, order: ListOrder, limit: number, offset: number, walkDepth: number, matchesFirstMax = 1_000_000) => {
  const reads = { walkDepth, matchesFirstMax };
  const { rows, total } = await listProductSummaries(t.deps.database.db, { filter, order, viewer: RETAIL_VIEWER, limit, offset, reads });
  return { ids: rows.map((row) => row.id), total };
};

const ORDERS: Array<CatalogSort | 'default'> = ['default', 'price_asc', 'price_desc', 'newest', 'with_promotions'];

describe('a filtered page is the same whichever way it is read', () => {
  it('reads the first products in the order, or the matches first, and pages through the same list', async () => {
    const filters: ProductFilter[] = [
      { brandIds: [brandId] },
      { brandIds: [brandId], categoryIds: [categoryId] },
      { priceMin: 100, priceMax: 900 },
      { categoryIds: [categoryId], inStock: true },
    ];
    for (const filter of filters) {
      for (const order of ORDERS) {
        // The whole list at once, its matches read first (a walk depth of 0 never looks along the order).
        const whole = await ids(filter, order, 1000, 0, 0);
        expect(whole.total, JSON.stringify(filter)).toBe(whole.ids.length);
        // Past the first products, a few matches are read first and many are left to the plan (max 0).
        for (const [depth, max] of [[0, 1_000_000], [5, 1_000_000], [12, 1_000_000], [5, 0], [100_000, 0]]) {
          const pages: number[] = [];
          for (let offset = 0; offset < whole.total + 4; offset += 4) {
            const page = await ids(filter, order, 4, offset, depth, max);
            expect(page.total).toBe(whole.total);
            pages.push(...page.ids);
          }
          expect(pages, `${JSON.stringify(filter)} ${order} depth ${depth} max ${max}`).toEqual(whole.ids);
        }
      }
    }
  });

  it('finds a filter that few of the first products pass beyond the walk', async () => {
    const filter: ProductFilter = { brandIds: [brandId], categoryIds: [categoryId] };
    const whole = await ids(filter, 'default', 1000, 0, 100_000);
    expect(whole.ids.length).toBeGreaterThan(0);
    // Looking only at the first product in the order finds at most one: the rest come from the matches.
    expect((await ids(filter, 'default', 1000, 0, 1)).ids).toEqual(whole.ids);
  });
});
