import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNotices, orders, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { localMailer, localSms, uniqueEmail, uniquePhone } from '../auth/auth.test-support.ts';
import { addVariant, guestHeaders, line, pickupOrder, postStore, stockOf } from '../checkout/checkout.test-support.ts';
import { placeOrderRows } from '../checkout/order-placement.repository.ts';
import { sendDueNotices } from './order-notices.ts';

/**
 * The order letters' outbox with the background jobs in another process (BACKGROUND_JOBS=off, as
 * the workers of `npm start` on PostgreSQL run): placing queues the notice with the order, nothing
 * is sent by the request, and the sender sends each notice once, also when two run at once.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ products: 6, env: { BACKGROUND_JOBS: 'off' } });
});
afterAll(() => t?.close());

const noticesOf = (orderId: number) => t.deps.database.db.select().from(orderNotices).where(eq(orderNotices.orderId, orderId));

describe('the order letters’ outbox', () => {
  it('queues the letter with the order and sends it once, however many senders run', async () => {
    const cream = await addVariant(t.deps, { quantity: 5 });
    const email = uniqueEmail('outbox');
    const phone = uniquePhone();
    const res = await postStore(t, pickupOrder([line(cream, 1)], { email, phone }), guestHeaders());
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json().data;
    expect(await noticesOf(id)).toMatchObject([{ kind: 'placed', sentAt: null }]);
    expect(localMailer(t).lettersTo(email)).toHaveLength(0);

    await Promise.all([sendDueNotices(t.deps), sendDueNotices(t.deps), sendDueNotices(t.deps)]);
    expect(localMailer(t).lettersTo(email)).toHaveLength(1);
    expect(localMailer(t).lettersTo(email)[0].subject).toContain(`№${id}`);
    expect(localSms(t).lastTo(phone)?.text).toContain(String(id));
    const [notice] = await noticesOf(id);
    expect(notice.sentAt).not.toBeNull();
    expect(notice.attempts).toBe(1);

    expect(await sendDueNotices(t.deps)).toBe(0);
    expect(localMailer(t).lettersTo(email)).toHaveLength(1);
  });

  it('queues nothing for an order that was refused', async () => {
    const cream = await addVariant(t.deps, { quantity: 1 });
    const before = await t.deps.database.db.select({ id: orderNotices.id }).from(orderNotices);
    const res = await postStore(t, pickupOrder([line(cream, 2)]), guestHeaders());
    expect(res.statusCode).toBe(409);
    expect(await t.deps.database.db.select({ id: orderNotices.id }).from(orderNotices)).toHaveLength(before.length);
  });
});

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
