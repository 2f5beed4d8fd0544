import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNotices } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { localMailer, localSms, uniqueEmail, uniquePhone } from '../auth/auth.test-support.ts';
import { addVariant, guestHeaders, line, pickupOrder, postStore } from '../checkout/checkout.test-support.ts';
import { sendDueNotices } from './order-notices.ts';
import { orderIdOf } from './orders.test-support.ts';

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
    const { number } = res.json().data;
    const id = await orderIdOf(t.deps, number);
    expect(await noticesOf(id)).toMatchObject([{ kind: 'placed', attempts: 0, claimedAt: null }]);
    expect(localMailer(t).lettersTo(email)).toHaveLength(0);

    await Promise.all([sendDueNotices(t.deps), sendDueNotices(t.deps), sendDueNotices(t.deps)]);
    expect(localMailer(t).lettersTo(email)).toHaveLength(1);
    expect(localMailer(t).lettersTo(email)[0].subject).toContain(`№${number}`);
    // A guest's phone has not proven itself: no SMS until staff confirm the order.
    expect(localSms(t).lastTo(phone)).toBeUndefined();
    // Sent: the outbox no longer holds it.
    expect(await noticesOf(id)).toEqual([]);

    expect(await sendDueNotices(t.deps)).toBe(0);
    expect(localMailer(t).lettersTo(email)).toHaveLength(1);
  });

  it('sends a batch of orders each its own letter, with its own lines', async () => {
    const buyers = await Promise.all(
      ['Сироватка', 'Тонік', 'Маска'].map(async (title) => {
        const named = `${title} ${Math.random().toString(36).slice(2, 8)}`;
        const variant = await addVariant(t.deps, { quantity: 5, title: named });
        const email = uniqueEmail('batch');
        const res = await postStore(t, pickupOrder([line(variant, 1)], { email, phone: uniquePhone() }), guestHeaders());
        expect(res.statusCode, res.body).toBe(201);
        const number = res.json().data.number as string;
        return { title: named, email, number, id: await orderIdOf(t.deps, number) };
      }),
    );
    expect(await sendDueNotices(t.deps)).toBeGreaterThanOrEqual(buyers.length);
    for (const buyer of buyers) {
      const letters = localMailer(t).lettersTo(buyer.email);
      expect(letters).toHaveLength(1);
      expect(letters[0].subject).toContain(`№${buyer.number}`);
      expect(letters[0].html).toContain(buyer.title);
      for (const other of buyers.filter((b) => b !== buyer)) expect(letters[0].html).not.toContain(other.title);
      expect(await noticesOf(buyer.id)).toEqual([]);
    }
  });

  it('keeps the notices of a batch whose orders could not be read, and sends them once the claim expires', async () => {
    const cream = await addVariant(t.deps, { quantity: 5 });
    const email = uniqueEmail('unread');
    const res = await postStore(t, pickupOrder([line(cream, 1)], { email, phone: uniquePhone() }), guestHeaders());
    expect(res.statusCode, res.body).toBe(201);
    const id = await orderIdOf(t.deps, res.json().data.number);

    // A sender whose reads of the orders fail (the claim itself, in its transaction, still works).
    const { db } = t.deps.database;
    const failingDb = new Proxy(db, {
      get: (target, key) =>
        key === 'select'
          ? () => {
              throw new Error('database gone');
            }
          : Reflect.get(target, key),
    });
    const failing = { ...t.deps, database: { ...t.deps.database, db: failingDb } };
    await expect(sendDueNotices(failing)).rejects.toThrow('database gone');
    expect(localMailer(t).lettersTo(email)).toHaveLength(0);
    expect(await noticesOf(id)).toMatchObject([{ attempts: 1, claimedAt: expect.any(Date) }]);

    // Within the claim nobody sends it twice; once the claim has expired, the next sender does.
    await sendDueNotices(t.deps);
    expect(localMailer(t).lettersTo(email)).toHaveLength(0);
    await db.update(orderNotices).set({ claimedAt: new Date(Date.now() - 10 * 60_000) }).where(eq(orderNotices.orderId, id));
    await sendDueNotices(t.deps);
    expect(localMailer(t).lettersTo(email)).toHaveLength(1);
    expect(await noticesOf(id)).toEqual([]);
  });

  it('queues nothing for an order that was refused', async () => {
    const cream = await addVariant(t.deps, { quantity: 1 });
    const before = await t.deps.database.db.select({ id: orderNotices.id }).from(orderNotices);
    const res = await postStore(t, pickupOrder([line(cream, 2)]), guestHeaders());
    expect(res.statusCode).toBe(409);
    expect(await t.deps.database.db.select({ id: orderNotices.id }).from(orderNotices)).toHaveLength(before.length);
  });
});
