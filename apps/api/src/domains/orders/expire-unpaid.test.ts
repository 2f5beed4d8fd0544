import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../../db/schema/orders.ts';
import { buildApi } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expireUnpaidOrders } from './expire-unpaid.ts';
import { bonusesOf, demoUserId, insertOrder, stockOf, variantsInStock } from './orders.test-support.ts';

let t: TestApp;
let variants: Awaited<ReturnType<typeof variantsInStock>>;
beforeAll(async () => {
  t = await createTestApp({ products: 6 });
  variants = await variantsInStock(t.deps, 2);
});
afterAll(() => t?.close());

const HOUR = 3_600_000;
const statusOf = async (id: number) => (await t.deps.database.db.select({ status: orders.status, payment: orders.paymentStatus }).from(orders).where(eq(orders.id, id)))[0];

describe('expireUnpaidOrders', () => {
  it('cancels online orders unpaid past their deadline, gives back stock and bonuses, and leaves the rest', async () => {
    const v = variants[0];
    const userId = await demoUserId(t.deps, 'professional');
    const stock = await stockOf(t.deps, v.id);
    const balance = await bonusesOf(t.deps, userId);
    const past = new Date(Date.now() - HOUR);
    const future = new Date(Date.now() + HOUR);
    const line = [{ productPriceId: v.id, count: 1 }];
    const online = { paymentMethod: 'liqpay' as const, paymentDeadline: past };

    const due = [
      await insertOrder(t.deps, { owner: { userId }, lines: line, ...online, paymentStatus: 'pending', bonusesSpent: 20 }),
      await insertOrder(t.deps, { owner: { visitorId: 'expiry-guest-1' }, lines: line, ...online, paymentStatus: 'failed' }),
      await insertOrder(t.deps, { owner: { visitorId: 'expiry-guest-2' }, lines: line, ...online, status: 'awaiting_payment', paymentStatus: 'not_paid' }),
    ];
    const kept = [
      await insertOrder(t.deps, { owner: { visitorId: 'expiry-guest-3' }, lines: line, paymentMethod: 'liqpay', paymentStatus: 'pending', paymentDeadline: future }),
      await insertOrder(t.deps, { owner: { visitorId: 'expiry-guest-4' }, lines: line, ...online, status: 'paid', paymentStatus: 'paid' }),
      await insertOrder(t.deps, { owner: { visitorId: 'expiry-guest-5' }, lines: line, paymentMethod: 'cash', paymentDeadline: past }),
      await insertOrder(t.deps, { owner: { visitorId: 'expiry-guest-6' }, lines: line, paymentMethod: 'invoice', paymentDeadline: past }),
      await insertOrder(t.deps, { owner: { visitorId: 'expiry-guest-7' }, lines: line, paymentMethod: 'liqpay', paymentStatus: 'pending', paymentDeadline: null }),
    ];
    expect(await stockOf(t.deps, v.id)).toBe(stock - 8);
    expect(await bonusesOf(t.deps, userId)).toBe(balance - 20);

    const cancelled = await expireUnpaidOrders(t.deps);
    expect(cancelled.sort()).toEqual([...due].sort());
    for (const id of due) expect((await statusOf(id)).status).toBe('cancelled');
    expect(await statusOf(due[0])).toEqual({ status: 'cancelled', payment: 'failed' });
    for (const id of kept) expect((await statusOf(id)).status).not.toBe('cancelled');
    expect(await stockOf(t.deps, v.id)).toBe(stock - 5);
    expect(await bonusesOf(t.deps, userId)).toBe(balance);

    const events = await t.deps.database.db.select().from(orderEvents).where(inArray(orderEvents.orderId, due));
    const cancels = events.filter((e) => e.event === 'cancel');
    expect(cancels).toHaveLength(3);
    expect(cancels.every((e) => e.actor === 'system' && e.note === 'payment deadline passed')).toBe(true);

    // A second run finds nothing; the clock passing the other deadline makes it due.
    expect(await expireUnpaidOrders(t.deps)).toEqual([]);
    expect(await expireUnpaidOrders(t.deps, new Date(Date.now() + 2 * HOUR))).toEqual([kept[0]]);
    expect(await stockOf(t.deps, v.id)).toBe(stock - 4);
  });

  it('cancels cash orders staff have not confirmed within UNCONFIRMED_CASH_HOURS, returning their stock once', async () => {
    const v = variants[0];
    const stock = await stockOf(t.deps, v.id);
    const line = [{ productPriceId: v.id, count: 2 }];
    const hours = t.deps.config.payments.unconfirmedCashHours;
    expect(hours).toBe(48);
    const placed = (h: number) => new Date(Date.now() - h * HOUR);
    const stale = await insertOrder(t.deps, { owner: { visitorId: 'cash-stale' }, lines: line, paymentMethod: 'cash', createdAt: placed(hours + 1) });
    const fresh = await insertOrder(t.deps, { owner: { visitorId: 'cash-fresh' }, lines: line, paymentMethod: 'cash', createdAt: placed(hours - 1) });
    const confirmed = await insertOrder(t.deps, { owner: { visitorId: 'cash-confirmed' }, lines: line, paymentMethod: 'cash', status: 'confirmed', createdAt: placed(hours + 5) });
    expect(await stockOf(t.deps, v.id)).toBe(stock - 6);

    const runs = await Promise.all([expireUnpaidOrders(t.deps), expireUnpaidOrders(t.deps)]);
    expect(runs.flat()).toEqual([stale]);
    expect(await statusOf(stale)).toEqual({ status: 'cancelled', payment: 'not_paid' });
    expect((await statusOf(fresh)).status).toBe('new');
    expect((await statusOf(confirmed)).status).toBe('confirmed');
    expect(await stockOf(t.deps, v.id)).toBe(stock - 4);
    const events = await t.deps.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, stale));
    expect(events.filter((e) => e.event === 'cancel').map((e) => [e.actor, e.note])).toEqual([['system', 'not confirmed in time']]);

    // Again, and once the fresh order's window has passed too: the stale one is not cancelled twice.
    expect(await expireUnpaidOrders(t.deps)).toEqual([]);
    expect(await expireUnpaidOrders(t.deps, new Date(Date.now() + 2 * HOUR))).toEqual([fresh]);
    expect(await stockOf(t.deps, v.id)).toBe(stock - 2);
  });

  it('cancels each order once when runs overlap (several workers)', async () => {
    const v = variants[1];
    const stock = await stockOf(t.deps, v.id);
    const ids: number[] = [];
    for (let i = 0; i < 70; i++) {
      ids.push(await insertOrder(t.deps, { owner: { visitorId: `expiry-crowd-${i}` }, lines: [{ productPriceId: v.id, count: 1 }], paymentMethod: 'liqpay', paymentStatus: 'pending', paymentDeadline: new Date(Date.now() - 1000), reserve: false }));
    }
    const runs = await Promise.all([expireUnpaidOrders(t.deps), expireUnpaidOrders(t.deps), expireUnpaidOrders(t.deps)]);
    const all = runs.flat();
    expect(all).toHaveLength(70);
    expect(new Set(all).size).toBe(70);
    const cancels = await t.deps.database.db.select({ id: orderEvents.orderId }).from(orderEvents).where(inArray(orderEvents.orderId, ids));
    // One "placed" line and one cancellation per order.
    expect(cancels).toHaveLength(140);
    expect(await stockOf(t.deps, v.id)).toBe(stock + 70);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('skips an order another transaction holds and takes it on the next run', async () => {
    const pool = t.deps.database.pool;
    if (!pool) throw new Error('PostgreSQL expected');
    const held = await insertOrder(t.deps, { owner: { visitorId: 'expiry-held' }, lines: [{ productPriceId: variants[0].id, count: 1 }], paymentMethod: 'liqpay', paymentStatus: 'pending', paymentDeadline: new Date(Date.now() - 1000) });
    const other = await insertOrder(t.deps, { owner: { visitorId: 'expiry-free' }, lines: [{ productPriceId: variants[0].id, count: 1 }], paymentMethod: 'liqpay', paymentStatus: 'pending', paymentDeadline: new Date(Date.now() - 1000) });
    // A payment callback holding the row, as it does while it records the money.
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('select id from orders where id = $1 for update', [held]);
      expect(await expireUnpaidOrders(t.deps)).toEqual([other]);
      expect((await statusOf(held)).status).toBe('new');
      await client.query('commit');
    } finally {
      client.release();
    }
    expect(await expireUnpaidOrders(t.deps)).toEqual([held]);
  });
});

describe('the payment-deadline job in a running API', () => {
  it('runs when the API is ready and stops when it closes', async () => {
    const id = await insertOrder(t.deps, { owner: { visitorId: 'expiry-on-start' }, lines: [{ productPriceId: variants[0].id, count: 1 }], paymentMethod: 'liqpay', paymentStatus: 'failed', paymentDeadline: new Date(Date.now() - 1000) });
    // Tests do not start it; the demo and production do.
    const api = await buildApi({ ...t.deps, config: { ...t.deps.config, env: 'demo', logLevel: 'silent' } });
    await api.ready();
    try {
      for (let i = 0; i < 100 && (await statusOf(id)).status !== 'cancelled'; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await statusOf(id)).status).toBe('cancelled');
    } finally {
      await api.close();
    }
  });
});
