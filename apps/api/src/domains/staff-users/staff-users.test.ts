import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, registerUser, signIn } from '../auth/auth.test-support.ts';
import { demoEmail, demoUserId } from '../orders/orders.test-support.ts';

/** The back office's accounts (issue 29, screen "Users"): administrators only, every change audited. */
let t: TestApp;
let admin: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, demoEmail('staff'))).accessToken;
  adminId = await demoUserId(t.deps, 'staff');
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'PATCH' | 'PUT', url: string, token: string, payload?: object, lang = 'ru') =>
  t.app.inject({ method, url, headers: { ...bearer(token), 'x-localization': lang }, ...(payload ? { payload } : {}) });

async function actionsOf(subjectId: number) {
  const { rows } = await t.deps.database.db.execute<{ action: string; actor_id: number; before: unknown; after: unknown }>(
    sql`select action, actor_id, before, after from staff_actions where subject_type = 'user' and subject_id = ${subjectId} order by id`,
  );
  return rows;
}

describe('staff users', () => {
  it('finds accounts by e-mail, phone or id and never shows a password or its hash', async () => {
    const user = await registerUser(t);
    for (const q of [user.email.toUpperCase(), user.phone.slice(-7), String(user.id)]) {
      const res = await call('GET', `/api/v1/staff/users?q=${encodeURIComponent(q)}`, admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.map((u: { id: number }) => u.id)).toContain(user.id);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    const one = await call('GET', `/api/v1/staff/users/${user.id}`, admin);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ id: user.id, email: user.email, user_type: 'regular', status: 'active', staff_role: null });
    expect(one.body).not.toMatch(/password|argon2|hash/i);
    const staffList = await call('GET', '/api/v1/staff/users?staff_role=any&per_page=100', admin);
    expect(staffList.json().data.every((u: { staff_role: string | null }) => u.staff_role !== null)).toBe(true);
    expect((await call('GET', '/api/v1/staff/users/2000000000', admin)).statusCode).toBe(404);
  });

  it('changes type, discounts, bonuses and agent code, and records before and after in the same change', async () => {
    const user = await registerUser(t);
    const res = await call('PATCH', `/api/v1/staff/users/${user.id}`, admin, {
      user_type: 'professional',
      individual_discount: 15,
      temp_discount: true,
      can_use_bonuses: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json().data;
    expect(changed).toMatchObject({ user_type: 'professional', individual_discount: 15, temp_discount: true, can_use_bonuses: true });
    expect(changed.code).toMatch(/^PRO-/);
    const [action] = await actionsOf(user.id);
    expect(action).toMatchObject({ action: 'user.update', actor_id: adminId });
    expect(action.before).toEqual({ userType: 'regular', individualDiscount: 0, tempDiscount: false, canUseBonuses: false, code: null });
    expect(action.after).toEqual({ userType: 'professional', individualDiscount: 15, tempDiscount: true, canUseBonuses: true, code: changed.code });

    // Linked to the new professional's code; the same change again writes and records nothing.
    const client = await registerUser(t);
    const linked = await call('PATCH', `/api/v1/staff/users/${client.id}`, admin, { assigned_code: changed.code.toLowerCase() });
    expect(linked.json().data.assigned_code).toBe(changed.code);
    await call('PATCH', `/api/v1/staff/users/${client.id}`, admin, { assigned_code: changed.code });
    expect(await actionsOf(client.id)).toHaveLength(1);
    const unlinked = await call('PUT', `/api/v1/staff/users/${client.id}`, admin, { assigned_code: null });
    expect(unlinked.json().data.assigned_code).toBeNull();
  });

  it('answers 422 per field in Russian and Ukrainian and writes nothing', async () => {
    const user = await registerUser(t);
    const cases: [object, string][] = [
      [{ individual_discount: 101 }, 'individual_discount'],
      [{ user_type: 'owner' }, 'user_type'],
      [{ assigned_code: 'PRO-NOONE-NOONE' }, 'assigned_code'],
      [{ password_hash: 'x' }, ''],
      [{}, 'user_type'],
    ];
    for (const [body, field] of cases) {
      for (const lang of ['ru', 'ua']) {
        const res = await call('PATCH', `/api/v1/staff/users/${user.id}`, admin, body, lang);
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
        if (field) expect(res.json().errors[field]?.[0]).toBeTruthy();
      }
    }
    const ru = await call('PATCH', `/api/v1/staff/users/${user.id}`, admin, { assigned_code: 'PRO-NOONE-NOONE' }, 'ru');
    const ua = await call('PATCH', `/api/v1/staff/users/${user.id}`, admin, { assigned_code: 'PRO-NOONE-NOONE' }, 'ua');
    expect(ru.json().errors.assigned_code[0]).not.toBe(ua.json().errors.assigned_code[0]);
    expect(await actionsOf(user.id)).toHaveLength(0);
    expect((await call('GET', `/api/v1/staff/users/${user.id}`, admin)).json().data).toMatchObject({ user_type: 'regular', individual_discount: 0 });
  });

  it("refuses a blocked user's session at once, and its refresh token too", async () => {
    const user = await registerUser(t);
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(user.accessToken) })).statusCode).toBe(200);
    const res = await call('PATCH', `/api/v1/staff/users/${user.id}`, admin, { status: 'inactive' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(user.accessToken) })).statusCode).toBe(401);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: { cookie: `refresh_token=${user.refreshToken}` } });
    expect(refreshed.statusCode).toBe(401);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: user.password } });
    expect(signIn.statusCode).not.toBe(200);
    expect((await actionsOf(user.id)).at(-1)).toMatchObject({ before: { status: 'active' }, after: { status: 'inactive' } });
    // An administrator cannot block itself.
    expect((await call('PATCH', `/api/v1/staff/users/${adminId}`, admin, { status: 'inactive' })).statusCode).toBe(422);
  });

  it('gives a staff role and takes it back, which opens and closes the back office at once; never its own', async () => {
    const user = await registerUser(t);
    const area = () => t.app.inject({ url: '/api/v1/staff/professional-applications', headers: bearer(user.accessToken) });
    expect((await area()).statusCode).toBe(403);
    const given = await call('PUT', `/api/v1/staff/users/${user.id}/staff-role`, admin, { staff_role: 'reviewer' });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().data.staff_role).toBe('reviewer');
    const opened = await area();
    expect(opened.statusCode, opened.body).toBe(200);
    // A reviewer is not let into the users area.
    expect((await call('GET', '/api/v1/staff/users', user.accessToken)).statusCode).toBe(403);

    const taken = await call('PUT', `/api/v1/staff/users/${user.id}/staff-role`, admin, { staff_role: null });
    expect(taken.json().data.staff_role).toBeNull();
    expect((await area()).statusCode).toBe(403);
    expect((await actionsOf(user.id)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['user.staff_role_grant', { staffRole: null }, { staffRole: 'reviewer' }],
      ['user.staff_role_revoke', { staffRole: 'reviewer' }, { staffRole: null }],
    ]);

    const own = await call('PUT', `/api/v1/staff/users/${adminId}/staff-role`, admin, { staff_role: 'reviewer' }, 'ua');
    expect(own.statusCode).toBe(422);
    expect(own.json().errors.staff_role[0]).toMatch(/адміністратора/);
    expect((await call('PUT', `/api/v1/staff/users/${adminId}/staff-role`, admin, { staff_role: 'owner' })).statusCode).toBe(422);
    expect((await call('GET', `/api/v1/staff/users/${adminId}`, admin)).json().data.staff_role).toBe('administrator');
  });
});
