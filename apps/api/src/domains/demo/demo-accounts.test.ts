import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../auth/auth.test-support.ts';
import { demoUserId, insertOrder, variantsInStock } from '../orders/orders.test-support.ts';
import { insertUser } from '../users/users.repository.ts';
import { DemoAccountsPresentError, assertNoDemoAccounts, removeDemoAccounts } from './demo-accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 5 });
});
afterAll(async () => t?.close());

describe('removing the demo accounts', () => {
  it('deletes every demo account and ends its sessions; orders keep their rows, other accounts stay', async () => {
    const db = t.deps.database.db;
    const staff = await signIn(t, 'staff@demo.procosmetics.ua');
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(staff.accessToken) })).statusCode).toBe(200);
    const [variant] = await variantsInStock(t.deps, 1);
    const orderId = await insertOrder(t.deps, { owner: { userId: await demoUserId(t.deps, 'regular') }, lines: [{ productPriceId: variant.id, count: 1 }] });
    // A real manager attached to the demo distributor is detached, not deleted with it.
    const distributorId = await demoUserId(t.deps, 'distributor');
    const real = await insertUser(db, { email: 'manager@example.com', name: 'Ганна', isManager: true, distributorId, userType: 'distributor' });
    await expect(assertNoDemoAccounts(db)).rejects.toBeInstanceOf(DemoAccountsPresentError);

    const removed = await removeDemoAccounts(t.deps);
    expect(removed).toContain('staff@demo.procosmetics.ua');
    expect(removed.length).toBeGreaterThanOrEqual(7);
    await expect(assertNoDemoAccounts(db)).resolves.toBeUndefined();
    const left = await db.execute<{ n: number }>(sql`select count(*)::int as n from users where email like '%@demo.procosmetics.ua'`);
    expect(Number(left.rows[0].n)).toBe(0);

    const [order] = await db.select({ id: orders.id, userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
    expect(order).toEqual({ id: orderId, userId: null });
    const [manager] = await db.select({ id: users.id, distributorId: users.distributorId, isManager: users.isManager }).from(users).where(eq(users.id, real.id));
    expect(manager).toEqual({ id: real.id, distributorId: null, isManager: false });

    // The staff token signed before is refused, and the published password opens nothing.
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(staff.accessToken) })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'staff@demo.procosmetics.ua', password: 'Demo12345!' } });
    expect(login.statusCode).not.toBe(200);
    expect(await removeDemoAccounts(t.deps)).toEqual([]);
  });
});
