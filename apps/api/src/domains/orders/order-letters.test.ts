import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNotices, orders } from '../../db/schema/orders.ts';
import type { LocalLiqpayPaymentProvider } from '../../providers/payments/local-liqpay.ts';
import { paymentProvider } from '../../providers/payments/payment-providers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, localMailer, localSms, registerUser, signIn } from '../auth/auth.test-support.ts';
import { expireUnpaidOrders } from './expire-unpaid.ts';
import type { OrderNotice } from './order-letters.ts';
import { sendDueNotices } from './order-notices.ts';
import { notifyOrder } from './order-notifications.ts';
import { isOrderPageKey, orderPageUrl } from './order-page-link.ts';
import { applyOrderEvent } from './order-transitions.ts';
import { demoEmail, insertOrder, numberOf, variantsInStock, withVersion } from './orders.test-support.ts';

/**
 * A letter (and SMS) for every change of an order's state: its words in both languages, the order
 * page's link with a key that opens it, and exactly one notice per change, also when LiqPay repeats
 * a callback or staff repeat an action. The background sender is off, so the outbox can be counted.
 */
let t: TestApp;
let staffToken: string;
let variants: Awaited<ReturnType<typeof variantsInStock>>;
let local: LocalLiqpayPaymentProvider;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp({ products: 6, env: { BACKGROUND_JOBS: 'off' } });
  staffToken = (await signIn(t, demoEmail('staff'))).accessToken;
  variants = await variantsInStock(t.deps, 3);
  local = paymentProvider(t.deps) as LocalLiqpayPaymentProvider;
});
afterAll(() => t?.close());

const uniqueMail = (label: string) => `letters-${label}-${sequence++}-${Date.now().toString(36)}@example.com`;
const kindsQueued = async (orderId: number) =>
  (await t.deps.database.db.select({ kind: orderNotices.kind }).from(orderNotices).where(eq(orderNotices.orderId, orderId)).orderBy(orderNotices.id)).map(
    (n) => n.kind,
  );
