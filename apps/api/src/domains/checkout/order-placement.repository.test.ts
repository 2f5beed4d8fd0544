import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orderNotices, orders, seminars, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addVariant, stockOf } from './checkout.test-support.ts';
import { placeOrderRows } from './order-placement.repository.ts';

/**
 * `shop_place_order` called directly, for what the API cannot make happen on demand: a bonus
 * balance spent, stock or seats taken by another order between pricing and placing. The function
 * writes the order's own rows before it locks the shared ones, so each refusal must roll them back. (Everything else it does is proved
 * through `checkout/store` in checkout-store.test.ts and checkout-concurrency.test.ts.)
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ products: 4 });
});
afterAll(() => t?.close());

/** A guest's order of `count` units of one variant, or of tickets, under its own key. */
function guestOrder(key: string, line: { productId: number | null; priceId: number | null; count: number; seminarId?: number }) {
  return {
    order: {
      userId: null,
      ownerKey: 'v:placement-test',
      idempotencyKey: key,
      requestHash: 'h',
      status: 'new' as const,
      paymentMethod: 'cash' as const,
      paymentStatus: 'not_paid' as const,
      priceAudience: 'retail',
      phone: '+380671112244',
      lang: 'ru',
      deliveryMethodId: 5,
      goodsTotal: 10_000 * line.count,
      total: 10_000 * line.count,
    },
    lines: [
      {
        productId: line.productId,
        productPriceId: line.priceId,
        seminarId: line.seminarId ?? null,
        type: line.seminarId ? ('ticket' as const) : ('product' as const),
        titleRu: 'К',
        titleUk: 'К',
        count: line.count,
        unitPrice: 10_000,
        total: 10_000 * line.count,
      },
    ],
    take: line.priceId === null ? new Map<number, number>() : new Map([[line.priceId, line.count]]),
    gifts: new Map<number, number>(),
    bonuses: 0,
    address: null,
    seats: line.seminarId ? new Map([[line.seminarId, line.count]]) : undefined,
  };
}

/** Nothing of the order under `key` is stored: no row, no lines, no notice for a letter. */
async function expectNothingStored(key: string) {
  const { db } = t.deps.database;
  expect(await db.select().from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(0);
  const stray = await db.execute(sql`select 1 from ${orderLines} l left join ${orders} o on o.id = l.order_id where o.id is null`);
  expect(stray.rows).toHaveLength(0);
  const unsent = await db.execute(sql`select 1 from ${orderNotices} n left join ${orders} o on o.id = n.order_id where o.id is null`);
  expect(unsent.rows).toHaveLength(0);
}

describe('shop_place_order', () => {
  it('writes nothing and answers the stock as it is when another order took the units meanwhile', async () => {
    const cream = await addVariant(t.deps, { quantity: 2 });
    const outcome = await placeOrderRows(t.deps.database, guestOrder('stock-gone', { productId: cream.productId, priceId: cream.priceId, count: 3 }));
    expect(outcome).toEqual({ result: 'short', stock: new Map([[cream.priceId, 2]]) });
    expect(await stockOf(t.deps, cream)).toBe(2);
    await expectNothingStored('stock-gone');
    // The key was not spent by the refusal: the same key places the order once the basket fits.
    const placed = await placeOrderRows(t.deps.database, guestOrder('stock-gone', { productId: cream.productId, priceId: cream.priceId, count: 2 }));
    expect(placed.result).toBe('placed');
    expect(await stockOf(t.deps, cream)).toBe(0);
  });

  it('writes nothing and answers the seats left when another order took the seats meanwhile', async () => {
    const startsAt = new Date(Date.now() + 7 * 86_400_000);
    const [seminar] = await t.deps.database.db
      .insert(seminars)
      .values({
        titleRu: 'Семинар',
        titleUk: 'Семінар',
        descriptionRu: 'О',
        descriptionUk: 'О',
        format: 'online',
        speakerSlug: 'placement-test',
        speakerRu: 'А',
        speakerUk: 'А',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
        price: 100,
        seats: 2,
      })
      .returning({ id: seminars.id });
    const outcome = await placeOrderRows(t.deps.database, guestOrder('seats-gone', { productId: null, priceId: null, count: 3, seminarId: seminar.id }));
    expect(outcome).toEqual({ result: 'seats_short', seatsLeft: new Map([[seminar.id, 2]]) });
    const [after] = await t.deps.database.db.select({ taken: seminars.seatsTaken }).from(seminars).where(eq(seminars.id, seminar.id));
    expect(after.taken).toBe(0);
    await expectNothingStored('seats-gone');
  });

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
