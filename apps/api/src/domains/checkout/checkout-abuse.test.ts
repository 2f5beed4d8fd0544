import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_UNITS_PER_VARIANT } from '@shop/contracts/constants';
import { orderNotices, orders } from '../../db/schema/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, localMailer, localSms, registerUser, signIn, uniqueEmail, uniqueIp, uniquePhone, waitForLetter } from '../auth/auth.test-support.ts';
import { CHECKOUT_LIMITS } from './checkout-limits.ts';
import { type TestVariant, addVariant, guestHeaders, line, orderCount, pickupOrder, postStore, stockOf, useOnlyRules } from './checkout.test-support.ts';
import { orderPageUrl } from '../orders/order-page-link.ts';
import { versionOf } from '../orders/orders.test-support.ts';

/**
 * Issue 25, checkout: placing cannot pump SMS, hold stock or tell who has ordered. Limits per address,
 * phone and e-mail; no SMS to a phone that has not proven itself; a cap on a guest's units of one
 * variant; the first-order promotion decided by the order, for a signed-in account only, and once.
 */
let t: TestApp;
let cream: TestVariant;

beforeAll(async () => {
  t = await createTestApp({ products: 6 });
  await useOnlyRules(t.deps, []);
  cream = await addVariant(t.deps, { quantity: 10_000, retail: 100_000 });
});
afterAll(() => t?.close());

const quick = (phone = uniquePhone(), count = 1) => ({ quick_order: 1, phone, delivery_method_id: 1, products: [line(cream, count)] });
const guestFrom = (ip: string) => ({ ...guestHeaders(), 'x-forwarded-for': ip });
const quote = (payload: object, headers: Record<string, string> = guestHeaders()) =>
  t.app.inject({ method: 'POST', url: '/api/v1/checkout/quote', headers, payload });

