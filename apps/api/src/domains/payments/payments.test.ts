import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders.ts';
import { paymentCallbacks } from '../../db/schema/payments.ts';
import { decodeLiqpayData, signLiqpayParams } from '../../providers/payments/liqpay-signature.ts';
import { LiqpayPaymentProvider } from '../../providers/payments/liqpay.ts';
import type { LocalLiqpayPaymentProvider } from '../../providers/payments/local-liqpay.ts';
import { paymentProvider, replacePaymentProvider } from '../../providers/payments/payment-providers.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, localMailer, registerUser, uniqueEmail, waitForLetter } from '../auth/auth.test-support.ts';
import { orderPaymentForm, PAYMENT_WINDOW_MS } from './payment-form.service.ts';
import { insertTestOrder, orderState } from './payments.test-support.ts';
import { numberOf } from '../orders/orders.test-support.ts';

let t: TestApp;
let local: LocalLiqpayPaymentProvider;
beforeAll(async () => {
  t = await createTestApp({ products: 4 });
  local = paymentProvider(t.deps) as LocalLiqpayPaymentProvider;
});
afterAll(() => t?.close());

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
let paymentIds = 0;

/** A callback as LiqPay would send it for an order, signed with the test app's local key. */
function callbackFor(orderId: number, fields: Record<string, unknown> = {}) {
  return local.signCallback({
    version: 3,
    action: 'pay',
    payment_id: 900_000 + paymentIds++,
    status: 'success',
    order_id: `${orderId}-lx9k2m`,
    amount: 1234,
    currency: 'UAH',
    ...fields,
  });
}

