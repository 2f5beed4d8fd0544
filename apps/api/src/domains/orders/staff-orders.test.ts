import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { replaceAccountProviders } from '../../providers/account-providers.ts';
import type { Mailer } from '../../providers/email/mailer.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, localMailer, localSms, registerUser, signIn, waitForLetter } from '../auth/auth.test-support.ts';
import { notifyOrder } from './order-notifications.ts';
import { orderPageUrl } from './order-page-link.ts';
import { DEMO_ROLES, type DemoRole, bonusesOf, demoEmail, demoUserId, insertOrder, numberOf, stockOf, variantsInStock, withVersion } from './orders.test-support.ts';

let t: TestApp;
const tokens = {} as Record<DemoRole, string>;
const userIds = {} as Record<DemoRole, number>;
let variants: Awaited<ReturnType<typeof variantsInStock>>;

beforeAll(async () => {
  t = await createTestApp({ products: 8 });
  for (const role of DEMO_ROLES) {
    tokens[role] = (await signIn(t, demoEmail(role))).accessToken;
    userIds[role] = await demoUserId(t.deps, role);
  }
  variants = await variantsInStock(t.deps, 4);
});
afterAll(() => t?.close());

/** A staff event sent from the order's current version unless the payload names one (decision 0021). */
const event = async (id: number | string, payload: object, role: DemoRole = 'staff', lang = 'ru') =>
  t.app.inject({ method: 'POST', url: `/api/v1/staff/orders/${id}/events`, headers: { ...bearer(tokens[role]), 'x-localization': lang }, payload: await withVersion(t.deps, id, payload) });