/** Waits until the order's notices have been sent (the outbox no longer holds them). */
/** Waits until the order under this public number has no notice left to send. */
async function noticesSent(number: string): Promise<void> {
  const [order] = await t.deps.database.db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
  const orderId = order.id;
  for (let i = 0; i < 150; i++) {
    const left = await t.deps.database.db.select({ id: orderNotices.id }).from(orderNotices).where(eq(orderNotices.orderId, orderId));
    if (!left.length) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the notices of order ${orderId} were not sent`);
}

describe('limits on placing', () => {
  it('lets one address place 30 orders an hour, quick and full together, then answers 429 with Retry-After and stores nothing', async () => {
    const ip = uniqueIp();
    const max = CHECKOUT_LIMITS.perIp.max;
    expect(max).toBe(30);
    for (let i = 0; i < max; i++) {
      const res = await postStore(t, i % 2 ? quick() : pickupOrder([line(cream, 1)]), guestFrom(ip));
      expect(res.statusCode, res.body).toBe(201);
    }
    const before = await orderCount(t.deps);
    for (const body of [quick(), pickupOrder([line(cream, 1)])]) {
      const refused = await postStore(t, body, { ...guestFrom(ip), 'x-localization': 'ua' });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().message).toBe('Забагато замовлень поспіль: спробуйте пізніше або зателефонуйте нам');
    }
    expect(await orderCount(t.deps)).toBe(before);
    // Another address (another buyer behind the same carrier is counted on their own) still orders.
    expect((await postStore(t, quick(), guestHeaders())).statusCode).toBe(201);
  });

  it('lets one phone place 10 orders an hour from any addresses, quick and full together', async () => {
    const phone = uniquePhone();
    expect(CHECKOUT_LIMITS.perPhone.max).toBe(10);
    for (let i = 0; i < 10; i++) {
      const res = await postStore(t, i % 2 ? quick(phone) : pickupOrder([line(cream, 1)], { phone }), guestHeaders());
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await postStore(t, quick(phone), guestHeaders())).statusCode).toBe(429);
    expect((await postStore(t, pickupOrder([line(cream, 1)], { phone }), guestHeaders())).statusCode).toBe(429);
    expect((await postStore(t, quick(), guestHeaders())).statusCode).toBe(201);
  });

  it('mails one e-mail address at most 20 order letters a day, however its case is written', async () => {
    const email = uniqueEmail('letters');
    expect(CHECKOUT_LIMITS.perEmail.max).toBe(20);
    for (let i = 0; i < 20; i++) {
      const res = await postStore(t, pickupOrder([line(cream, 1)], { email }), guestHeaders());
      expect(res.statusCode, res.body).toBe(201);
    }
    const refused = await postStore(t, pickupOrder([line(cream, 1)], { email: email.toUpperCase() }), guestHeaders());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Слишком много заказов подряд: попробуйте позже или позвоните нам');
    await waitForLetter(t, email, 20);
    expect(localMailer(t).lettersTo(email)).toHaveLength(20);
  });
});

describe('SMS only to a proven phone', () => {
  it('sends a guest’s order no SMS (the letter still leaves) until staff confirm the order', async () => {
    const phone = uniquePhone();
    const email = uniqueEmail('unproven');
    const full = await postStore(t, pickupOrder([line(cream, 1)], { phone, email }), guestHeaders());
    expect(full.statusCode, full.body).toBe(201);
    const quickPhone = uniquePhone();
    const quickOrder = await postStore(t, quick(quickPhone), guestHeaders());
    expect(quickOrder.statusCode, quickOrder.body).toBe(201);
    await Promise.all([noticesSent(full.json().data.number), noticesSent(quickOrder.json().data.number)]);
    expect(localMailer(t).lettersTo(email)).toHaveLength(1);
    expect(localSms(t).lastTo(phone)).toBeUndefined();
    expect(localSms(t).lastTo(quickPhone)).toBeUndefined();

    // A manager calls back and confirms: now the shopper is told by SMS, once.
    const staff = await signIn(t, 'staff@demo.procosmetics.ua');
    const id = quickOrder.json().data.number as string;
    const confirmed = await t.app.inject({ method: 'POST', url: `/api/v1/staff/orders/${id}/events`, headers: bearer(staff.accessToken), payload: { event: 'confirm', version: await versionOf(t.deps, id) } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await noticesSent(id);
    expect(localSms(t).lastTo(quickPhone)?.text).toBe(`ProCosmetics: заказ №${id} подтверждён, сумма 1000 грн. ${orderPageUrl(t.deps.config, id, 'ru')}`);
  });

  it('texts a signed-in buyer’s own (proven) phone at once, and another phone they type only after staff confirm', async () => {
    const user = await registerUser(t);
    const own = await postStore(t, quick(user.phone), { ...guestHeaders(), ...bearer(user.accessToken) });
    expect(own.statusCode, own.body).toBe(201);
    await noticesSent(own.json().data.number);
    expect(localSms(t).lastTo(user.phone)?.text).toContain(`№${own.json().data.number}`);

    const other = uniquePhone();
    const typed = await postStore(t, quick(other), { ...guestHeaders(), ...bearer(user.accessToken) });
    expect(typed.statusCode, typed.body).toBe(201);
    await noticesSent(typed.json().data.number);
    expect(localSms(t).lastTo(other)).toBeUndefined();
  });
});

describe('a guest’s units of one variant', () => {
  it(`are capped at ${GUEST_UNITS_PER_VARIANT} an order: 422 naming the cap, nothing stored or taken; a signed-in buyer may take more`, async () => {
    const shelf = await addVariant(t.deps, { quantity: 100, hasDuplicate: true });
    const before = await orderCount(t.deps);
    const tooMany = await postStore(t, { ...quick(), products: [line(shelf, GUEST_UNITS_PER_VARIANT + 1)] }, { ...guestHeaders(), 'x-localization': 'ua' });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ 'products.0.count': ['Без входу в акаунт можна замовити не більше 10 шт. одного товару: увійдіть в акаунт'] });
    // Lines of one variant count together.
    const split = await postStore(t, pickupOrder([line(shelf, 6), line(shelf, 5)]), guestHeaders());
    expect(split.statusCode).toBe(422);
    expect(Object.keys(split.json().errors)).toEqual(['products.0.count', 'products.1.count']);
    expect(split.json().errors['products.1.count'][0]).toContain('не больше 10 шт.');
    expect(await orderCount(t.deps)).toBe(before);
    expect(await stockOf(t.deps, shelf)).toBe(100);

    expect((await postStore(t, pickupOrder([line(shelf, GUEST_UNITS_PER_VARIANT)]), guestHeaders())).statusCode).toBe(201);
    const user = await registerUser(t);
    const signedIn = await postStore(t, pickupOrder([line(shelf, 30)]), { ...guestHeaders(), ...bearer(user.accessToken) });
    expect(signedIn.statusCode, signedIn.body).toBe(201);
    expect(await stockOf(t.deps, shelf)).toBe(100 - GUEST_UNITS_PER_VARIANT - 30);
  });
});

describe('the first-order promotion', () => {
  it('is not in a guest’s quote, which is the same for a phone that has ordered and one that has not', async () => {
    const ordered = uniquePhone();
    expect((await postStore(t, quick(ordered), guestHeaders())).statusCode).toBe(201);
    const body = { products: [line(cream, 2)] };
    const answers = [];
    for (const phone of [ordered, uniquePhone(), undefined]) {
      const res = await quote(phone ? { ...body, phone } : body);
      expect(res.statusCode, res.body).toBe(200);
      answers.push(res.json().data);
    }
    expect(answers[0]).toMatchObject({ goodsTotal: 2000, discounts: [], total: 2000 });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('is not given to a guest with a new, unproven phone', async () => {
    const res = await postStore(t, pickupOrder([line(cream, 2)], { phone: uniquePhone() }), guestHeaders());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.total).toBe(2000);
    const [row] = await t.deps.database.db.select({ discount: orders.discountTotal }).from(orders).where(eq(orders.number, res.json().data.number));
    expect(row.discount).toBe(0);
  });

  it('is the signed-in account’s first order only, as its quote said, and is not given again after that order is cancelled', async () => {
    const user = await registerUser(t);
    const headers = { ...guestHeaders(), ...bearer(user.accessToken) };
    const quoted = await quote({ products: [line(cream, 2)] }, headers);
    expect(quoted.json().data).toMatchObject({ discounts: [{ kind: 'first_order', amount: 100 }], total: 1900 });
    const first = await postStore(t, pickupOrder([line(cream, 2)]), headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.total).toBe(quoted.json().data.total);

    const cancelled = await t.app.inject({ method: 'POST', url: `/api/v1/orders/${first.json().data.number}/cancel`, headers });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const again = await quote({ products: [line(cream, 2)] }, headers);
    expect(again.json().data).toMatchObject({ discounts: [], total: 2000 });
    const second = await postStore(t, pickupOrder([line(cream, 2)]), headers);
    expect(second.json().data.total).toBe(2000);
  });
});
