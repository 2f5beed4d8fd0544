import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_FIRST_ORDER_PROMOTION, DEFAULT_PAYMENT_METHODS } from '@shop/contracts/checkout-settings';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, registerUser, signIn } from '../auth/auth.test-support.ts';
import { demoEmail } from '../orders/orders.test-support.ts';
import { type TestVariant, addVariant, guestHeaders, line, orderCount, pickupOrder, postStore, useOnlyRules } from './checkout.test-support.ts';

/**
 * The checkout's settings in the back office (issue 29, screen "Settings"): the payment methods
 * and the first-order promotion reach the next quote and order at once, and the storefront's data.
 */
let t: TestApp;
let admin: string;
let cream: TestVariant;
beforeAll(async () => {
  t = await createTestApp({ products: 4 });
  await useOnlyRules(t.deps, []);
  cream = await addVariant(t.deps, { quantity: 10_000, retail: 100_000 });
  admin = (await signIn(t, demoEmail('staff'))).accessToken;
});
afterAll(() => t?.close());

const asAdmin = (method: 'GET' | 'PUT', path: string, payload?: object, lang = 'ru') =>
  t.app.inject({ method, url: `/api/v1/staff/settings/${path}`, headers: { ...bearer(admin), 'x-localization': lang }, ...(payload ? { payload } : {}) });
const putMethod = (id: string, changes: object, lang = 'ru') =>
  asAdmin('PUT', `payment-methods/${id}`, { ...DEFAULT_PAYMENT_METHODS[id as keyof typeof DEFAULT_PAYMENT_METHODS], ...changes }, lang);
const offered = async (lang = 'ru') => (await t.app.inject({ url: '/api/v1/payment_methods', headers: { 'x-localization': lang } })).json().data;
const quote = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/v1/checkout/quote', headers, payload: { products: [line(cream, 2)] } });
const variables = async () => (await t.app.inject({ url: '/api/v1/variables' })).json().data;

/** Each test starts from the shop's defaults. */
beforeEach(async () => {
  await t.deps.database.db.execute(sql`delete from settings where key in ('payment-methods', 'first-order-promotion')`);
  await Promise.all(['checkout:payment-methods:ru', 'checkout:payment-methods:ua', 'content:variables'].map((key) => t.deps.cache.del(key)));
});

