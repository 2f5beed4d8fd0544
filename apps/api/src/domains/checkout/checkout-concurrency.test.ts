import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addVariant, guestHeaders, line, pickupOrder, postStore, stockOf, useOnlyRules } from './checkout.test-support.ts';

/**
 * Issue 14 "correct under load": 100 buyers at once for a variant with 10 in stock. On PostgreSQL
 * (TEST_DATABASE_URL) the requests really overlap on the connection pool; PGlite runs transactions
 * one at a time, which must give the same result.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 12 });
  // No gifts or samples: each order takes exactly the unit it buys.
  await useOnlyRules(t.deps, []);
});
afterAll(() => t?.close());

describe('concurrent checkouts', () => {
  it('sells exactly the 10 units in stock to 100 simultaneous buyers, refusing the other 90 clearly', { timeout: 120_000 }, async () => {
    const cream = await addVariant(t.deps, { quantity: 10 });
    const answers = await Promise.all(Array.from({ length: 100 }, () => postStore(t, pickupOrder([line(cream, 1)]), guestHeaders())));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(90);
    for (const answer of refused) {
      expect([409, 422]).toContain(answer.statusCode);
      expect(answer.json().message).toBe('Товаров не осталось на складе');
    }
    expect(await stockOf(t.deps, cream)).toBe(0);
    const sold = await t.deps.database.db.select({ orderId: orderLines.orderId }).from(orderLines).where(eq(orderLines.productPriceId, cream.priceId));
    expect(sold).toHaveLength(10);
    const placed = await t.deps.database.db.select({ id: orders.id }).from(orders);
    expect(new Set(sold.map((s) => s.orderId)).size).toBe(10);
    expect(placed.length).toBeGreaterThanOrEqual(10);
  });

  it('never deadlocks when buyers of different variants of one product and of the same variants cross', { timeout: 120_000 }, async () => {
    // Two products of two variants each: buyers take one variant of each product, in crossing orders.
    const a1 = await addVariant(t.deps, { quantity: 20 });
    const a2 = await addVariant(t.deps, { quantity: 20, of: a1 });
    const b1 = await addVariant(t.deps, { quantity: 20 });
    const b2 = await addVariant(t.deps, { quantity: 20, of: b1 });
    const baskets = Array.from({ length: 40 }, (_, i) => (i % 2 ? [line(a1, 1), line(b2, 1)] : [line(b1, 1), line(a2, 1)]));
    const answers = await Promise.all(baskets.map((products) => postStore(t, pickupOrder(products), guestHeaders())));
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 201)).toEqual([]);
    expect(await Promise.all([a1, a2, b1, b2].map((v) => stockOf(t.deps, v)))).toEqual([0, 0, 0, 0]);
  });
});
