import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeLiqpayData } from '../../providers/payments/liqpay-signature.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, fromIp, signIn, uniqueIp } from '../auth/auth.test-support.ts';
import { ORDER_PAGE_COOKIE } from './order-page-access.ts';
import { orderPageKey } from './order-page-link.ts';
import { demoUserId, insertOrder, numberOf, variantsInStock } from './orders.test-support.ts';

/**
 * The order's own page: its owner, the holder of its link's key and a guest who typed number and
 * phone see it; anyone else gets the same 404 as for a number that does not exist. A key or phone
 * is remembered for that one order, so paying and cancelling work from the page afterwards.
 */

let t: TestApp;
let variants: Awaited<ReturnType<typeof variantsInStock>>;
let regular: { token: string; id: number };
let other: { token: string; id: number };

beforeAll(async () => {
  t = await createTestApp({ products: 6 });
  variants = await variantsInStock(t.deps, 3);
  regular = { token: (await signIn(t, 'regular@demo.procosmetics.ua')).accessToken, id: await demoUserId(t.deps, 'regular') };
  other = { token: (await signIn(t, 'noid@demo.procosmetics.ua')).accessToken, id: await demoUserId(t.deps, 'noid') };
});
afterAll(() => t?.close());

let visitors = 0;
const newVisitor = () => `pagevisitor${Date.now().toString(36)}${visitors++}`;
const PHONE = '+380671239876';

async function guestOrder(extra: Partial<Parameters<typeof insertOrder>[1]> = {}) {
  const visitor = newVisitor();
  const id = await insertOrder(t.deps, { owner: { visitorId: visitor }, lines: [{ productPriceId: variants[0].id, count: 1 }], phone: PHONE, ...extra });
  return { visitor, number: await numberOf(t.deps, id) };
}

const open = (number: string, headers: Record<string, string> = {}, query = '', cookies: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/v1/order-page/${number}${query}`, headers: { 'x-forwarded-for': uniqueIp(), ...headers }, cookies });
const lookup = (payload: Record<string, unknown>, ip = uniqueIp(), lang = 'ru') =>
  t.app.inject({ method: 'POST', url: '/api/v1/order-page/lookup', headers: { ...fromIp(ip), 'x-localization': lang, 'sec-fetch-site': 'same-origin' }, payload });
const act = (number: string, action: 'cancel' | 'pay', headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/order-page/${number}/${action}`, headers: { 'sec-fetch-site': 'same-origin', ...headers }, cookies });
const proofOf = (res: { cookies: Array<{ name: string; value: string; path?: string; httpOnly?: boolean; maxAge?: number }> }) =>
  res.cookies.find((cookie) => cookie.name === ORDER_PAGE_COOKIE);