const staffEvent = async (id: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/staff/orders/${id}/events`, headers: bearer(staffToken), payload: await withVersion(t.deps, id, payload) });

/** The link a letter carries: the order page of this order, in its language, with a key that opens it. */
function expectPageLink(text: string, number: string, lang: 'ru' | 'ua') {
  const url = orderPageUrl(t.deps.config, number, lang);
  expect(text).toContain(url);
  const key = new URL(url).searchParams.get('key') ?? undefined;
  expect(isOrderPageKey(t.deps.config, number, key)).toBe(true);
  expect(new URL(url).pathname).toBe(`${lang === 'ua' ? '/ua' : ''}/order/${number}/`);
}

type Case = { kind: OrderNotice; state: Partial<Parameters<typeof insertOrder>[1]>; ru: [string, string]; ua: [string, string] };

// Each notice on an order in the state its change leaves: [subject's words, a sentence of the body].
const CASES: Case[] = [
  { kind: 'placed', state: {}, ru: ['принят', 'Спасибо за заказ!'], ua: ['прийнято', 'Дякуємо за замовлення!'] },
  { kind: 'confirmed', state: { status: 'confirmed' }, ru: ['подтверждён', 'Мы подтвердили заказ. Соберём'], ua: ['підтверджено', 'Ми підтвердили замовлення. Зберемо'] },
  {
    kind: 'confirmed',
    state: { status: 'awaiting_payment', paymentMethod: 'invoice' },
    ru: ['подтверждён', 'как только получим оплату'],
    ua: ['підтверджено', 'щойно отримаємо оплату'],
  },
  { kind: 'paid', state: { status: 'paid', paymentStatus: 'paid', paymentMethod: 'liqpay' }, ru: ['Оплата заказа', 'Мы получили оплату'], ua: ['Оплату замовлення', 'Ми отримали оплату'] },
  {
    kind: 'payment_failed',
    state: { paymentStatus: 'failed', paymentMethod: 'liqpay' },
    ru: ['не прошла', 'Оплата картой не прошла'],
    ua: ['не пройшла', 'Оплата карткою не пройшла'],
  },
  { kind: 'shipped', state: { status: 'shipped', paymentStatus: 'paid', paymentMethod: 'liqpay' }, ru: ['отправлен', 'Ваш заказ отправлен.'], ua: ['відправлено', 'Ваше замовлення відправлено.'] },
  { kind: 'delivered', state: { status: 'delivered', paymentStatus: 'paid' }, ru: ['доставлен', 'Заказ доставлен.'], ua: ['доставлено', 'Замовлення доставлено.'] },
  { kind: 'cancelled', state: { status: 'cancelled' }, ru: ['отменён', 'деньги не списывались'], ua: ['скасовано', 'кошти не списувалися'] },
  {
    kind: 'cancelled',
    state: { status: 'cancelled', paymentStatus: 'paid', paymentMethod: 'liqpay' },
    ru: ['отменён', 'мы вернём деньги'],
    ua: ['скасовано', 'ми повернемо кошти'],
  },
  { kind: 'refunded', state: { status: 'refunded', paymentStatus: 'refunded', paymentMethod: 'liqpay' }, ru: ['возвращены', 'Мы вернули деньги'], ua: ['повернено', 'Ми повернули кошти'] },
];

describe('the letter of each order state', () => {
  for (const { kind, state, ru, ua } of CASES) {
    for (const [lang, [subjectWords, sentence]] of [['ru', ru], ['ua', ua]] as const) {
      it(`${kind} (${state.status ?? 'new'}/${state.paymentStatus ?? 'not_paid'}) in ${lang}`, async () => {
        const email = uniqueMail(kind);
        const buyer = await registerUser(t);
        const id = await insertOrder(t.deps, {
          owner: { userId: buyer.id },
          lines: [{ productPriceId: variants[0].id, count: 1, price: 500 }],
          email,
          phone: buyer.phone,
          name: '<i>Олена & Co</i>',
          lang,
          reserve: false,
          ...state,
        });
        const number = await numberOf(t.deps, id);
        await notifyOrder(t.deps, id, kind);
        const letters = localMailer(t).lettersTo(email);
        expect(letters).toHaveLength(1);
        const [letter] = letters;
        expect(letter.subject).toContain(`№${number}`);
        expect(letter.subject).toContain(subjectWords);
        expect(letter.text).toContain(sentence);
        expect(letter.html).toContain(sentence);
        expectPageLink(letter.text, number, lang);
        // The link's & and the shopper's name are escaped in the HTML part, never raw.
        expect(letter.html).toContain(`href="${orderPageUrl(t.deps.config, number, lang)}"`);
        expect(letter.html).toContain('&lt;i&gt;Олена &amp; Co&lt;/i&gt;');
        expect(letter.html).not.toContain('<i>Олена');
        // A signed-in buyer's phone is proven: the SMS goes too (the confirmation SMS only to an unproven one).
        const sms = localSms(t).lastTo(buyer.phone)?.text;
        if (kind === 'confirmed') expect(sms ?? '').not.toContain(number);
        else {
          expect(sms).toContain(`№${number}`);
          expectPageLink(sms ?? '', number, lang);
        }
      });
    }
  }

  it('gives a refused card payment a pay link, and a shipped Nova Poshta order its tracking link', async () => {
    const email = uniqueMail('links');
    const id = await insertOrder(t.deps, {
      owner: { visitorId: `letters-guest-${sequence++}` },
      lines: [{ productPriceId: variants[1].id, count: 1, price: 700 }],
      email,
      phone: '+380991234567',
      paymentMethod: 'liqpay',
      paymentStatus: 'failed',
      reserve: false,
    });
    const number = await numberOf(t.deps, id);
    await notifyOrder(t.deps, id, 'payment_failed');
    const [refused] = localMailer(t).lettersTo(email);
    expect(refused.text).toContain(`Оплатить заказ: ${orderPageUrl(t.deps.config, number, 'ru')}`);
    expect(refused.text).toContain('К оплате: 700 грн');
    expect(refused.html).toMatch(/<a href="[^"]+\/order\/[^"]+\?key=[0-9a-f]+"[^>]*>Оплатить заказ<\/a>/);
    // Below the free-delivery threshold the delivery row is a sentence: it wraps on a phone, while
    // the amounts keep to one line.
    const deliveryCell = /<td[^>]*>Доставка<\/td><td style="([^"]*)">([^<]*)<\/td>/.exec(refused.html);
    expect(deliveryCell?.[2]).toContain('по тарифам перевозчика');
    expect(deliveryCell?.[1]).not.toContain('nowrap');
    expect(refused.html).toMatch(/<td style="[^"]*white-space:nowrap;[^"]*">700 грн<\/td>/);
    // A guest's phone has not proven itself: the letter goes, the SMS waits for staff (docs/orders.md).
    expect(localSms(t).lastTo('+380991234567')).toBeUndefined();

    const shippedEmail = uniqueMail('shipped');
    const shipped = await insertOrder(t.deps, {
      owner: { visitorId: `letters-np-${sequence++}` },
      lines: [{ productPriceId: variants[1].id, count: 1, price: 700 }],
      email: shippedEmail,
      status: 'shipped',
      paymentStatus: 'paid',
      paymentMethod: 'liqpay',
      lang: 'ua',
      reserve: false,
    });
    await t.deps.database.db.update(orders).set({ waybill: '20450012345678' }).where(eq(orders.id, shipped));
    await notifyOrder(t.deps, shipped, 'shipped');
    const [sent] = localMailer(t).lettersTo(shippedEmail);
    expect(sent.text).toContain('Номер ТТН: 20450012345678');
    expect(sent.text).toContain('Відстежити посилку: https://novaposhta.ua/tracking/?cargo_number=20450012345678');
    expectPageLink(sent.text, await numberOf(t.deps, shipped), 'ua');
  });
});

describe('one notice per change of state, queued with it', () => {
  it('queues the refused payment once however often LiqPay repeats the callback, and the paid one after', async () => {
    const email = uniqueMail('liqpay');
    const id = await insertOrder(t.deps, {
      owner: { visitorId: `letters-liqpay-${sequence++}` },
      lines: [{ productPriceId: variants[0].id, count: 1, price: 1234 }],
      email,
      paymentMethod: 'liqpay',
      paymentStatus: 'pending',
      lang: 'ua',
    });
    await t.deps.database.db.delete(orderNotices).where(eq(orderNotices.orderId, id));
    const callback = (status: string, paymentId: number) =>
      local.signCallback({ version: 3, action: 'pay', payment_id: paymentId, status, order_id: `${id}-x1`, amount: 1234, currency: 'UAH' });
    const post = (body: { data: string; signature: string }) =>
      t.app.inject({ method: 'POST', url: '/api/v1/payments/liqpay/callback', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(body).toString() });
    const failure = callback('failure', 700_000 + sequence++);
    for (let i = 0; i < 3; i++) expect((await post(failure)).statusCode).toBe(200);
    // Another refused attempt with its own payment id finds the payment already refused: no second letter.
    expect((await post(callback('failure', 700_000 + sequence++))).statusCode).toBe(200);
    expect(await kindsQueued(id)).toEqual(['payment_failed']);

    const success = callback('success', 700_000 + sequence++);
    await Promise.all([post(success), post(success), post(success)]);
    expect(await kindsQueued(id)).toEqual(['payment_failed', 'paid']);

    await sendDueNotices(t.deps);
    const letters = localMailer(t).lettersTo(email);
    const number = await numberOf(t.deps, id);
    expect(letters.map((l) => l.subject)).toEqual([`Оплата замовлення №${number} не пройшла`, `Оплату замовлення №${number} отримано`]);
    expect(letters[0].text).toContain(`Оплатити замовлення: ${orderPageUrl(t.deps.config, number, 'ua')}`);
  });

  it('queues each staff change once, also when staff repeat it, through delivery and refund', async () => {
    const id = await insertOrder(t.deps, { owner: { visitorId: `letters-staff-${sequence++}` }, lines: [{ productPriceId: variants[1].id, count: 1 }], deliveryMethodId: 5 });
    for (const event of ['confirm', 'confirm', 'ship', 'ship', 'deliver', 'deliver', 'refund', 'refund']) await staffEvent(id, { event });
    expect(await kindsQueued(id)).toEqual(['confirmed', 'shipped', 'delivered', 'refunded']);
  });

  it('queues the cancellation once: by the shopper, by staff after it, and by the payment deadline', async () => {
    const visitor = `letters${sequence++}${Date.now().toString(36)}`;
    const own = await insertOrder(t.deps, { owner: { visitorId: visitor }, lines: [{ productPriceId: variants[2].id, count: 1 }] });
    const number = await numberOf(t.deps, own);
    const byShopper = await t.app.inject({ method: 'POST', url: `/api/v1/orders/${number}/cancel`, headers: { 'x-user-hash': visitor } });
    expect(byShopper.statusCode, byShopper.body).toBe(200);
    expect((await staffEvent(own, { event: 'cancel' })).statusCode).toBe(409);
    expect(await kindsQueued(own)).toEqual(['cancelled']);

    const late = await insertOrder(t.deps, {
      owner: { visitorId: `letters-late-${sequence++}` },
      lines: [{ productPriceId: variants[2].id, count: 1 }],
      paymentMethod: 'liqpay',
      paymentDeadline: new Date(Date.now() - 60_000),
    });
    expect(await expireUnpaidOrders(t.deps)).toContain(late);
    expect(await expireUnpaidOrders(t.deps)).not.toContain(late);
    expect(await kindsQueued(late)).toEqual(['cancelled']);
  });

  it('queues nothing for a change that rolled back', async () => {
    const id = await insertOrder(t.deps, { owner: { visitorId: `letters-rollback-${sequence++}` }, lines: [{ productPriceId: variants[0].id, count: 1 }] });
    await expect(
      t.deps.database.db.transaction(async (tx) => {
        expect(await applyOrderEvent(tx, id, 'confirm', { actor: 'test' })).toMatchObject({ notice: 'confirmed' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await kindsQueued(id)).toEqual([]);
  });
});
