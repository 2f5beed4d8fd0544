import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, registerUser } from '../auth/auth.test-support.ts';
import { insertOrder, variantsInStock } from '../orders/orders.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 5 });
});
afterAll(() => t?.close());

const hasOrdered = async (token: string): Promise<boolean> => {
  const res = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.hasOrdered;
};

describe('auth/me says whether the account has ordered before', () => {
  it('is false for a new account, true once it or its own phone has ordered, and never from another account', async () => {
    const [variant] = await variantsInStock(t.deps, 1);
    const line = { productPriceId: variant.id, count: 1 };
    const buyer = await registerUser(t);
    const byPhone = await registerUser(t);
    const other = await registerUser(t);
    expect(await hasOrdered(buyer.accessToken)).toBe(false);

    await insertOrder(t.deps, { owner: { userId: buyer.id }, lines: [line], phone: buyer.phone, reserve: false });
    expect(await hasOrdered(buyer.accessToken)).toBe(true);

    // A guest order placed with the account's own (proven) phone is the account's first order too.
    await insertOrder(t.deps, { owner: { visitorId: crypto.randomUUID() }, lines: [line], phone: byPhone.phone, status: 'cancelled', reserve: false });
    expect(await hasOrdered(byPhone.accessToken)).toBe(true);

    // Someone else's orders say nothing about this account.
    expect(await hasOrdered(other.accessToken)).toBe(false);
  });
});