describe('GET /v1/order-page/{number}', () => {
  it('shows the order to its guest owner and its signed-in owner, with lines, amounts, delivery and state', async () => {
    const guest = await guestOrder({ deliveryPrice: 80 });
    const res = await open(guest.number, { 'x-user-hash': guest.visitor, 'x-localization': 'ua' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const order = res.json().data;
    expect(order).toMatchObject({ number: guest.number, status: 'new', payment_method: 'cash', delivery_price: 80, delivery: { city: 'Київ', warehouse: 'Відділення №12' } });
    expect(order.products).toHaveLength(1);
    expect(order.status_title).toBe('Новий');
    // The owner needs no proof cookie.
    expect(proofOf(res)).toBeUndefined();

    const own = await insertOrder(t.deps, { owner: { userId: regular.id }, lines: [{ productPriceId: variants[1].id, count: 2 }] });
    const mine = await open(await numberOf(t.deps, own), bearer(regular.token));
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.products[0].count).toBe(2);
  });

  it('answers 404 to another user, another visitor, a wrong key, an id and a number that does not exist', async () => {
    const own = await insertOrder(t.deps, { owner: { userId: regular.id }, lines: [{ productPriceId: variants[1].id, count: 1 }] });
    const number = await numberOf(t.deps, own);
    const guest = await guestOrder();
    const missing = await open('ZZZZZZZZZZZZ');
    expect(missing.statusCode).toBe(404);
    for (const [label, res] of [
      ['another user', await open(number, bearer(other.token))],
      ['a guest', await open(number, { 'x-user-hash': newVisitor() })],
      ['the guest’s order to a user', await open(guest.number, bearer(regular.token))],
      ['another visitor', await open(guest.number, { 'x-user-hash': newVisitor() })],
      ['a wrong key', await open(guest.number, {}, `?key=${'a'.repeat(24)}`)],
      ['another order’s key', await open(guest.number, {}, `?key=${orderPageKey(t.deps.config, number)}`)],
      ['the internal id', await open(String(own), bearer(regular.token))],
    ] as const) {
      expect(res.statusCode, label).toBe(404);
      // The same answer as for a number nobody has: nothing tells that the order exists.
      expect(res.json(), label).toEqual(missing.json());
    }
  });

  it('opens for the link’s key and remembers it for that order only', async () => {
    const guest = await guestOrder();
    const second = await guestOrder();
    const res = await open(guest.number, {}, `?key=${orderPageKey(t.deps.config, guest.number)}`);
    expect(res.statusCode).toBe(200);
    const proof = proofOf(res);
    expect(proof).toMatchObject({ path: `/api/v1/order-page/${guest.number}`, httpOnly: true, maxAge: 7200 });
    // Without the key, the cookie alone opens this order, and not another.
    expect((await open(guest.number, {}, '', { [ORDER_PAGE_COOKIE]: proof!.value })).statusCode).toBe(200);
    expect((await open(second.number, {}, '', { [ORDER_PAGE_COOKIE]: proof!.value })).statusCode).toBe(404);
    expect((await open(guest.number, {}, '', { [ORDER_PAGE_COOKIE]: proof!.value.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')) })).statusCode).toBe(404);
    const expired = `${Math.floor(Date.now() / 1000) - 10}.${proof!.value.split('.')[1]}`;
    expect((await open(guest.number, {}, '', { [ORDER_PAGE_COOKIE]: expired })).statusCode).toBe(404);
  });
});

describe('POST /v1/order-page/lookup', () => {
  it('finds a guest’s order by number and phone, however the phone is written, and remembers it', async () => {
    const guest = await guestOrder();
    for (const phone of ['+380671239876', '0671239876', '+38 (067) 123-98-76', '380671239876']) {
      const res = await lookup({ number: guest.number.toLowerCase(), phone });
      expect(res.statusCode, `${phone}: ${res.body}`).toBe(200);
      expect(res.json().data.number).toBe(guest.number);
      expect(proofOf(res)?.path).toBe(`/api/v1/order-page/${guest.number}`);
    }
  });

  it('answers 404 for a wrong phone or another order’s number, and 422 in both languages for no phone at all', async () => {
    const guest = await guestOrder();
    const stranger = await insertOrder(t.deps, { owner: { userId: other.id }, lines: [{ productPriceId: variants[2].id, count: 1 }], phone: '+380501112233' });
    const wrong = await lookup({ number: guest.number, phone: '+380671239877' });
    expect(wrong.statusCode).toBe(404);
    expect(proofOf(wrong)).toBeUndefined();
    expect((await lookup({ number: await numberOf(t.deps, stranger), phone: PHONE })).statusCode).toBe(404);
    expect((await lookup({ number: '12', phone: PHONE })).statusCode).toBe(404);

    const ru = await lookup({ number: guest.number, phone: '12345' });
    expect(ru.statusCode).toBe(422);
    expect(JSON.stringify(ru.json())).toContain('Введите номер телефона');
    const ua = await lookup({ number: '', phone: 'abc' }, uniqueIp(), 'ua');
    expect(ua.statusCode).toBe(422);
    expect(JSON.stringify(ua.json())).toContain('Введіть номер телефону');
    expect(JSON.stringify(ua.json())).toContain("обов'язкове");
  });

  it('limits guesses per order number from many addresses, and per address over many numbers', async () => {
    const guest = await guestOrder();
    for (let i = 0; i < 10; i++) expect((await lookup({ number: guest.number, phone: `+38067000000${i}` })).statusCode).toBe(404);
    const limited = await lookup({ number: guest.number, phone: PHONE });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) expect((await lookup({ number: `ZZZZZZZZZZ${String(i).padStart(2, '2').replace(/[01]/g, '3')}`, phone: PHONE }, ip)).statusCode).toBe(404);
    const fresh = await guestOrder();
    expect((await lookup({ number: fresh.number, phone: PHONE }, ip)).statusCode).toBe(429);
    expect((await lookup({ number: fresh.number, phone: PHONE })).statusCode).toBe(200);
  });
});

describe('paying and cancelling from the page', () => {
  it('cancels with the proof of a look-up, and not without it', async () => {
    const guest = await guestOrder();
    expect((await act(guest.number, 'cancel')).statusCode).toBe(404);
    expect((await act(guest.number, 'cancel', bearer(other.token))).statusCode).toBe(404);
    const proof = proofOf(await lookup({ number: guest.number, phone: PHONE }))!;
    const res = await act(guest.number, 'cancel', {}, { [ORDER_PAGE_COOKIE]: proof.value });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', can_cancel: false });
    // The profile's rules hold: a cancelled order cannot be cancelled again.
    expect((await act(guest.number, 'cancel', {}, { [ORDER_PAGE_COOKIE]: proof.value })).statusCode).toBe(409);
  });

  it('pays again an unpaid card order and comes back to the page; a cash order is not paid online', async () => {
    const card = await guestOrder({ paymentMethod: 'liqpay', paymentStatus: 'failed' });
    const proof = proofOf(await open(card.number, {}, `?key=${orderPageKey(t.deps.config, card.number)}`))!;
    const res = await act(card.number, 'pay', {}, { [ORDER_PAGE_COOKIE]: proof.value });
    expect(res.statusCode, res.body).toBe(200);
    const params = decodeLiqpayData(res.json().data.data);
    expect(String(params?.result_url)).toContain('to=page');
    const back = new URL(String(params?.result_url));
    const landing = await t.app.inject({ url: `${back.pathname}${back.search}` });
    expect(landing.headers.location).toMatch(new RegExp(`^/order/${card.number}/\\?payment=failure`));

    const cash = await guestOrder();
    expect((await act(cash.number, 'pay', { 'x-user-hash': cash.visitor })).statusCode).toBe(409);
    expect((await act(card.number, 'pay', { 'x-user-hash': newVisitor() })).statusCode).toBe(404);
  });
});
