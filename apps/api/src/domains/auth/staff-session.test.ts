import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_SESSION_TTL_S } from './refresh-cookie.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, fromIp, refreshCookieOf, uniqueIp } from './auth.test-support.ts';

/** Staff sessions are shorter-lived than shoppers' (issue 29): no 30-day cookie, 8 hours on the server. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const login = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: fromIp(uniqueIp()), payload: { email, password: 'Demo12345!', remember: true } });

async function refreshExpiryHours(userEmail: string): Promise<number> {
  const { rows } = await t.deps.database.db.execute<{ hours: number }>(
    sql`select extract(epoch from (r.expires_at - now())) / 3600 as hours from refresh_tokens r join users u on u.id = r.user_id
        where u.email = ${userEmail} order by r.id desc limit 1`,
  );
  return Number(rows[0].hours);
}

describe('staff sessions', () => {
  it.each(['staff', 'orders', 'content', 'reviewer'])('%s@: "remember me" gives no lasting cookie and the session ends within 8 hours', async (who) => {
    const email = `${who}@demo.procosmetics.ua`;
    const res = await login(email);
    expect(res.statusCode, res.body).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'refresh_token');
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.maxAge).toBeUndefined();
    const hours = await refreshExpiryHours(email);
    expect(hours).toBeGreaterThan(STAFF_SESSION_TTL_S / 3600 - 0.1);
    expect(hours).toBeLessThanOrEqual(STAFF_SESSION_TTL_S / 3600);

    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(res.json().data.accessToken) });
    expect(me.json().data).toMatchObject({ canSeeAdminHeader: true, staffRole: who === 'staff' ? 'administrator' : expect.any(String) });

    // A refresh keeps the staff limit.
    const rotated = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: { cookie: `refresh_token=${refreshCookieOf(res)}` } });
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.cookies.find((c) => c.name === 'refresh_token')?.maxAge).toBeUndefined();
    expect(await refreshExpiryHours(email)).toBeLessThanOrEqual(STAFF_SESSION_TTL_S / 3600);
  });

  it('a shopper who asks to be remembered still gets 30 days', async () => {
    const res = await login('regular@demo.procosmetics.ua');
    expect(res.cookies.find((c) => c.name === 'refresh_token')?.maxAge).toBe(30 * 24 * 3600);
    expect(await refreshExpiryHours('regular@demo.procosmetics.ua')).toBeGreaterThan(24 * 29);
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(res.json().data.accessToken) });
    expect(me.json().data).toMatchObject({ canSeeAdminHeader: false, staffRole: null });
  });
});