describe('staff settings: payment methods', () => {
  it('lists the three methods with their defaults, and the shop offers all of them in that order', async () => {
    const list = await asAdmin('GET', 'payment-methods');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((m: { id: string; active: boolean }) => [m.id, m.active])).toEqual([
      ['liqpay', true],
      ['cash', true],
      ['invoice', true],
    ]);
    expect((await offered('ua')).map((m: { id: string }) => m.id)).toEqual(['liqpay', 'cash', 'invoice']);
    expect((await offered('ua'))[0]).toEqual({ id: 'liqpay', title: 'Карткою онлайн', description: DEFAULT_PAYMENT_METHODS.liqpay.description_uk });
  });

  it('switches cash off: the shop no longer offers it, an order paying cash is refused 422 with nothing stored, a card order goes through', async () => {
    const saved = await putMethod('cash', { active: false, title_uk: 'Готівкою' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ id: 'cash', active: false, title_uk: 'Готівкою' });
    expect((await offered()).map((m: { id: string }) => m.id)).toEqual(['liqpay', 'invoice']);

    const before = await orderCount(t.deps);
    const refused = await postStore(t, pickupOrder([line(cream, 1)]), { ...guestHeaders(), 'x-localization': 'ua' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.payment_method).toEqual(['Цей спосіб оплати зараз недоступний: оберіть інший']);
    expect(await orderCount(t.deps)).toBe(before);
    const card = await postStore(t, pickupOrder([line(cream, 1)], { payment_method: 'liqpay' }), guestHeaders());
    expect(card.statusCode, card.body).toBe(201);

    const { rows } = await t.deps.database.db.execute<{ before: unknown; after: unknown; details: unknown }>(
      sql`select before, after, details from staff_actions where action = 'settings.payment_method_update' order by id desc limit 1`,
    );
    expect(rows[0]).toEqual({ before: { title_uk: 'При отриманні', active: true }, after: { title_uk: 'Готівкою', active: false }, details: { method: 'cash' } });
  });

  it('reorders and renames: the shop follows at once', async () => {
    expect((await putMethod('invoice', { sort: 0, title_ru: 'Счёт-фактура' })).statusCode).toBe(200);
    const shop = await offered();
    expect(shop[0]).toMatchObject({ id: 'invoice', title: 'Счёт-фактура' });
  });

  it('keeps the card or cash on, and answers bad fields 422 per field with nothing changed', async () => {
    expect((await putMethod('cash', { active: false })).statusCode).toBe(200);
    const last = await putMethod('liqpay', { active: false }, 'ua');
    expect(last.statusCode).toBe(422);
    expect(last.json().errors.active[0]).toMatch(/карткою або при отриманні/);
    // The invoice alone would leave retail shoppers no way to pay.
    expect((await asAdmin('GET', 'payment-methods')).json().data.find((m: { id: string }) => m.id === 'liqpay').active).toBe(true);

    const bad = await putMethod('invoice', { title_ru: '', sort: 1.5, active: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['active', 'sort', 'title_ru']);
    expect((await putMethod('invoice', { extra: 1 })).statusCode).toBe(422);
    expect((await asAdmin('PUT', 'payment-methods/bitcoin', DEFAULT_PAYMENT_METHODS.cash)).statusCode).toBe(404);
    expect((await asAdmin('GET', 'payment-methods/bitcoin')).statusCode).toBe(404);
    expect((await asAdmin('GET', 'payment-methods/invoice')).json().data).toEqual({ id: 'invoice', ...DEFAULT_PAYMENT_METHODS.invoice });
  });
});

describe('staff settings: the first-order promotion', () => {
  it('applies the new percent to the next order of a new account, and the shell’s variables carry it', async () => {
    expect((await asAdmin('GET', 'first-order-promotion')).json().data).toEqual(DEFAULT_FIRST_ORDER_PROMOTION);
    expect((await variables()).firstOrderPromotion).toEqual({ active: true, percent: 5 });
    const saved = await asAdmin('PUT', 'first-order-promotion', { active: true, percent: 12 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await variables()).firstOrderPromotion).toEqual({ active: true, percent: 12 });

    const user = await registerUser(t);
    const headers = { ...guestHeaders(), ...bearer(user.accessToken) };
    const quoted = (await quote(headers)).json().data;
    expect(quoted).toMatchObject({ goodsTotal: 2000, discounts: [{ kind: 'first_order', title: 'Скидка 12 % на первый заказ', amount: 240 }], total: 1760 });
    const placed = await postStore(t, pickupOrder([line(cream, 2)]), headers);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.total).toBe(1760);

    const { rows } = await t.deps.database.db.execute<{ before: unknown; after: unknown }>(
      sql`select before, after from staff_actions where action = 'settings.first_order_promotion_update' order by id desc limit 1`,
    );
    expect(rows[0]).toEqual({ before: { percent: 5 }, after: { percent: 12 } });
  });

  it('switched off: no discount, no note about it, and the storefront is told not to offer the dialog', async () => {
    expect((await asAdmin('PUT', 'first-order-promotion', { active: false, percent: 5 })).statusCode).toBe(200);
    expect((await variables()).firstOrderPromotion).toEqual({ active: false, percent: 5 });
    const user = await registerUser(t);
    const headers = { ...guestHeaders(), ...bearer(user.accessToken) };
    expect((await quote(headers)).json().data).toMatchObject({ discounts: [], discountNotes: [], total: 2000 });
    expect((await quote(guestHeaders())).json().data.discountNotes).toEqual([]);
    const placed = await postStore(t, pickupOrder([line(cream, 2)]), headers);
    expect(placed.json().data.total).toBe(2000);
  });

  it('refuses a percent outside 1–50 with a localised message per field', async () => {
    for (const percent of [0, 51, 2.5, '5']) {
      const res = await asAdmin('PUT', 'first-order-promotion', { active: true, percent }, 'ua');
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['percent']);
    }
    expect((await asAdmin('GET', 'first-order-promotion')).json().data).toEqual(DEFAULT_FIRST_ORDER_PROMOTION);
  });

  it('is the settings area’s: other staff and shoppers get 403, guests 401', async () => {
    const content = (await signIn(t, demoEmail('content'))).accessToken;
    const shopper = (await registerUser(t)).accessToken;
    for (const path of ['first-order-promotion', 'payment-methods', 'payment-methods/cash']) {
      expect((await t.app.inject({ url: `/api/v1/staff/settings/${path}` })).statusCode).toBe(401);
      for (const token of [content, shopper]) {
        expect((await t.app.inject({ url: `/api/v1/staff/settings/${path}`, headers: bearer(token) })).statusCode).toBe(403);
      }
    }
    const put = await t.app.inject({ method: 'PUT', url: '/api/v1/staff/settings/first-order-promotion', headers: bearer(content), payload: { active: false, percent: 5 } });
    expect(put.statusCode).toBe(403);
    expect((await asAdmin('GET', 'first-order-promotion')).json().data.active).toBe(true);
  });
});
