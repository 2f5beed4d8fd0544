import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addVariant, stockOf } from './checkout.test-support.ts';
import { placeOrderRows } from './order-placement.repository.ts';

/**
 * `shop_place_order` called directly, for what the API cannot make happen on demand: a bonus
 * balance spent by another order between pricing and placing. (Everything else it does is proved
 * through `checkout/store` in checkout-store.test.ts and checkout-concurrency.test.ts.)
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ products: 4 });
});
afterAll(() => t?.close());

describe('shop_place_order', () => {
  it('writes nothing when the bonuses to spend are no longer on the balance', async () => {
    const cream = await addVariant(t.deps, { quantity: 3 });
    const [buyer] = await t.deps.database.db
      .select({ id: users.id, bonus: users.bonusAmount })
      .from(users)
      .where(eq(users.email, 'distributor@demo.procosmetics.ua'));
    const outcome = await placeOrderRows(t.deps.database, {
      order: {
        userId: buyer.id,
        ownerKey: `u:${buyer.id}`,
        idempotencyKey: 'bonuses-gone',
        requestHash: 'h',
        status: 'new',
        paymentMethod: 'cash',
        paymentStatus: 'not_paid',
        priceAudience: 'distributor',
        phone: '+380671112233',
        lang: 'ru',
        deliveryMethodId: 5,
        goodsTotal: 60_000,
        bonusesSpent: (buyer.bonus + 1) * 100,
        total: 0,
      },
      lines: [{ productId: cream.productId, productPriceId: cream.priceId, type: 'product', titleRu: 'К', titleUk: 'К', count: 1, unitPrice: 60_000, total: 60_000 }],
      take: new Map([[cream.priceId, 1]]),
      gifts: new Map(),
      bonuses: buyer.bonus + 1,
      address: null,
    });
    expect(outcome).toEqual({ result: 'bonuses_changed' });
    expect(await stockOf(t.deps, cream)).toBe(3);
    expect(await t.deps.database.db.select().from(orders).where(eq(orders.idempotencyKey, 'bonuses-gone'))).toHaveLength(0);
    const [after] = await t.deps.database.db.select({ bonus: users.bonusAmount }).from(users).where(eq(users.id, buyer.id));
    expect(after.bonus).toBe(buyer.bonus);
  });
});
