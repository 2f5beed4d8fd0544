import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { PASSWORD, bearer, registerUser, signIn, uniqueEmail } from '../auth/auth.test-support.ts';
import { addVariant, guestHeaders, line, newKey, pickupOrder, type TestVariant } from '../checkout/checkout.test-support.ts';
import type { OrderEvent } from '../orders/order-state.ts';
import { applyOrderEvent } from '../orders/order-transitions.ts';
import { findUserById, updateUser } from '../users/users.public.ts';

/**
 * The orders a manager placed for its distributor (owner `u:<distributor id>`, `user_id` the manager)
 * outlive the manager: once it is deactivated or deleted, the distributor still sees them, their
 * delivery still brings the goods into its warehouse, and another distributor sees none of it.
 */
let t: TestApp;
let own: { id: number; token: string };
let other: { id: number; token: string };

async function distributorOfThisFile(): Promise<{ id: number; token: string }> {
  const user = await registerUser(t);
  await updateUser(t.deps.database.db, user.id, { userType: 'distributor' });
  return { id: user.id, token: (await signIn(t, user.email, PASSWORD)).accessToken };
}

beforeAll(async () => {
  t = await createTestApp({ products: 6 });
  own = await distributorOfThisFile();
  other = await distributorOfThisFile();
});
afterAll(() => t?.close());

const get = (token: string, url: string) => t.app.inject({ url: `/api/v1${url}`, headers: bearer(token) });
const post = (token: string, url: string, payload?: object) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(token), payload });

/** A manager of `own`, signed in. */
async function managerOfOwn(): Promise<{ id: number; token: string }> {
  const password = 'Manager-pass-1';
  const res = await post(own.token, '/distributor/managers', { first_name: 'Ірина', last_name: 'Мельник', email: uniqueEmail('manager'), password });
  expect(res.statusCode, res.body).toBe(201);
  const { id, email } = res.json().data;
  return { id, token: (await signIn(t, email, password)).accessToken };
}

/** The manager places a pickup order paid in cash, as the checkout does for it. */
async function placeAs(token: string, variant: TestVariant, count: number): Promise<{ id: number; number: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/checkout/store',
    headers: { ...guestHeaders(), ...bearer(token), 'idempotency-key': newKey() },
    payload: pickupOrder([line(variant, count)]),
  });
  expect(res.statusCode, res.body).toBe(201);
  const { number } = res.json().data;
  const [row] = await t.deps.database.db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
  return { id: row.id, number };
}

/** Staff take a cash order through to its delivery. */
async function deliver(orderId: number): Promise<void> {
  for (const event of ['confirm', 'ship', 'deliver'] as OrderEvent[]) {
    const done = await t.deps.database.db.transaction((tx) => applyOrderEvent(tx, orderId, event, { actor: 'staff:1' }));
    expect(done, event).not.toBeNull();
  }
}

const orderNumbers = async (token: string, stage: 'in_progress' | 'finished') =>
  (await get(token, `/orders?orders_status=${stage}&per_page=100`)).json().data.map((o: { number: string }) => o.number) as string[];

async function moveOf(token: string, orderNumber: string) {
  const res = await get(token, '/documents?type=moving&per_page=100');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.find((doc: { order_number: string | null }) => doc.order_number === orderNumber) as { id: number; lines_count: number } | undefined;
}

async function held(token: string, variant: TestVariant): Promise<number> {
  const res = await get(token, '/remainings?per_page=100');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.find((row: { product_price_id: number }) => row.product_price_id === variant.priceId)?.quantity ?? 0;
}

describe('the orders a manager placed for its distributor', () => {
  it('stay the distributor’s, and come into its warehouse on delivery, after the manager is deleted', async () => {
    const manager = await managerOfOwn();
    const cream = await addVariant(t.deps, { quantity: 10 });
    const order = await placeAs(manager.token, cream, 2);
    expect(await orderNumbers(own.token, 'in_progress')).toContain(order.number);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/distributor/managers/${manager.id}`, headers: bearer(own.token) })).statusCode).toBe(200);
    expect(await findUserById(t.deps.database.db, manager.id)).toBeUndefined();
    // The order itself is kept, still owned by the distributor; only the link to the removed account goes.
    const [row] = await t.deps.database.db.select({ userId: orders.userId, ownerKey: orders.ownerKey }).from(orders).where(eq(orders.id, order.id));
    expect(row).toEqual({ userId: null, ownerKey: `u:${own.id}` });
    expect(await orderNumbers(own.token, 'in_progress')).toContain(order.number);
    expect((await get(own.token, `/orders/${order.number}`)).statusCode).toBe(200);

    await deliver(order.id);
    expect(await orderNumbers(own.token, 'finished')).toContain(order.number);
    const move = await moveOf(own.token, order.number);
    expect(move).toMatchObject({ lines_count: 1 });
    expect(await held(own.token, cream)).toBe(2);

    // Another distributor sees neither the order nor its move.
    expect((await get(other.token, `/orders/${order.number}`)).statusCode).toBe(404);
    expect(await moveOf(other.token, order.number)).toBeUndefined();
    expect((await get(other.token, `/documents/${move?.id}`)).statusCode).toBe(404);
  });

  it('stay the distributor’s, and come into its warehouse on delivery, while the manager is deactivated', async () => {
    const manager = await managerOfOwn();
    const serum = await addVariant(t.deps, { quantity: 10 });
    const order = await placeAs(manager.token, serum, 3);
    expect((await post(own.token, `/distributor/managers/${manager.id}/deactivate`)).statusCode).toBe(200);

    expect(await orderNumbers(own.token, 'in_progress')).toContain(order.number);
    await deliver(order.id);
    expect(await orderNumbers(own.token, 'finished')).toContain(order.number);
    expect(await moveOf(own.token, order.number)).toMatchObject({ lines_count: 1 });
    expect(await held(own.token, serum)).toBe(3);
    expect(await moveOf(other.token, order.number)).toBeUndefined();
  });
});
