import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNotices, orders } from '../../db/schema/orders.ts';
import { paymentCallbacks } from '../../db/schema/payments.ts';
import { staffActions } from '../../db/schema/staff.ts';
import { decodeLiqpayData } from '../../providers/payments/liqpay-signature.ts';
import { LiqpayPaymentProvider } from '../../providers/payments/liqpay.ts';
import type { LocalLiqpayPaymentProvider } from '../../providers/payments/local-liqpay.ts';
import type { PaymentProvider } from '../../providers/payments/payment-provider.ts';
import { paymentProvider, replacePaymentProvider } from '../../providers/payments/payment-providers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../auth/auth.test-support.ts';
import { demoEmail, demoUserId, insertOrder, numberOf, stockOf, variantsInStock } from './orders.test-support.ts';

/**
 * The back office's orders (issue 29): the filtered list with keyset paging, the order's page, moves
 * from the version the staff member saw (decision 0021), notes, the card refund, and the audit log.
 */

let t: TestApp;
let admin: string;
let manager: string;
let managerId: number;
let variants: Awaited<ReturnType<typeof variantsInStock>>;
let local: LocalLiqpayPaymentProvider;

beforeAll(async () => {
  // The letters stay queued in the outbox, where the tests read them (sending is order-letters.test.ts's).
  t = await createTestApp({ products: 6, env: { BACKGROUND_JOBS: 'off' } });
  admin = (await signIn(t, demoEmail('staff'))).accessToken;
  manager = (await signIn(t, demoEmail('orders'))).accessToken;
  managerId = await demoUserId(t.deps, 'orders');
  variants = await variantsInStock(t.deps, 3);
  local = paymentProvider(t.deps) as LocalLiqpayPaymentProvider;
});
afterAll(() => t?.close());

const list = (query: string, token = manager) => t.app.inject({ url: `/api/v1/staff/orders?${query}`, headers: bearer(token) });
const detail = async (id: number, token = manager) => (await t.app.inject({ url: `/api/v1/staff/orders/${id}`, headers: bearer(token) })).json().data;
const move = (id: number, payload: object, token = manager, lang = 'ru') =>
  t.app.inject({ method: 'POST', url: `/api/v1/staff/orders/${id}/events`, headers: { ...bearer(token), 'x-localization': lang }, payload });
