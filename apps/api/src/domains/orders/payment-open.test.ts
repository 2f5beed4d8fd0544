import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders.ts';
import type { LocalLiqpayPaymentProvider } from '../../providers/payments/local-liqpay.ts';
import { paymentProvider } from '../../providers/payments/payment-providers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../auth/auth.test-support.ts';
import { demoEmail, insertOrder, numberOf, stockOf, variantsInStock, versionOf } from './orders.test-support.ts';

/**
 * A card order while LiqPay is paying it (issue 25): neither the shopper nor staff may cancel it, and
 * money that lands on an order cancelled anyway (after its attempt expired) is shown to staff as a
 * refund due, never lost.
 */
let t: TestApp;
let staffToken: string;
let variants: Awaited<ReturnType<typeof variantsInStock>>;
beforeAll(async () => {
  t = await createTestApp({ products: 4 });
  staffToken = (await signIn(t, demoEmail('staff'))).accessToken;
  variants = await variantsInStock(t.deps, 1);
});
afterAll(() => t?.close());

const MINUTE = 60_000;
let visitors = 0;
const guest = () => `payment-open-guest-${visitors++}`;
const cancel = async (visitor: string, id: number, lang = 'ru') =>
  t.app.inject({ method: 'POST', url: `/api/v1/orders/${await numberOf(t.deps, id)}/cancel`, headers: { 'x-user-hash': visitor, 'x-localization': lang } });
const staffCancel = async (id: number, lang = 'ru') =>
  t.app.inject({ method: 'POST', url: `/api/v1/staff/orders/${id}/events`, headers: { ...bearer(staffToken), 'x-localization': lang }, payload: { event: 'cancel', version: await versionOf(t.deps, id) } });
const staffGet = (url: string) => t.app.inject({ url: `/api/v1/staff/orders${url}`, headers: bearer(staffToken) });
const cardOrder = (visitor: string, paymentDeadline: Date) =>
  insertOrder(t.deps, { owner: { visitorId: visitor }, lines: [{ productPriceId: variants[0].id, count: 1 }], paymentMethod: 'liqpay', paymentStatus: 'pending', paymentDeadline });

describe('a card payment in progress', () => {
  it('refuses the shopper’s and staff’s cancel with a localised 409 while the attempt is open, and allows it once it expired', async () => {
    const visitor = guest();
    const id = await cardOrder(visitor, new Date(Date.now() + 20 * MINUTE));
    const stock = await stockOf(t.deps, variants[0].id);

    const shown = await t.app.inject({ url: `/api/v1/orders/${await numberOf(t.deps, id)}`, headers: { 'x-user-hash': visitor } });
    expect(shown.json().data.can_cancel).toBe(false);
    const ru = await cancel(visitor, id);
    expect(ru.statusCode).toBe(409);
    expect(ru.json().message).toContain('оплачивается картой');
    const ua = await cancel(visitor, id, 'ua');
    expect(ua.statusCode).toBe(409);
    expect(ua.json().message).toContain('оплачується карткою');
    const byStaff = await staffCancel(id);
    expect(byStaff.statusCode).toBe(409);
    expect(byStaff.json().message).toContain('оплачивается картой');
    const [row] = await t.deps.database.db.select({ status: orders.status, payment: orders.paymentStatus }).from(orders).where(eq(orders.id, id));
    expect(row).toEqual({ status: 'new', payment: 'pending' });
    expect(await stockOf(t.deps, variants[0].id)).toBe(stock);

    // The attempt's deadline passed: nothing can land any more, so the order may be cancelled.
    await t.deps.database.db.update(orders).set({ paymentDeadline: new Date(Date.now() - MINUTE) }).where(eq(orders.id, id));
    expect((await cancel(visitor, id)).statusCode).toBe(200);
    expect(await stockOf(t.deps, variants[0].id)).toBe(stock + 1);
  });

  it('lets staff cancel a card order whose attempt failed', async () => {
    const id = await insertOrder(t.deps, {
      owner: { visitorId: guest() },
      lines: [{ productPriceId: variants[0].id, count: 1 }],
      paymentMethod: 'liqpay',
      paymentStatus: 'failed',
      paymentDeadline: new Date(Date.now() + 20 * MINUTE),
    });
    expect((await staffCancel(id)).statusCode).toBe(200);
  });

  it('shows money that landed on a cancelled order to staff as a refund due, in the order and the list', async () => {
    const visitor = guest();
    const id = await cardOrder(visitor, new Date(Date.now() - MINUTE));
    expect((await cancel(visitor, id)).statusCode).toBe(200);
    const [{ total }] = await t.deps.database.db.select({ total: orders.total }).from(orders).where(eq(orders.id, id));
    const local = paymentProvider(t.deps) as LocalLiqpayPaymentProvider;
    const late = local.signCallback({ version: 3, action: 'pay', payment_id: 770_001, status: 'sandbox', order_id: `${id}-late1`, amount: total / 100, currency: 'UAH' });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/liqpay/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ data: late.data, signature: late.signature }).toString(),
    });
    expect(answer.statusCode).toBe(200);

    const one = (await staffGet(`/${id}`)).json().data;
    expect(one).toMatchObject({ status: 'cancelled', payment_status: 'paid', refund_due: true, payment_title: 'Оплачен после отмены: деньги нужно вернуть' });
    const listed = (await staffGet('?status=cancelled&per_page=100')).json().data.find((o: { id: number }) => o.id === id);
    expect(listed).toMatchObject({ refund_due: true });
    const shopper = (await t.app.inject({ url: `/api/v1/orders/${await numberOf(t.deps, id)}`, headers: { 'x-user-hash': visitor, 'x-localization': 'ua' } })).json().data;
    expect(shopper.payment_title).toBe('Оплачено після скасування: кошти слід повернути');

    // Refunding it clears the flag.
    const refunded = await t.app.inject({ method: 'POST', url: `/api/v1/staff/orders/${id}/events`, headers: bearer(staffToken), payload: { event: 'refund', version: await versionOf(t.deps, id) } });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().data).toMatchObject({ status: 'refunded', refund_due: false });
  });
});
