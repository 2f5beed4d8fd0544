import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertOrder, variantsInStock } from './orders.test-support.ts';
import { placeOrderRows } from '../checkout/order-placement.repository.ts';

/** Public order numbers (migration 0023): random, unique, and not to be guessed from another order's. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 4 });
});
afterAll(() => t?.close());

const NUMBER = /^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{12}$/;

describe('order numbers', () => {
  it('gives each order placed by shop_place_order a random 12-character number, answered with the order', async () => {
    const [v] = await variantsInStock(t.deps, 1);
    const placed: Array<{ id: number; number: string }> = [];
    for (let i = 0; i < 3; i++) {
      const outcome = await placeOrderRows(t.deps.database, {
        order: {
          ownerKey: `v:numbers-${i}`,
          idempotencyKey: `numbers-${i}`,
          requestHash: 'h',
          status: 'new',
          paymentMethod: 'cash',
          paymentStatus: 'not_paid',
          priceAudience: 'retail',
          phone: '+380671112233',
          lang: 'ru',
          deliveryMethodId: 5,
          goodsTotal: 10_000,
          total: 10_000,
        },
        lines: [{ productId: v.productId, productPriceId: v.id, type: 'product', titleRu: 'К', titleUk: 'К', count: 1, unitPrice: 10_000, total: 10_000 }],
        take: new Map([[v.id, 1]]),
        gifts: new Map(),
        bonuses: 0,
        address: null,
      });
      if (outcome.result !== 'placed') throw new Error(outcome.result);
      placed.push({ id: outcome.orderId, number: outcome.number });
    }
    // Consecutive ids, unrelated numbers.
    expect(placed[1].id - placed[0].id).toBe(1);
    for (const { id, number } of placed) {
      expect(number).toMatch(NUMBER);
      const [row] = await t.deps.database.db.select({ number: orders.number }).from(orders).where(eq(orders.id, id));
      expect(row.number).toBe(number);
    }
    expect(new Set(placed.map((p) => p.number)).size).toBe(3);
    const common = (a: string, b: string) => [...a].filter((c, i) => b[i] === c).length;
    // Two random numbers share a character at a given place 1 time in 32: 12 places share far fewer than 6.
    expect(common(placed[0].number, placed[1].number)).toBeLessThan(6);
    expect(common(placed[1].number, placed[2].number)).toBeLessThan(6);

    const answer = await t.app.inject({ url: `/api/v1/orders/${placed[0].id}`, headers: { 'x-user-hash': 'numbers-0' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.number).toBe(placed[0].number);
  });

  it('spreads numbers evenly over the alphabet and never repeats one', async () => {
    const [v] = await variantsInStock(t.deps, 1);
    const ids: number[] = [];
    for (let i = 0; i < 150; i++) ids.push(await insertOrder(t.deps, { owner: { visitorId: `numbers-bulk-${i}` }, lines: [{ productPriceId: v.id, count: 1 }], reserve: false }));
    const numbers = (await t.deps.database.db.select({ number: orders.number }).from(orders)).map((r) => r.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    const counts = new Map<string, number>();
    for (const n of numbers) for (const c of n) counts.set(c, (counts.get(c) ?? 0) + 1);
    // 1,800+ characters over 32 letters: about 57 each; every letter is used, none dominates.
    expect(counts.size).toBe(32);
    for (const count of counts.values()) expect(count).toBeLessThan(130);
  });
});