const note = (id: number, payload: object, token = manager) => t.app.inject({ method: 'POST', url: `/api/v1/staff/orders/${id}/notes`, headers: bearer(token), payload });
const row = async (id: number) => (await t.deps.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const noticesOf = async (id: number) => (await t.deps.database.db.select({ kind: orderNotices.kind }).from(orderNotices).where(eq(orderNotices.orderId, id))).map((n) => n.kind);
const actionsOf = async (id: number) =>
  (await t.deps.database.db.select().from(staffActions).where(sql`${staffActions.subjectType} = 'order' and ${staffActions.subjectId} = ${id}`).orderBy(staffActions.id)).map((a) => a.action);
const WAYBILL = '20450099887766';
let guests = 0;
const guestOrder = (extra: Partial<Parameters<typeof insertOrder>[1]> = {}) =>
  insertOrder(t.deps, { owner: { visitorId: `backoffice-guest-${guests++}` }, lines: [{ productPriceId: variants[0].id, count: 1 }], ...extra });

/** Pays an online order as LiqPay would: a signed sandbox callback through the real handler. */
async function payByCard(id: number): Promise<void> {
  const total = (await row(id)).total;
  const signed = local.signCallback({ version: 3, action: 'pay', payment_id: 770_000 + id, status: 'sandbox', order_id: `${id}-bo1`, amount: total / 100, currency: 'UAH' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/liqpay/callback',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ data: signed.data, signature: signed.signature }).toString(),
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the staff list', () => {
  it('has a seeded order in every state, so each list of the demo shows something', async () => {
    for (const status of ['new', 'confirmed', 'awaiting_payment', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded']) {
      const body = (await list(`status=${status}`)).json();
      expect(body.meta.total, status).toBeGreaterThan(0);
    }
    const paidByCard = (await list('status=paid&payment_status=paid')).json().data.find((o: { payment_method: string }) => o.payment_method === 'liqpay');
    expect((await detail(paidByCard.id)).payments).toEqual([expect.objectContaining({ status: 'sandbox' })]);
  });

  it('filters by state, payment, delivery, days, customer and number, sorts, and pages by cursor without gaps or repeats', async () => {
    const day = (d: number) => new Date(Date.UTC(2021, 2, d, 10));
    const ids = [
      await guestOrder({ name: 'Оксана Filterova', email: 'oksana.filter@example.com', phone: '+380671230001', createdAt: day(1) }),
      await guestOrder({ name: 'Ірина Filterova', phone: '+380671230002', createdAt: day(2), status: 'confirmed', paymentMethod: 'cash' }),
      await guestOrder({ name: 'Марта Filterova', phone: '+380671230003', createdAt: day(3), deliveryMethodId: 5 }),
      await guestOrder({ name: 'Ліна Filterova', phone: '+380671230004', createdAt: day(4), paymentMethod: 'invoice', status: 'paid', paymentStatus: 'paid' }),
      await guestOrder({ name: 'Віра Filterova', phone: '+380671230005', createdAt: day(5), lines: [{ productPriceId: variants[1].id, count: 3 }] }),
    ];
    const range = 'from=2021-03-01&to=2021-03-05';
    const idsOf = async (query: string) => {
      const res = await list(query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((o: { id: number }) => o.id);
    };
    expect(await idsOf(range)).toEqual([...ids].reverse());
    expect(await idsOf(`${range}&sort=created_at`)).toEqual(ids);
    // Kyiv days: the 2nd to the 3rd are those two orders only.
    expect(await idsOf('from=2021-03-02&to=2021-03-03')).toEqual([ids[2], ids[1]]);
    expect(await idsOf(`${range}&status=confirmed`)).toEqual([ids[1]]);
    expect(await idsOf(`${range}&payment_status=paid`)).toEqual([ids[3]]);
    expect(await idsOf(`${range}&delivery_method=5`)).toEqual([ids[2]]);
    expect(await idsOf('customer=OKSANA.FILTER')).toEqual([ids[0]]);
    expect(await idsOf('customer=filterova&sort=created_at&per_page=2')).toEqual(ids.slice(0, 2));
    expect(await idsOf('customer=067 123 0003')).toEqual([ids[2]]);
    expect(await idsOf(`number=${(await numberOf(t.deps, ids[4])).toLowerCase()}`)).toEqual([ids[4]]);
    expect(await idsOf(`number=${ids[3]}`)).toEqual([ids[3]]);
    expect(await idsOf(`${range}&sort=-total`)).toEqual([ids[4], ...[...ids.slice(0, 4)].reverse()]);
    // The back office's lists say the direction apart: `sort=created_at&order=desc`.
    expect(await idsOf(`${range}&sort=created_at&order=desc`)).toEqual([...ids].reverse());

    // Keyset pages: each continues after the last row of the one before.
    const seen: number[] = [];
    let after = '';
    for (let pages = 0; pages < 5; pages++) {
      const body = (await list(`${range}&per_page=2${after ? `&after=${encodeURIComponent(after)}` : ''}`)).json();
      seen.push(...body.data.map((o: { id: number }) => o.id));
      expect(body.meta).toMatchObject({ total: 5, total_capped: false });
      if (!body.meta.next_cursor) break;
      after = body.meta.next_cursor;
    }
    expect(seen).toEqual([...ids].reverse());
    const first = (await list(range)).json().data[0];
    expect(first).toMatchObject({ version: 1, delivery_method_id: 1, refund_due: false });
    // A row is the list's columns: the lines and the moves are the order's own page.
    expect(first).not.toHaveProperty('products');
    expect((await detail(first.id)).actions).toEqual(['confirm', 'cancel']);
  });

  it('pages through orders placed within one millisecond without skipping any', async () => {
    const ids = [await guestOrder(), await guestOrder(), await guestOrder()];
    for (const [i, id] of ids.entries()) {
      await t.deps.database.db.execute(sql`update orders set created_at = ${`2020-01-01 00:00:00.1234${i}5+00`}::timestamptz where id = ${id}`);
    }
    const seen: number[] = [];
    let after = '';
    for (let pages = 0; pages < 4; pages++) {
      const body = (await list(`from=2020-01-01&to=2020-01-01&per_page=1${after ? `&after=${encodeURIComponent(after)}` : ''}`)).json();
      seen.push(...body.data.map((o: { id: number }) => o.id));
      if (!body.meta.next_cursor) break;
      after = body.meta.next_cursor;
    }
    expect(seen).toEqual([...ids].reverse());
  });

  it('reads a filtered page from an index, not the whole table', async () => {
    const plan = async (where: string, page = 'order by created_at desc, id desc limit 26') =>
      JSON.stringify((await t.deps.database.db.execute(sql.raw(`explain select id from orders where ${where} ${page}`))).rows);
    await t.deps.database.db.execute(sql`set enable_seqscan = off`);
    try {
      expect(await plan(`status = 'shipped'`)).toContain('orders_status_created_cover_idx');
      expect(await plan(`payment_status = 'paid'`)).toContain('orders_payment_created_cover_idx');
      expect(await plan(`lower(name || ' ' || second_name || ' ' || phone || ' ' || coalesce(email, '')) like '%filter%'`, '')).toContain('orders_customer_trgm_idx');
    } finally {
      await t.deps.database.db.execute(sql`reset enable_seqscan`);
    }
  });
});

describe('moving an order', () => {
  it('confirms, ships with a waybill and delivers, each from the version it saw, with a letter and an audit record each', async () => {
    const id = await guestOrder({ paymentMethod: 'cash', email: 'bo-walk@example.com' });
    const confirmed = await move(id, { event: 'confirm', version: 1 });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ status: 'confirmed', version: 2, actions: ['ship', 'cancel'] });
    // Shipping needs the waybill; refused, it changes nothing.
    const noWaybill = await move(id, { event: 'ship', version: 2 }, manager, 'ua');
    expect(noWaybill.statusCode).toBe(422);
    expect((await row(id)).version).toBe(2);
    expect((await move(id, { event: 'ship', version: 2, waybill: WAYBILL })).json().data).toMatchObject({ status: 'shipped', version: 3 });
    const delivered = (await move(id, { event: 'deliver', version: 3 })).json().data;
    expect(delivered).toMatchObject({ status: 'delivered', payment_status: 'paid', version: 4, actions: ['refund'] });
    expect(await noticesOf(id)).toEqual(['confirmed', 'shipped', 'delivered']);
    expect(await actionsOf(id)).toEqual(['order.confirm', 'order.ship', 'order.deliver']);

    const page = await detail(id);
    expect(page.changes[1]).toMatchObject({
      action: 'order.ship',
      actor: demoEmail('orders'),
      before: { status: 'confirmed', version: 2, waybill: null },
      after: { status: 'shipped', version: 3, waybill: WAYBILL },
    });
    expect(page.events.slice(1).map((e: { actor: string; to: string }) => [e.actor, e.to])).toEqual([
      [`staff:${managerId}`, 'confirmed'],
      [`staff:${managerId}`, 'shipped'],
      [`staff:${managerId}`, 'delivered'],
    ]);
    expect(page.customer).toMatchObject({ user_id: null, email: 'bo-walk@example.com', account_email: null });
    expect(page.delivery).toMatchObject({ waybill: WAYBILL });
  });

  it('refuses an illegal move with 409, a missing version with 422, and changes nothing', async () => {
    const id = await guestOrder({ paymentMethod: 'cash' });
    const before = await row(id);
    const illegal = await move(id, { event: 'deliver', version: 1 });
    expect(illegal.statusCode).toBe(409);
    expect(illegal.json().message).toContain('Нельзя выполнить');
    const noVersion = await move(id, { event: 'confirm' }, manager, 'ua');
    expect(noVersion.statusCode).toBe(422);
    expect(Object.keys(noVersion.json().errors)).toEqual(['version']);
    expect(await row(id)).toEqual(before);
    expect(await noticesOf(id)).toEqual([]);
    expect(await actionsOf(id)).toEqual([]);
  });

  it('lets one of two staff members changing the same order at once win; the other gets a clear 409 and nothing of theirs is written', async () => {
    const id = await guestOrder({ paymentMethod: 'cash' });
    const stock = await stockOf(t.deps, variants[0].id);
    const [a, b] = await Promise.all([move(id, { event: 'confirm', version: 1 }, admin), move(id, { event: 'cancel', version: 1 }, manager, 'ua')]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().message).toMatch(/(змінив інший співробітник|изменил другой сотрудник)/);
    const after = await row(id);
    expect(after.version).toBe(2);
    expect(await actionsOf(id)).toHaveLength(1);
    expect(await noticesOf(id)).toHaveLength(1);
    expect(await stockOf(t.deps, variants[0].id)).toBe(after.status === 'cancelled' ? stock + 1 : stock);
  });

  it('returns the stock of a cancelled order exactly once, however many cancels arrive', async () => {
    const id = await guestOrder({ lines: [{ productPriceId: variants[2].id, count: 2 }] });
    const stock = await stockOf(t.deps, variants[2].id);
    const answers = await Promise.all([1, 2, 3].map(() => move(id, { event: 'cancel', version: 1 })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    // Even from the fresh version a second cancel is not a move a cancelled order allows.
    expect((await move(id, { event: 'cancel', version: 2 })).statusCode).toBe(409);
    expect(await stockOf(t.deps, variants[2].id)).toBe(stock + 2);
    expect(await noticesOf(id)).toEqual(['cancelled']);
  });
});

describe('notes', () => {
  it('are kept for staff, bump the version, are refused from a stale one, and never reach the shopper', async () => {
    const visitor = 'backoffice-note-guest';
    const id = await insertOrder(t.deps, { owner: { visitorId: visitor }, lines: [{ productPriceId: variants[0].id, count: 1 }] });
    const added = await note(id, { version: 1, text: 'Клиентка просит позвонить после 18:00' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ version: 2, notes: [{ author: demoEmail('orders'), text: 'Клиентка просит позвонить после 18:00' }] });
    expect((await note(id, { version: 1, text: 'устарело' })).statusCode).toBe(409);
    expect((await note(id, { version: 2, text: '   ' })).statusCode).toBe(422);
    expect(await actionsOf(id)).toEqual(['order.note']);
    const shopper = await t.app.inject({ url: `/api/v1/orders/${await numberOf(t.deps, id)}`, headers: { 'x-user-hash': visitor } });
    expect(shopper.statusCode).toBe(200);
    expect(shopper.body).not.toContain('после 18:00');
    expect(await noticesOf(id)).toEqual([]);
  });
});

describe('refunds', () => {
  it('return a card payment through LiqPay once, record it with the payment history, and tell the shopper', async () => {
    const id = await guestOrder({ paymentMethod: 'liqpay', email: 'bo-refund@example.com' });
    await payByCard(id);
    const paid = await detail(id);
    expect(paid).toMatchObject({ status: 'paid', actions: ['ship', 'refund'] });
    expect(paid.payments).toEqual([expect.objectContaining({ status: 'sandbox', payment_id: String(770_000 + id), payload: expect.objectContaining({ order_id: `${id}-bo1` }) })]);
    const calls: string[] = [];
    const provider = paymentProvider(t.deps);
    const spy: PaymentProvider = Object.assign(Object.create(Object.getPrototypeOf(provider)), provider, {
      refund: async (request: Parameters<PaymentProvider['refund']>[0]) => {
        calls.push(request.attemptId);
        return provider.refund(request);
      },
    });
    replacePaymentProvider(t.deps, spy);
    try {
      const answers = await Promise.all([move(id, { event: 'refund', version: paid.version }), move(id, { event: 'refund', version: paid.version })]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    } finally {
      replacePaymentProvider(t.deps, provider);
    }
    expect(calls).toEqual([`${id}-bo1`]);
    const refunded = await detail(id);
    expect(refunded).toMatchObject({ status: 'refunded', payment_status: 'refunded', actions: [] });
    expect(refunded.payments.map((p: { status: string }) => p.status)).toEqual(['sandbox', 'reversed']);
    expect(await noticesOf(id)).toContain('refunded');
    expect(await stockOf(t.deps, variants[0].id)).toBeGreaterThan(0);
  });

  it('leave the order as it was when LiqPay refuses, with a localised 502', async () => {
    const id = await guestOrder({ paymentMethod: 'liqpay' });
    await payByCard(id);
    const provider = paymentProvider(t.deps);
    replacePaymentProvider(t.deps, Object.assign(Object.create(Object.getPrototypeOf(provider)), provider, { refund: async () => ({ ok: false, reason: 'err_amount', payload: {} }) }));
    try {
      const before = await row(id);
      const refused = await move(id, { event: 'refund', version: before.version }, manager, 'ua');
      expect(refused.statusCode).toBe(502);
      expect(refused.json().message).toContain('LiqPay не повернув кошти (err_amount)');
      expect(await row(id)).toEqual(before);
      expect(await t.deps.database.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.orderId, id))).toHaveLength(1);
    } finally {
      replacePaymentProvider(t.deps, provider);
    }
  });

  it('ask LiqPay’s API with `action: refund`, signed, for the paid attempt and its amount', async () => {
    const sent: Array<Record<string, unknown>> = [];
    const driver = new LiqpayPaymentProvider({
      publicKey: 'i000test',
      privateKey: 'secret',
      fetch: (async (_url: string, init: { body: string }) => {
        sent.push(decodeLiqpayData(new URLSearchParams(init.body).get('data') ?? '') ?? {});
        return new Response(JSON.stringify({ result: 'ok', status: 'reversed', payment_id: 42 }));
      }) as unknown as typeof fetch,
    });
    expect(await driver.refund({ attemptId: '7-abc', paymentId: '42', amount: 123_400 })).toMatchObject({ ok: true, status: 'reversed', providerPaymentId: '42' });
    expect(sent).toEqual([{ version: 3, public_key: 'i000test', action: 'refund', order_id: '7-abc', amount: 1234 }]);
    const failing = new LiqpayPaymentProvider({
      publicKey: 'i000test',
      privateKey: 'secret',
      fetch: (async () => new Response(JSON.stringify({ result: 'error', status: 'error', err_code: 'payment_not_found', err_description: 'Payment not found' }))) as unknown as typeof fetch,
    });
    expect(await failing.refund({ attemptId: '7-abc', paymentId: '42', amount: 100 })).toMatchObject({ ok: false, reason: 'payment_not_found: Payment not found' });
  });
});