const staffGet = (url: string, role: DemoRole = 'staff') => t.app.inject({ url: `/api/v1/staff/orders${url}`, headers: bearer(tokens[role]) });
const orderRow = async (id: number) => (await t.deps.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const WAYBILL = '20450012345678';

describe('staff order routes', () => {
  it('are for staff only: a guest gets 401, every other role 403, and nothing changes', async () => {
    const id = await insertOrder(t.deps, { owner: { userId: userIds.regular }, lines: [{ productPriceId: variants[0].id, count: 1 }] });
    expect((await t.app.inject({ url: '/api/v1/staff/orders' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/v1/staff/orders/${id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/staff/orders/${id}/events`, payload: { event: 'confirm' } })).statusCode).toBe(401);
    for (const role of DEMO_ROLES.filter((r) => r !== 'staff' && r !== 'orders')) {
      expect((await staffGet('', role)).statusCode, role).toBe(403);
      expect((await staffGet(`/${id}`, role)).statusCode, role).toBe(403);
      expect((await event(id, { event: 'confirm' }, role)).statusCode, role).toBe(403);
      // Not even their own order: confirming is the shop's job.
      expect((await event(id, { event: 'cancel' }, role)).statusCode, role).toBe(403);
    }
    expect((await orderRow(id)).status).toBe('new');
  });

  it('lists every order newest first, filtered by status, with who placed it', async () => {
    const shipped = await insertOrder(t.deps, { owner: { visitorId: 'staff-list-guest' }, lines: [{ productPriceId: variants[1].id, count: 1 }], status: 'shipped', paymentStatus: 'paid', paymentMethod: 'liqpay' });
    const res = await staffGet('?status=shipped');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body.data.every((o: { status: string }) => o.status === 'shipped')).toBe(true);
    expect(body.data[0]).toMatchObject({ id: shipped, quick_order: false, phone: '+380671112233', status: 'shipped', payment_status: 'paid', refund_due: false });
    const all = (await staffGet('?per_page=2')).json();
    expect(all.meta.per_page).toBe(2);
    expect(all.data[0].id).toBeGreaterThan(all.data[1].id);
    const one = (await staffGet(`/${shipped}`)).json().data;
    expect(one.history).toEqual([expect.objectContaining({ status: 'shipped' })]);
    expect((await staffGet('/2000000')).statusCode).toBe(404);
  });

  it('walks a cash order from confirmation to delivery, asks for the waybill, and credits 3 % in bonuses', async () => {
    const balance = await bonusesOf(t.deps, userIds.professional);
    const id = await insertOrder(t.deps, { owner: { userId: userIds.professional }, lines: [{ productPriceId: variants[0].id, count: 2, price: 617 }], email: 'pro-buyer@example.com', phone: '+380501112233' });

    const confirmed = await event(id, { event: 'confirm', note: 'called, all fine' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ status: 'confirmed', payment_title: 'Оплата при получении', can_cancel: false });

    const noWaybill = await event(id, { event: 'ship' }, 'staff', 'ua');
    expect(noWaybill.statusCode).toBe(422);
    expect(noWaybill.json().errors).toEqual({ waybill: ['Вкажіть номер ТТН Нової Пошти: 14 цифр, починається з 20'] });
    const badWaybill = await event(id, { event: 'ship', waybill: '1234' });
    expect(badWaybill.statusCode).toBe(422);
    expect(badWaybill.json().errors.waybill).toBeDefined();
    expect((await orderRow(id)).status).toBe('confirmed');

    const shipped = await event(id, { event: 'ship', waybill: ` ${WAYBILL} ` });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().data).toMatchObject({ status: 'shipped', delivery: { waybill: WAYBILL } });
    const number = await numberOf(t.deps, id);
    // The confirmation's letter came first; each change has its own.
    const letter = (await waitForLetter(t, 'pro-buyer@example.com', 2)).find((l) => l.subject === `Заказ №${number} отправлен`);
    if (!letter) throw new Error('no shipped letter');
    expect(letter.text).toContain(WAYBILL);
    expect(letter.html).toContain(`https://novaposhta.ua/tracking/?cargo_number=${WAYBILL}`);
    expect(localSms(t).lastTo('+380501112233')?.text).toBe(`ProCosmetics: заказ №${number} отправлен, ТТН ${WAYBILL}. ${orderPageUrl(t.deps.config, number, 'ru')}`);

    const delivered = await event(id, { event: 'deliver' });
    expect(delivered.json().data).toMatchObject({ status: 'delivered', payment_status: 'paid', bonuses_earned: 37 });
    // 1 234 grn paid → 37.02 → 37 whole hryvnia.
    expect(await bonusesOf(t.deps, userIds.professional)).toBe(balance + 37);

    const history = await t.deps.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.id);
    expect(history.map((h) => [h.event, h.toStatus, h.actor])).toEqual([
      ['place', 'new', `u:${userIds.professional}`],
      ['confirm', 'confirmed', `staff:${userIds.staff}`],
      ['ship', 'shipped', `staff:${userIds.staff}`],
      ['deliver', 'delivered', `staff:${userIds.staff}`],
    ]);
    expect(history[1].note).toBe('called, all fine');

    // Delivered is final for these events: a second delivery credits nothing.
    const again = await event(id, { event: 'deliver' }, 'staff', 'ua');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Неможливо виконати «позначити доставку» для замовлення в стані «Доставлено, оплачено»');
    expect(await bonusesOf(t.deps, userIds.professional)).toBe(balance + 37);

    // A refund gives the money back and takes back what delivery credited.
    const refunded = await event(id, { event: 'refund' });
    expect(refunded.json().data).toMatchObject({ status: 'refunded', payment_status: 'refunded', bonuses_earned: 0 });
    expect(await bonusesOf(t.deps, userIds.professional)).toBe(balance);
  });

  it('credits nothing to a user who may not use bonuses', async () => {
    const balance = await bonusesOf(t.deps, userIds.regular);
    const id = await insertOrder(t.deps, { owner: { userId: userIds.regular }, lines: [{ productPriceId: variants[0].id, count: 1, price: 1000 }], status: 'shipped', paymentStatus: 'paid', paymentMethod: 'liqpay' });
    const res = await event(id, { event: 'deliver' });
    expect(res.json().data).toMatchObject({ status: 'delivered', bonuses_earned: 0 });
    expect(await bonusesOf(t.deps, userIds.regular)).toBe(balance);
  });

  it('records a paid invoice and tells the shopper in the order’s language', async () => {
    const id = await insertOrder(t.deps, {
      owner: { userId: userIds.distributor },
      lines: [{ productPriceId: variants[2].id, count: 1, price: 2500 }],
      paymentMethod: 'invoice',
      email: 'distributor-buyer@example.com',
      phone: '+380631112233',
      lang: 'ua',
      deliveryMethodId: 5,
    });
    expect((await event(id, { event: 'confirm' })).json().data.status).toBe('awaiting_payment');
    const paid = await event(id, { event: 'invoice_paid' });
    expect(paid.json().data).toMatchObject({ status: 'paid', payment_status: 'paid' });
    const number = await numberOf(t.deps, id);
    const letter = (await waitForLetter(t, 'distributor-buyer@example.com', 2)).find((l) => l.subject === `Оплату замовлення №${number} отримано`);
    if (!letter) throw new Error('no paid letter');
    expect(letter.text).toContain('Разом: 2');
    expect(letter.text).toContain('Самовивіз із шоуруму');
    expect(letter.text).toContain(`Сторінка замовлення: ${orderPageUrl(t.deps.config, number, 'ua')}`);
    expect(localSms(t).lastTo('+380631112233')?.text).toBe(`ProCosmetics: оплату замовлення №${number} отримано. ${orderPageUrl(t.deps.config, number, 'ua')}`);

    // Pickup is not Nova Poshta: no waybill, and shipping needs none.
    const withWaybill = await event(id, { event: 'ship', waybill: WAYBILL });
    expect(withWaybill.statusCode).toBe(422);
    expect(withWaybill.json().errors.waybill).toEqual(['Номер ТТН указывается только при отправке Новой Почтой']);
    expect((await event(id, { event: 'ship' })).json().data.status).toBe('shipped');
  });

  it('refuses events the state does not allow with 409, and bad bodies with 422', async () => {
    const id = await insertOrder(t.deps, { owner: { userId: userIds.noid }, lines: [{ productPriceId: variants[3].id, count: 1 }], paymentMethod: 'liqpay' });
    const ship = await event(id, { event: 'ship', waybill: WAYBILL });
    expect(ship.statusCode).toBe(409);
    expect(ship.json().message).toBe('Нельзя выполнить «отправить» для заказа в состоянии «Новый, не оплачен»');
    expect((await event(id, { event: 'invoice_paid' })).statusCode).toBe(409);
    expect((await event(id, { event: 'confirm', waybill: WAYBILL })).json().errors.waybill).toEqual(['Номер ТТН указывается только при отправке заказа']);
    for (const body of [{}, { event: 'payment_succeeded' }, { event: 'confirm', extra: 1 }, { event: 'confirm', note: 'x'.repeat(501) }, { event: 42 }]) {
      expect((await event(id, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await event(2_000_000, { event: 'confirm' })).statusCode).toBe(404);
    expect((await orderRow(id)).status).toBe('new');
  });

  it('cancels an unpaid order for staff and gives its stock back', async () => {
    const v = variants[1];
    const before = await stockOf(t.deps, v.id);
    const id = await insertOrder(t.deps, { owner: { userId: userIds.manager }, lines: [{ productPriceId: v.id, count: 2 }], status: 'confirmed' });
    expect(await stockOf(t.deps, v.id)).toBe(before - 2);
    expect((await event(id, { event: 'cancel' })).json().data.status).toBe('cancelled');
    expect(await stockOf(t.deps, v.id)).toBe(before);
    expect((await event(id, { event: 'cancel' })).statusCode).toBe(409);
    expect(await stockOf(t.deps, v.id)).toBe(before);
  });
});

describe('notifyOrder', () => {
  it('sends the placed letter with lines and totals, and only an SMS when the order has no e-mail; no SMS to a guest’s unproven phone', async () => {
    const id = await insertOrder(t.deps, { owner: { visitorId: 'notify-guest-1' }, lines: [{ productPriceId: variants[0].id, count: 2, price: 300 }, { productPriceId: variants[1].id, count: 1, type: 'sampler' }], email: 'guest-buyer@example.com', phone: '+380991112233', name: '<b>Ім’я</b>' });
    await notifyOrder(t.deps, id, 'placed');
    const [letter] = localMailer(t).lettersTo('guest-buyer@example.com');
    expect(letter.subject).toBe(`Заказ №${await numberOf(t.deps, id)} принят`);
    expect(letter.text).toMatch(/: 2 × 300 грн = 600 грн/);
    expect(letter.text).toContain('× в подарок');
    expect(letter.text).toMatch(/К оплате: 600 грн/);
    // A guest's letter has no profile link; the name is escaped in HTML.
    expect(letter.text).not.toContain('/profile/');
    expect(letter.html).toContain('&lt;b&gt;Ім’я&lt;/b&gt;');
    expect(letter.html).not.toContain('<b>Ім');
    // A guest's phone has not proven itself: its SMS waits for staff to confirm the order.
    expect(localSms(t).lastTo('+380991112233')).toBeUndefined();

    // A signed-in buyer's own phone was proven by a code: the SMS leaves at once.
    const buyer = await registerUser(t);
    const quick = await insertOrder(t.deps, { owner: { userId: buyer.id }, lines: [{ productPriceId: variants[0].id, count: 2, price: 300 }], email: null, phone: buyer.phone });
    const lettersBefore = localMailer(t).outbox.length;
    await notifyOrder(t.deps, quick, 'placed');
    expect(localMailer(t).outbox.length).toBe(lettersBefore);
    const quickNumber = await numberOf(t.deps, quick);
    expect(localSms(t).lastTo(buyer.phone)?.text).toBe(`ProCosmetics: заказ №${quickNumber} принят, сумма 600 грн. ${orderPageUrl(t.deps.config, quickNumber, 'ru')}`);
  });

  it('a failing mailer is logged and the SMS still leaves; an order that is gone is skipped', async () => {
    const buyer = await registerUser(t);
    const id = await insertOrder(t.deps, { owner: { userId: buyer.id }, lines: [{ productPriceId: variants[0].id, count: 1 }], email: 'broken@example.com', phone: buyer.phone });
    const original = localMailer(t);
    const broken: Mailer = { kind: 'smtp', send: async () => Promise.reject(new Error('SMTP down')) };
    replaceAccountProviders(t.deps, { mailer: broken });
    const logged: string[] = [];
    try {
      await expect(notifyOrder(t.deps, id, 'paid', { error: (_details, message) => logged.push(message) })).resolves.toBeUndefined();
      await expect(notifyOrder(t.deps, 2_000_000, 'paid', { error: (_details, message) => logged.push(message) })).resolves.toBeUndefined();
    } finally {
      replaceAccountProviders(t.deps, { mailer: original });
    }
    expect(logged).toEqual(['order letter not sent']);
    const number = await numberOf(t.deps, id);
    expect(localSms(t).lastTo(buyer.phone)?.text).toBe(`ProCosmetics: оплата заказа №${number} получена. ${orderPageUrl(t.deps.config, number, 'ru')}`);
  });
});

describe('bonuses on delivery', () => {
  it('take back no more than the balance holds', async () => {
    const userId = userIds.distributor;
    const id = await insertOrder(t.deps, { owner: { userId }, lines: [{ productPriceId: variants[0].id, count: 1, price: 10_000 }], status: 'shipped', paymentStatus: 'paid', paymentMethod: 'invoice' });
    expect((await event(id, { event: 'deliver' })).json().data.bonuses_earned).toBe(300);
    // The shopper spent nearly everything in the meantime.
    await t.deps.database.db.update(users).set({ bonusAmount: 100 }).where(eq(users.id, userId));
    expect((await event(id, { event: 'refund' })).statusCode).toBe(200);
    expect(await bonusesOf(t.deps, userId)).toBe(0);
  });
});