const postCallback = (body: { data: string; signature: string }, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/payments/liqpay/callback', headers: { ...FORM, ...headers }, payload: form(body) });

const guestOrder = (overrides: Parameters<typeof insertTestOrder>[1] | object = {}) =>
  insertTestOrder(t, { ownerKey: `v:guest${Date.now().toString(36)}${paymentIds++}`, ...overrides });

describe('LiqPay callback', () => {
  it('marks a paid order paid, once, from a form-encoded callback sent from LiqPay', async () => {
    const orderId = await guestOrder();
    const res = await postCallback(callbackFor(orderId), { 'sec-fetch-site': 'cross-site', origin: 'https://www.liqpay.ua' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { received: true } });
    const state = await orderState(t, orderId);
    expect(state).toMatchObject({ status: 'paid', paymentStatus: 'paid', callbacks: 1 });
    expect(state.events).toEqual([{ event: 'payment_succeeded', actor: 'liqpay' }]);
  });

  it('changes the order once when the same callback comes 10 times, at once and one after another', async () => {
    const orderId = await guestOrder();
    const callback = callbackFor(orderId);
    const together = await Promise.all(Array.from({ length: 5 }, () => postCallback(callback)));
    const after: number[] = [];
    for (let i = 0; i < 5; i++) after.push((await postCallback(callback)).statusCode);
    expect([...together.map((r) => r.statusCode), ...after]).toEqual(Array(10).fill(200));
    const state = await orderState(t, orderId);
    expect(state).toMatchObject({ status: 'paid', paymentStatus: 'paid', callbacks: 1 });
    expect(state.events.map((e) => e.event)).toEqual(['payment_succeeded']);
  });

  it('refuses a wrong signature (400), an unknown order (404), a changed amount or currency (422), storing nothing', async () => {
    const orderId = await guestOrder();
    const good = callbackFor(orderId);
    const forged = signLiqpayParams('not-the-key', decodeLiqpayData(good.data) ?? {});
    const wrongSignature = await postCallback({ data: good.data, signature: forged.signature }, { 'x-localization': 'ua' });
    expect(wrongSignature.statusCode).toBe(400);
    expect(wrongSignature.json().message).toBe('Підпис платежу невірний');
    // Data changed after signing: the signature no longer covers it.
    expect((await postCallback({ data: callbackFor(orderId, { amount: 1 }).data, signature: good.signature })).statusCode).toBe(400);
    expect((await postCallback(callbackFor(99_999_999))).statusCode).toBe(404);
    expect((await postCallback(callbackFor(orderId, { order_id: 'not-ours' }))).statusCode).toBe(404);
    expect((await postCallback(callbackFor(orderId, { amount: 12.34 }))).statusCode).toBe(422);
    expect((await postCallback(callbackFor(orderId, { amount: 1234.01 }))).statusCode).toBe(422);
    expect((await postCallback(callbackFor(orderId, { currency: 'USD' }))).statusCode).toBe(422);
    expect((await postCallback({ data: good.data, signature: '' })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/payments/liqpay/callback', headers: FORM, payload: 'data=&signature=' })).statusCode).toBe(422);
    const state = await orderState(t, orderId);
    expect(state).toMatchObject({ status: 'new', paymentStatus: 'pending', callbacks: 0, events: [] });
    const stray = await t.deps.database.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.providerPaymentId, '99999999'));
    expect(stray).toEqual([]);
  });

  it('maps failure, pending, sandbox and reversed to the order', async () => {
    const orderId = await guestOrder();
    expect((await postCallback(callbackFor(orderId, { status: 'wait_secure' }))).statusCode).toBe(200);
    expect(await orderState(t, orderId)).toMatchObject({ paymentStatus: 'pending', callbacks: 1, events: [] });
    await postCallback(callbackFor(orderId, { status: 'failure', err_code: 'limit' }));
    expect(await orderState(t, orderId)).toMatchObject({ status: 'new', paymentStatus: 'failed' });
    // A later attempt may still pay it.
    await postCallback(callbackFor(orderId, { status: 'sandbox' }));
    expect(await orderState(t, orderId)).toMatchObject({ status: 'paid', paymentStatus: 'paid' });
    await postCallback(callbackFor(orderId, { status: 'reversed' }));
    const state = await orderState(t, orderId);
    expect(state).toMatchObject({ status: 'refunded', paymentStatus: 'refunded', callbacks: 4 });
    expect(state.events.map((e) => e.event)).toEqual(['payment_failed', 'payment_succeeded', 'refund']);
  });

  it('keeps money taken for an order cancelled meanwhile as paid, for staff to refund; the order stays cancelled', async () => {
    const orderId = await guestOrder({ status: 'cancelled', paymentStatus: 'failed' });
    expect((await postCallback(callbackFor(orderId))).statusCode).toBe(200);
    const state = await orderState(t, orderId);
    expect(state).toMatchObject({ status: 'cancelled', paymentStatus: 'paid', callbacks: 1 });
    expect(state.events).toEqual([{ event: 'payment_succeeded', actor: 'liqpay' }]);
  });

  it('tells the shopper the order is paid, once', async () => {
    const email = uniqueEmail('paid');
    const orderId = await guestOrder({ email });
    const callback = callbackFor(orderId);
    for (let i = 0; i < 3; i++) await postCallback(callback);
    const letters = await waitForLetter(t, email);
    expect(letters).toHaveLength(1);
    expect(letters[0].subject).toContain(`№${await numberOf(t.deps, orderId)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(localMailer(t).lettersTo(email)).toHaveLength(1);
  });

  it("checks LiqPay's own callbacks with the configured keys when LiqPay is configured", async () => {
    const real = new LiqpayPaymentProvider({ publicKey: 'i00000000', privateKey: 'a4825234f4bae72a0be04eafe9e8e2bada209255' });
    replacePaymentProvider(t.deps, real);
    try {
      const orderId = await guestOrder();
      const fields = { public_key: 'i00000000', payment_id: 7_654_321, status: 'success', order_id: `${orderId}-abc`, amount: 1234, currency: 'UAH' };
      expect((await postCallback(callbackFor(orderId))).statusCode).toBe(400);
      expect((await postCallback(signLiqpayParams('a4825234f4bae72a0be04eafe9e8e2bada209255', fields))).statusCode).toBe(200);
      expect(await orderState(t, orderId)).toMatchObject({ paymentStatus: 'paid' });
    } finally {
      replacePaymentProvider(t.deps, local);
    }
  });

  it("takes LiqPay's `sandbox` status as paid only in sandbox mode, which production refuses to start with", async () => {
    const keys = { publicKey: 'i00000000', privateKey: 'a4825234f4bae72a0be04eafe9e8e2bada209255' };
    const sandboxCallback = (orderId: number) =>
      signLiqpayParams(keys.privateKey, {
        public_key: keys.publicKey,
        payment_id: 8_000_000 + paymentIds++,
        status: 'sandbox',
        order_id: `${orderId}-abc`,
        amount: 1234,
        currency: 'UAH',
      });
    try {
      replacePaymentProvider(t.deps, new LiqpayPaymentProvider(keys));
      const live = await guestOrder();
      expect((await postCallback(sandboxCallback(live))).statusCode).toBe(200);
      const state = await orderState(t, live);
      expect(state).toMatchObject({ status: 'new', paymentStatus: 'pending', callbacks: 1 });
      expect(state.events).toEqual([]);

      replacePaymentProvider(t.deps, new LiqpayPaymentProvider({ ...keys, sandbox: true }));
      const staging = await guestOrder();
      expect((await postCallback(sandboxCallback(staging))).statusCode).toBe(200);
      expect(await orderState(t, staging)).toMatchObject({ paymentStatus: 'paid' });
    } finally {
      replacePaymentProvider(t.deps, local);
    }
    expect(() => loadConfig({ NODE_ENV: 'production', LIQPAY_SANDBOX: 'on' })).toThrow(/LIQPAY_SANDBOX=on is refused in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', LIQPAY_SANDBOX: 'on' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'production', LIQPAY_SANDBOX: 'off' }).payments.liqpay.sandbox).toBe(false);
  });
});

describe('local LiqPay sandbox', () => {
  const openSandbox = (fields: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/payments/liqpay/sandbox', headers: { ...FORM, 'sec-fetch-site': 'same-origin' }, payload: form(fields) });
  const complete = (fields: Record<string, string>, site = 'same-origin') =>
    t.app.inject({ method: 'POST', url: '/api/v1/payments/liqpay/sandbox/complete', headers: { ...FORM, 'sec-fetch-site': site }, payload: form(fields) });

  it('shows the checkout, pays with the test card through the real callback, and returns the shopper', async () => {
    const orderId = await guestOrder();
    const checkout = orderPaymentForm(t.deps, { id: orderId, number: await numberOf(t.deps, orderId), total: 123_400 }, 'ua');
    expect(checkout.action).toBe(`${t.deps.config.publicOrigin}/api/v1/payments/liqpay/sandbox`);

    const page = await openSandbox({ data: checkout.data, signature: checkout.signature });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('1\u00a0234,00');
    expect(page.body).toContain(`Оплата замовлення №${await numberOf(t.deps, orderId)}`);
    for (const text of ['Сплатити', 'Відмовитись', '4242 4242 4242 4242', 'ProCosmetics']) expect(page.body).toContain(text);
    // No script at all: the shop's default policy, which allows none inline, fits it.
    expect(page.body).not.toContain('<script');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");

    const paid = await complete({ data: checkout.data, signature: checkout.signature, card: '4242 4242 4242 4242', outcome: 'pay' });
    expect(paid.statusCode).toBe(303);
    const back = new URL(String(paid.headers.location));
    expect(back.pathname).toBe('/api/v1/payments/liqpay/return');
    expect(back.searchParams.get('payment')).toBe('success');
    const state = await orderState(t, orderId);
    expect(state).toMatchObject({ status: 'paid', paymentStatus: 'paid', callbacks: 1 });
    expect(state.events).toEqual([{ event: 'payment_succeeded', actor: 'liqpay' }]);

    // The return address reads the order and opens the shop's page with the result.
    const landing = await t.app.inject({ url: `${back.pathname}${back.search}` });
    expect(landing.statusCode).toBe(303);
    expect(landing.headers.location).toBe(`/ua/order/${await numberOf(t.deps, orderId)}/?payment=success&order=${await numberOf(t.deps, orderId)}`);
  });

  it('declines on refusal and with the declined test card', async () => {
    for (const fields of [{ outcome: 'refuse', card: '' }, { outcome: 'pay', card: '4000000000000002' }]) {
      const orderId = await guestOrder();
      const checkout = orderPaymentForm(t.deps, { id: orderId, number: await numberOf(t.deps, orderId), total: 123_400 }, 'ru');
      const res = await complete({ data: checkout.data, signature: checkout.signature, ...fields });
      expect(res.statusCode).toBe(303);
      const back = new URL(String(res.headers.location));
      expect(back.searchParams.get('payment')).toBe('failure');
      expect(await orderState(t, orderId)).toMatchObject({ status: 'new', paymentStatus: 'failed', callbacks: 1 });
      const landing = await t.app.inject({ url: `${back.pathname}${back.search}` });
      expect(landing.headers.location).toBe(`/order/${await numberOf(t.deps, orderId)}/?payment=failure&order=${await numberOf(t.deps, orderId)}`);
    }
  });

  it('refuses forms it did not sign, other cards, and presses from another site', async () => {
    const orderId = await guestOrder();
    const checkout = orderPaymentForm(t.deps, { id: orderId, number: await numberOf(t.deps, orderId), total: 123_400 }, 'ua');
    const forged = signLiqpayParams('guess', decodeLiqpayData(checkout.data) ?? {});
    expect((await openSandbox({ data: forged.data, signature: forged.signature })).statusCode).toBe(400);
    expect((await openSandbox({ data: checkout.data, signature: 'x' })).statusCode).toBe(400);
    expect((await openSandbox({})).statusCode).toBe(400);
    const forgedPay = await complete({ data: forged.data, signature: forged.signature, outcome: 'pay', card: '4242424242424242' });
    expect(forgedPay.statusCode).toBe(400);
    expect(forgedPay.body).toContain('Підпис форми оплати невірний');
    const otherCard = await complete({ data: checkout.data, signature: checkout.signature, outcome: 'pay', card: '5555 5555 5555 4444' });
    expect(otherCard.statusCode).toBe(422);
    expect(otherCard.body).toContain('aria-invalid="true"');
    expect((await complete({ data: checkout.data, signature: checkout.signature, outcome: 'pay', card: '4242424242424242' }, 'cross-site')).statusCode).toBe(403);
    expect(await orderState(t, orderId)).toMatchObject({ paymentStatus: 'pending', callbacks: 0 });
  });

  it('does not exist in production or while LiqPay is configured', async () => {
    const orderId = await guestOrder();
    const checkout = orderPaymentForm(t.deps, { id: orderId, number: await numberOf(t.deps, orderId), total: 123_400 }, 'ua');
    const fields = { data: checkout.data, signature: checkout.signature, outcome: 'pay', card: '4242424242424242' };
    const config = t.deps.config as { env: string };
    config.env = 'production';
    try {
      expect((await openSandbox(fields)).statusCode).toBe(404);
      expect((await complete(fields)).statusCode).toBe(404);
    } finally {
      config.env = 'test';
    }
    replacePaymentProvider(t.deps, new LiqpayPaymentProvider({ publicKey: 'i1', privateKey: 'k' }));
    try {
      expect((await openSandbox(fields)).statusCode).toBe(404);
      expect((await complete(fields)).statusCode).toBe(404);
    } finally {
      replacePaymentProvider(t.deps, local);
    }
    expect(await orderState(t, orderId)).toMatchObject({ paymentStatus: 'pending', callbacks: 0 });
  });

  it('sends a return address with a wrong or missing mark nowhere', async () => {
    const orderId = await guestOrder();
    const back = new URL(String(decodeLiqpayData(orderPaymentForm(t.deps, { id: orderId, number: await numberOf(t.deps, orderId), total: 123_400 }, 'ru').data)?.result_url));
    // Another order's number, or this order's id, under this order's mark.
    back.searchParams.set('order', await numberOf(t.deps, await guestOrder()));
    expect((await t.app.inject({ url: `${back.pathname}${back.search}` })).statusCode).toBe(404);
    back.searchParams.set('order', String(orderId));
    expect((await t.app.inject({ url: `${back.pathname}${back.search}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/payments/liqpay/return?order=${await numberOf(t.deps, orderId)}&t=` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/payments/liqpay/return?order=abc&t=x' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/payments/liqpay/return?order=${'A'.repeat(41)}&t=x` })).statusCode).toBe(400);
  });
});

