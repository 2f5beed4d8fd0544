import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * The listing copy (product_stats) follows a variant's prices and whether it is in stock, and is
 * left alone when an order only moves stock (migration 0015): a row rewritten at every order would
 * make buyers of one product queue behind each other's index updates.
 */
describe('product_stats refresh on variant updates', () => {
  let t: TestApp;
  let variant: { id: number; productId: number };
  const db = () => t.deps.database.db;

  async function stats() {
    const { rows } = await db().execute<{ in_stock: boolean; min_retail: number; version: string }>(
      sql`select in_stock, min_retail, xmin::text as version from product_stats where product_id = ${variant.productId}`,
    );
    return rows[0];
  }

  beforeAll(async () => {
    t = await createTestApp({ products: 6 });
    // A product with one variant, so its stats follow that variant alone.
    const { rows } = await db().execute<{ id: number; product_id: number }>(sql`
      select pp.id, pp.product_id from product_prices pp
      where (select count(*) from product_prices o where o.product_id = pp.product_id) = 1 limit 1`);
    variant = { id: rows[0].id, productId: rows[0].product_id };
    await db().execute(sql`update product_prices set quantity = 5 where id = ${variant.id}`);
  });
  afterAll(() => t.close());

  it('leaves the stats row untouched when stock moves but stays above zero', async () => {
    const before = await stats();
    await db().execute(sql`update product_prices set quantity = quantity - 1 where id = ${variant.id}`);
    expect((await stats()).version).toBe(before.version);
  });

  it('marks the product out of stock when the last unit goes, and back in stock when units arrive', async () => {
    await db().execute(sql`update product_prices set quantity = 0 where id = ${variant.id}`);
    expect((await stats()).in_stock).toBe(false);
    await db().execute(sql`update product_prices set quantity = 3 where id = ${variant.id}`);
    expect((await stats()).in_stock).toBe(true);
  });

  it('follows a price change', async () => {
    await db().execute(sql`update product_prices set retail_price = 123400 where id = ${variant.id}`);
    expect((await stats()).min_retail).toBe(123400);
  });
});
