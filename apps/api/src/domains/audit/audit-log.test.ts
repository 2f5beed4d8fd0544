import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, registerUser, signIn } from '../auth/auth.test-support.ts';
import { demoEmail, demoUserId } from '../orders/orders.test-support.ts';
import { recordStaffAction } from './audit.public.ts';

/** The audit log in the back office (issue 29, screen "Audit log"): read, filtered, paged, never edited. */
let t: TestApp;
let admin: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, demoEmail('staff'))).accessToken;
  adminId = await demoUserId(t.deps, 'staff');
});
afterAll(() => t?.close());

const audit = (query: string, lang = 'ru', token = admin) => t.app.inject({ url: `/api/v1/staff/audit?${query}`, headers: { ...bearer(token), 'x-localization': lang } });

describe('staff audit log', () => {
  it('shows who changed which record, when, with the fields before and after, newest first and paged', async () => {
    const user = await registerUser(t);
    for (const discount of [5, 10, 15]) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/v1/staff/users/${user.id}`, headers: bearer(admin), payload: { individual_discount: discount } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const page1 = await audit(`subject_type=user&subject_id=${user.id}&per_page=2`);
    expect(page1.statusCode, page1.body).toBe(200);
    expect(page1.headers['cache-control']).toBe('private, no-store');
    const body = page1.json();
    expect(body.meta).toMatchObject({ total: 3, per_page: 2, last_page: 2 });
    expect(body.data[0]).toMatchObject({
      action: 'user.update',
      subject_type: 'user',
      subject_id: user.id,
      actor: { id: adminId, email: demoEmail('staff') },
      before: { individualDiscount: 10 },
      after: { individualDiscount: 15 },
    });
    expect(body.links.next).toContain('page=2');
    const page2 = (await audit(`subject_type=user&subject_id=${user.id}&per_page=2&page=2`)).json();
    expect(page2.data.map((e: { after: unknown }) => e.after)).toEqual([{ individualDiscount: 5 }]);

    // By actor, action (exact or a kind with a trailing dot) and Kyiv days.
    expect((await audit(`actor_id=${adminId}&action=user.update&subject_id=${user.id}`)).json().meta.total).toBe(3);
    expect((await audit(`action=user.&subject_id=${user.id}`)).json().meta.total).toBe(3);
    expect((await audit(`action=order.ship&subject_id=${user.id}`)).json().meta.total).toBe(0);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date());
    expect((await audit(`from=${today}&to=${today}&subject_id=${user.id}&subject_type=user`)).json().meta.total).toBe(3);
    expect((await audit(`from=2020-01-01&to=2020-01-31&subject_id=${user.id}&subject_type=user`)).json().meta.total).toBe(0);
  });

  it('answers bad filters 400 per field in Russian and Ukrainian (a query is not a form, as everywhere in the API)', async () => {
    for (const [query, field] of [
      ['from=2026-02-30', 'from'],
      ['from=2026-03-02&to=2026-03-01', 'to'],
      ['actor_id=x', 'actor_id'],
      ['action=DROP TABLE', 'action'],
      ['subject_type=user;', 'subject_type'],
    ]) {
      const ru = await audit(query, 'ru');
      const ua = await audit(query, 'ua');
      expect(ru.statusCode, query).toBe(400);
      expect(ua.json().errors[field]?.[0]).not.toBe(ru.json().errors[field]?.[0]);
      expect(ru.json().errors[field]?.[0], query).toBeTruthy();
      expect(ua.json().errors[field]?.[0]).toBeTruthy();
    }
  });

  it('is for administrators only', async () => {
    expect((await t.app.inject({ url: '/api/v1/staff/audit' })).statusCode).toBe(401);
    for (const who of ['orders', 'content', 'reviewer', 'regular'] as const) {
      const token = (await signIn(t, demoEmail(who))).accessToken;
      expect((await audit('', 'ru', token)).statusCode).toBe(403);
    }
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      expect((await t.app.inject({ method, url: '/api/v1/staff/audit/1', headers: bearer(admin) })).statusCode).toBe(404);
    }
  });

  it('is append-only in the database, yet keeps a deleted staff account’s records with no author', async () => {
    const { db } = t.deps.database;
    const gone = await registerUser(t);
    await db.transaction((tx) => recordStaffAction(tx, { actorId: gone.id, action: 'user.update', subjectType: 'user', subjectId: gone.id, before: { a: 1 }, after: { a: 2 } }));
    const [{ id }] = (await db.execute<{ id: number }>(sql`select max(id)::int as id from staff_actions`)).rows;
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'written',
        (error: Error & { cause?: Error }) => String(error.cause?.message ?? error.message),
      );
    expect(await refusal(db.execute(sql`update staff_actions set after = '{"a":3}' where id = ${id}`))).toMatch(/append-only/);
    expect(await refusal(db.execute(sql`update staff_actions set actor_id = null, action = 'x' where id = ${id}`))).toMatch(/append-only/);
    expect(await refusal(db.execute(sql`delete from staff_actions where id = ${id}`))).toMatch(/append-only/);

    await db.execute(sql`delete from users where id = ${gone.id}`);
    const [kept] = (await db.execute<{ actor_id: number | null; after: unknown }>(sql`select actor_id, after from staff_actions where id = ${id}`)).rows;
    expect(kept).toEqual({ actor_id: null, after: { a: 2 } });
    const entry = (await audit(`subject_type=user&subject_id=${gone.id}`)).json().data[0];
    expect(entry).toMatchObject({ id, actor: null, after: { a: 2 } });
  });
});