describe('POST /v1/transaction', () => {
  /** The order by its id (sent as its public number), or any other body value as it is. */
  const transaction = async (order: unknown, headers: Record<string, string>, byId = true) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/transaction',
      headers,
      payload: { order_number: byId && typeof order === 'number' ? await numberOf(t.deps, order) : order },
    });

  it('starts a new attempt for a guest’s own unpaid order, with a new deadline and a fresh form', async () => {
    const visitor = `visitor${Date.now().toString(36)}`;
    const orderId = await insertTestOrder(t, { ownerKey: `v:${visitor}`, paymentStatus: 'failed' });
    const before = Date.now();
    const res = await transaction(orderId, { 'x-user-hash': visitor, 'x-localization': 'ua' });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.action).toContain('/api/v1/payments/liqpay/sandbox');
    const params = decodeLiqpayData(data.data);
    expect(params).toMatchObject({ action: 'pay', amount: 1234, currency: 'UAH', description: `Оплата замовлення №${await numberOf(t.deps, orderId)}` });
    expect(String(params?.result_url)).toContain('to=page');
    const state = await orderState(t, orderId);
    expect(state).toMatchObject({ status: 'new', paymentStatus: 'pending' });
    expect(state.events).toEqual([{ event: 'payment_started', actor: 'guest' }]);
    expect(state.paymentDeadline?.getTime()).toBeGreaterThanOrEqual(before + PAYMENT_WINDOW_MS - 1000);
    // Two attempts are two LiqPay orders.
    const again = (await transaction(orderId, { 'x-user-hash': visitor })).json().data;
    expect(decodeLiqpayData(again.data)?.order_id).not.toBe(params?.order_id);
  });

  it('serves a signed-in owner, and answers 404 for anyone else’s order', async () => {
    const owner = await registerUser(t);
    const other = await registerUser(t);
    const visitor = `visitor${Date.now().toString(36)}x`;
    const orderId = await insertTestOrder(t, { ownerKey: `u:${owner.id}`, userId: owner.id });
    const guestOrderId = await insertTestOrder(t, { ownerKey: `v:${visitor}` });

    const own = await transaction(orderId, bearer(owner.accessToken));
    expect(own.statusCode).toBe(200);
    expect(String(decodeLiqpayData(own.json().data.data)?.result_url)).toContain('to=orders');
    expect((await orderState(t, orderId)).events).toEqual([{ event: 'payment_started', actor: String(owner.id) }]);

    for (const [id, headers] of [
      [orderId, bearer(other.accessToken)],
      [orderId, { 'x-user-hash': visitor }],
      [guestOrderId, bearer(owner.accessToken)],
      [guestOrderId, { 'x-user-hash': `${visitor}y` }],
      ['ZZZZZZZZZZZZ', bearer(owner.accessToken)],
      // The order's own id, even by its owner: shoppers name orders by number only.
      [String(orderId), bearer(owner.accessToken)],
    ] as const) {
      const res = await transaction(id, headers);
      expect(res.statusCode, `${id} ${JSON.stringify(headers)}`).toBe(404);
    }
    expect((await orderState(t, guestOrderId)).events).toEqual([]);
  });

  it('refuses orders that cannot be paid online (409) and bad input (422)', async () => {
    const visitor = `visitor${Date.now().toString(36)}z`;
    const headers = { 'x-user-hash': visitor };
    for (const order of [{ paymentStatus: 'paid', status: 'paid' }, { status: 'cancelled', paymentStatus: 'failed' }, { paymentMethod: 'cash', paymentStatus: 'not_paid' }, { paymentMethod: 'invoice', paymentStatus: 'not_paid' }] as const) {
      const orderId = await insertTestOrder(t, { ownerKey: `v:${visitor}`, ...order });
      const res = await transaction(orderId, headers);
      expect(res.statusCode, JSON.stringify(order)).toBe(409);
      expect((await orderState(t, orderId)).events).toEqual([]);
    }
    for (const bad of ['', -1, 0, 1.5, null, 'A'.repeat(41)]) expect((await transaction(bad, headers, false)).statusCode).toBe(422);
    const extra = await t.app.inject({ method: 'POST', url: '/api/v1/transaction', headers, payload: { order_number: 'K7M2Q9XH4TBW', amount: 1 } });
    expect(extra.statusCode).toBe(422);
  });

  it('keeps the order total, not the browser, as the amount', async () => {
    const visitor = `visitor${Date.now().toString(36)}t`;
    const orderId = await insertTestOrder(t, { ownerKey: `v:${visitor}`, total: 55_500 });
    const res = await transaction(orderId, { 'x-user-hash': visitor });
    expect(decodeLiqpayData(res.json().data.data)?.amount).toBe(555);
    const [row] = await t.deps.database.db.select({ total: orders.total }).from(orders).where(eq(orders.id, orderId));
    expect(row.total).toBe(55_500);
  });
});
