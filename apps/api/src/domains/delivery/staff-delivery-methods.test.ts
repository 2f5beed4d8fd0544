import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../auth/auth.test-support.ts';
import { demoEmail } from '../orders/orders.test-support.ts';

/** Delivery methods in the back office (issue 29, screen "Settings"): checkout offers what is saved, at once. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, demoEmail('staff'))).accessToken;
});
afterAll(() => t?.close());

const list = async () => (await t.app.inject({ url: '/api/v1/staff/settings/delivery-methods', headers: bearer(admin) })).json().data;
const put = (id: number, payload: object, lang = 'ru') =>
  t.app.inject({ method: 'PUT', url: `/api/v1/staff/settings/delivery-methods/${id}`, headers: { ...bearer(admin), 'x-localization': lang }, payload });
const body = ({ id: _id, type: _type, ...rest }: Record<string, unknown>) => rest;

describe('staff settings: delivery methods', () => {
  it("changes a method's price and switches it off and on; the shop's list follows at once", async () => {
    const methods = await list();
    const courier = methods.find((m: { id: number }) => m.id !== 1);
    const saved = await put(courier.id, { ...body(courier), price: 123, title_uk: 'Кур’єр по Києву' });
    expect(saved.statusCode, saved.body).toBe(200);
    let shop = (await t.app.inject({ url: '/api/v1/delivery_methods', headers: { 'x-localization': 'ua' } })).json().data;
    expect(shop.find((m: { id: number }) => m.id === courier.id)).toMatchObject({ title: 'Кур’єр по Києву', price: 123 });

    expect((await put(courier.id, { ...body(courier), active: false })).statusCode).toBe(200);
    shop = (await t.app.inject({ url: '/api/v1/delivery_methods' })).json().data;
    expect(shop.map((m: { id: number }) => m.id)).not.toContain(courier.id);
    expect((await list()).find((m: { id: number }) => m.id === courier.id).active).toBe(false);
    expect((await put(courier.id, body(courier))).statusCode).toBe(200);

    const { rows } = await t.deps.database.db.execute<{ action: string; before: unknown; after: unknown }>(
      sql`select action, before, after from staff_actions where subject_type = 'delivery_method' and subject_id = ${courier.id} order by id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['delivery_method.update', 'delivery_method.update', 'delivery_method.update']);
    expect(rows[0].before).toEqual({ titleUk: courier.title_uk, price: courier.price * 100 });
    expect(rows[0].after).toEqual({ titleUk: 'Кур’єр по Києву', price: 12_300 });
  });

  it("keeps the quick order's method on, and answers bad fields 422 per field with nothing changed", async () => {
    const before = await list();
    const branch = before.find((m: { id: number }) => m.id === 1);
    const off = await put(1, { ...body(branch), active: false }, 'ua');
    expect(off.statusCode).toBe(422);
    expect(off.json().errors.active[0]).toMatch(/швидкого/);
    const bad = await put(1, { ...body(branch), title_ru: '', price: -1, sort: 1.5 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['price', 'sort', 'title_ru']);
    expect((await put(1, { ...body(branch), type: 'pickup' })).statusCode).toBe(422);
    expect((await put(2_000_000_000, body(branch))).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/staff/settings/delivery-methods/1', headers: bearer(admin) })).json().data).toEqual(branch);
    expect((await t.app.inject({ url: '/api/v1/staff/settings/delivery-methods/2000000000', headers: bearer(admin) })).statusCode).toBe(404);
    expect(await list()).toEqual(before);
  });
});
