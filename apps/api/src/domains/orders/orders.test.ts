import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPrices, products } from '../../db/schema/catalog.ts';
import { orderEvents, orders } from '../../db/schema/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../auth/auth.test-support.ts';
import { DEMO_ROLES, type DemoRole, bonusesOf, demoEmail, demoUserId, insertOrder, numberOf, stockOf, variantsInStock } from './orders.test-support.ts';

let t: TestApp;
const tokens = {} as Record<DemoRole, string>;
const userIds = {} as Record<DemoRole, number>;
let variants: Awaited<ReturnType<typeof variantsInStock>>;

beforeAll(async () => {
  t = await createTestApp({ products: 12 });
  for (const role of DEMO_ROLES) {
    tokens[role] = (await signIn(t, demoEmail(role))).accessToken;
    userIds[role] = await demoUserId(t.deps, role);
  }
  variants = await variantsInStock(t.deps, 8);
});
afterAll(() => t?.close());

type Caller = DemoRole | { visitor: string };
const headersOf = (caller: Caller, lang = 'ru'): Record<string, string> => ({
  'x-localization': lang,
  ...(typeof caller === 'string' ? bearer(tokens[caller]) : { 'x-user-hash': caller.visitor }),
});
const list = (caller: Caller, query = '', lang = 'ru') => t.app.inject({ url: `/api/v1/orders${query}`, headers: headersOf(caller, lang) });
/** The shopper's routes take the public number: an order's id given here is sent as its number, a string as it is. */
const ref = async (id: number | string) => (typeof id === 'number' ? numberOf(t.deps, id) : id);
const detail = async (caller: Caller, id: number | string, lang = 'ru') => t.app.inject({ url: `/api/v1/orders/${await ref(id)}`, headers: headersOf(caller, lang) });
const repeat = async (caller: Caller, id: number | string, lang = 'ru') => t.app.inject({ url: `/api/v1/order/${await ref(id)}/repeat`, headers: headersOf(caller, lang) });
const cancel = async (caller: Caller, id: number | string, lang = 'ru') =>
  t.app.inject({ method: 'POST', url: `/api/v1/orders/${await ref(id)}/cancel`, headers: headersOf(caller, lang) });
const numbersOf = (ids: number[]) => Promise.all(ids.map((id) => numberOf(t.deps, id)));

/** A distributor's manager acts for it (SPEC §6): the orders it places are the distributor's. */
const actsAs = (caller: Caller): Caller => (caller === 'manager' ? 'distributor' : caller);
const ownerOf = (caller: Caller) => {
  const acting = actsAs(caller);
  return typeof acting === 'string' ? { userId: userIds[acting] } : { visitorId: acting.visitor };
};
const orderOf = (caller: Caller, extra: Partial<Parameters<typeof insertOrder>[1]> = {}) =>
  insertOrder(t.deps, { owner: ownerOf(caller), lines: [{ productPriceId: variants[0].id, count: 1 }], ...extra });

describe('GET /v1/orders', () => {
  it('lists the caller’s orders of one stage, newest first, 15 a page by default', async () => {
    const role: DemoRole = 'noid';
    const ids: number[] = [];
    for (let i = 0; i < 17; i++) ids.push(await orderOf(role, { createdAt: new Date(Date.UTC(2026, 0, 1 + i)) }));
    const finished = [
      await orderOf(role, { status: 'delivered', paymentStatus: 'paid', reserve: false }),
      await orderOf(role, { status: 'cancelled', reserve: false }),
      await orderOf(role, { status: 'refunded', paymentStatus: 'refunded', paymentMethod: 'liqpay', reserve: false }),
    ];

    const first = await list(role);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const body = first.json();
    expect(body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 15, total: 17, next_cursor: expect.any(String) });
    expect(body.data.map((o: { number: string }) => o.number)).toEqual(await numbersOf(ids.slice(2).reverse()));
    expect(body.data[0]).not.toHaveProperty('id');
    expect(body.links.next).toBe('/api/v1/orders?page=2');

    const second = (await list(role, '?page=2')).json();
    expect(second.data.map((o: { number: string }) => o.number)).toEqual(await numbersOf(ids.slice(0, 2).reverse()));
    expect(second.meta.next_cursor).toBeNull();
    // The same page from the first one's last row (keyset): what a long history's deep pages are read by.
    const after = (await list(role, `?after=${encodeURIComponent(body.meta.next_cursor)}`)).json();
    expect(after.data.map((o: { number: string }) => o.number)).toEqual(await numbersOf(ids.slice(0, 2).reverse()));
    expect(after.meta).toMatchObject({ total: 17, next_cursor: null });
    expect((await list(role, '?perPage=5')).json().meta).toMatchObject({ per_page: 5, last_page: 4 });
    expect((await list(role, '?per_page=4')).json().meta).toMatchObject({ per_page: 4, last_page: 5 });

    const history = (await list(role, '?orders_status=finished')).json();
    expect(history.meta.total).toBe(3);
    expect(history.data.map((o: { number: string }) => o.number).sort()).toEqual((await numbersOf(finished)).sort());
    // Nonsense paging and stages fall back to the defaults rather than failing.
    expect((await list(role, '?orders_status=everything&page=abc&perPage=-3')).json().meta).toMatchObject({ current_page: 1, per_page: 15, total: 17 });
  });

  it('says who pays a Nova Poshta delivery by the one rule: the shop from 2,000 grn of goods, the recipient below it', async () => {
    const role: DemoRole = 'authorised';
    const v = variants[2];
    const below = await numberOf(t.deps, await orderOf(role, { lines: [{ productPriceId: v.id, count: 1, price: 1999 }], deliveryMethodId: 1 }));
    const from = await numberOf(t.deps, await orderOf(role, { lines: [{ productPriceId: v.id, count: 2, price: 1000 }], deliveryMethodId: 1 }));
    const orders = (await list(role)).json().data as { number: string; delivery_charge: string; delivery_price: number }[];
    expect(orders.find((o) => o.number === below)).toMatchObject({ delivery_charge: 'carrier_rates', delivery_price: 0 });
    expect(orders.find((o) => o.number === from)).toMatchObject({ delivery_charge: 'free', delivery_price: 0 });
  });

  it('shows localised states, whole hryvnia and each line with the product as it is now', async () => {
    const role: DemoRole = 'authorised';
    const v = variants[1];
    const id = await orderOf(role, { lines: [{ productPriceId: v.id, count: 2, price: 450 }], deliveryPrice: 150, deliveryMethodId: 4, paymentMethod: 'invoice' });
    const number = await numberOf(t.deps, id);
    const [product] = await t.deps.database.db.select({ slug: products.slug }).from(products).where(eq(products.id, v.productId));

    const ua = (await list(role, '', 'ua')).json().data.find((o: { number: string }) => o.number === number);
    expect(ua).toMatchObject({
      status: 'new',
      status_title: 'Новий',
      payment_method: 'invoice',
      payment_status: 'not_paid',
      payment_title: 'Очікує оплати за рахунком',
      goods_total: 900,
      delivery_price: 150,
      delivery_charge: 'fixed',
      total: 1050,
      delivery: { method: "Кур'єр магазину (Київ)", waybill: null },
      can_pay: false,
      can_cancel: true,
      can_invoice: true,
    });
    expect(ua.products).toEqual([
      expect.objectContaining({ id: v.productId, product_price_id: v.id, type: 'product', slug: product.slug, count: 2, price: 450, total: 900 }),
    ]);
    const ru = (await list(role)).json().data.find((o: { number: string }) => o.number === number);
    expect(ru).toMatchObject({ status_title: 'Новый', payment_title: 'Ожидает оплаты по счёту', delivery: { method: 'Курьер магазина (Киев)' } });

    // A product taken off sale keeps its line, without a link to a page that is gone.
    await t.deps.database.db.update(products).set({ published: false }).where(eq(products.id, v.productId));
    try {
      const line = (await list(role)).json().data.find((o: { number: string }) => o.number === number).products[0];
      expect(line).toMatchObject({ slug: null, title: expect.any(String), count: 2 });
    } finally {
      await t.deps.database.db.update(products).set({ published: true }).where(eq(products.id, v.productId));
    }
  });

  it('is for signed-in users only', async () => {
    const guest = await list({ visitor: 'guest-visitor-0001' });
    expect(guest.statusCode).toBe(401);
  });
});

describe('GET /v1/orders/{id}', () => {
  it('gives the order with contacts and its history in the caller’s language', async () => {
    const id = await orderOf('regular', { paymentMethod: 'liqpay', paymentDeadline: new Date(Date.now() + 3_600_000), name: 'Олена' });
    await t.deps.database.db.insert(orderEvents).values({
      orderId: id,
      event: 'payment_started',
      fromStatus: 'new',
      toStatus: 'new',
      fromPaymentStatus: 'not_paid',
      toPaymentStatus: 'pending',
      actor: 'liqpay',
      note: 'internal note',
    });
    await t.deps.database.db.update(orders).set({ paymentStatus: 'pending' }).where(eq(orders.id, id));

    const res = await detail('regular', id, 'ua');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = res.json().data;
    expect(data).toMatchObject({ number: await numberOf(t.deps, id), name: 'Олена Коваль', phone: '+380671112233', email: 'buyer@example.com', payment_title: 'Оплата обробляється', can_pay: true, can_cancel: false });
    expect(data.history.map((h: { title: string; status: string }) => [h.status, h.title])).toEqual([
      ['new', 'Замовлення оформлено'],
      ['new', 'Розпочато оплату карткою'],
    ]);
    // Staff notes and actors stay out of the shopper's view.
    expect(res.body).not.toContain('internal note');
    expect(res.body).not.toContain('"actor"');

    // Past its payment deadline the order cannot be paid any more, only cancelled (by the job or the shopper).
    await t.deps.database.db.update(orders).set({ paymentDeadline: new Date(Date.now() - 1000) }).where(eq(orders.id, id));
    expect((await detail('regular', id)).json().data).toMatchObject({ can_pay: false, can_cancel: true });
  });

  it('answers 404 for an unknown number and for anything that is not a number', async () => {
    const missing = await detail('regular', 'ZZZZZZZZZZZZ', 'ua');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Замовлення не знайдено');
    expect((await detail('regular', 'abc')).statusCode).toBe(404);
    expect((await detail('regular', '2147483648')).statusCode).toBe(404);
    expect((await detail('regular', 'A'.repeat(41))).statusCode).toBe(400);
  });
});

describe('every order endpoint × every demo role', () => {
  it('lets each caller reach only their own orders: another person’s id is 404 everywhere', async () => {
    const callers: Caller[] = [...DEMO_ROLES, { visitor: 'guest-visitor-aaaa' }, { visitor: 'guest-visitor-bbbb' }];
    const own = new Map<Caller, number>();
    for (const caller of callers) own.set(caller, await orderOf(caller));
    const label = (c: Caller) => (typeof c === 'string' ? c : c.visitor);

    for (const caller of callers) {
      for (const [owner, id] of own) {
        const mine = actsAs(owner) === actsAs(caller);
        expect((await detail(caller, id)).statusCode, `${label(caller)} reads ${label(owner)}'s order`).toBe(mine ? 200 : 404);
        if (typeof caller === 'string') {
          expect((await repeat(caller, id)).statusCode, `${label(caller)} repeats ${label(owner)}'s order`).toBe(mine ? 200 : 404);
        } else {
          expect((await repeat(caller, id)).statusCode, 'guests have no repeat').toBe(401);
        }
        if (!mine) expect((await cancel(caller, id)).statusCode, `${label(caller)} cancels ${label(owner)}'s order`).toBe(404);
      }
      if (typeof caller === 'string') {
        const listed = (await list(caller)).json().data.map((o: { number: string }) => o.number);
        expect(listed, `${caller}'s list`).toContain(await numberOf(t.deps, own.get(caller) as number));
        for (const [owner, id] of own) if (actsAs(owner) !== actsAs(caller)) expect(listed, `${caller}'s list`).not.toContain(await numberOf(t.deps, id));
      }
    }
    // Nothing was cancelled by anyone else's attempt.
    for (const id of own.values()) expect((await t.deps.database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0].s).toBe('new');
    // A guest's order stays the guest's visitor's: signing in does not make it someone's account order.
    const guestOrder = own.get(callers[DEMO_ROLES.length]) as number;
    expect((await t.app.inject({ url: `/api/v1/orders/${await numberOf(t.deps, guestOrder)}`, headers: { ...bearer(tokens.regular), 'x-user-hash': 'guest-visitor-aaaa' } })).statusCode).toBe(404);
    // Each owner can cancel their own.
    for (const [caller, id] of own) expect((await cancel(caller, id)).statusCode, `${label(caller)} cancels own`).toBe(200);
  });
});

describe('POST /v1/orders/{id}/cancel', () => {
  it('cancels a new order, gives back its stock and bonuses, and refuses a second time', async () => {
    const v = variants[2];
    const before = await stockOf(t.deps, v.id);
    const balance = await bonusesOf(t.deps, userIds.professional);
    const id = await orderOf('professional', { lines: [{ productPriceId: v.id, count: 3 }], bonusesSpent: 40 });
    expect(await stockOf(t.deps, v.id)).toBe(before - 3);
    expect(await bonusesOf(t.deps, userIds.professional)).toBe(balance - 40);

    const res = await cancel('professional', id, 'ua');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ number: await numberOf(t.deps, id), status: 'cancelled', status_title: 'Скасовано', can_cancel: false });
    expect(res.json().data.history.at(-1)).toMatchObject({ status: 'cancelled', title: 'Замовлення скасовано' });
    expect(await stockOf(t.deps, v.id)).toBe(before);
    expect(await bonusesOf(t.deps, userIds.professional)).toBe(balance);
    const [event] = await t.deps.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.id).offset(1);
    expect(event).toMatchObject({ event: 'cancel', actor: `u:${userIds.professional}`, fromStatus: 'new', toStatus: 'cancelled' });

    const again = await cancel('professional', id, 'ua');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/не можна скасувати/);
    expect(await stockOf(t.deps, v.id)).toBe(before);
    expect(await bonusesOf(t.deps, userIds.professional)).toBe(balance);
  });

  it('refuses once a manager confirmed the order or it is paid, and lets a guest cancel by their visitor id', async () => {
    const confirmed = await orderOf('regular', { status: 'confirmed' });
    const refused = await cancel('regular', confirmed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/уже нельзя отменить/);
    const paid = await orderOf('regular', { status: 'paid', paymentStatus: 'paid', paymentMethod: 'liqpay' });
    expect((await cancel('regular', paid)).statusCode).toBe(409);

    const visitor = { visitor: 'guest-visitor-cancel' };
    const guestOrder = await orderOf(visitor, { paymentMethod: 'liqpay', paymentStatus: 'pending' });
    const res = await cancel(visitor, guestOrder);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
  });

  it('gives the stock back once when two cancels race', async () => {
    const v = variants[3];
    const before = await stockOf(t.deps, v.id);
    const id = await orderOf('distributor', { lines: [{ productPriceId: v.id, count: 2 }] });
    const answers = await Promise.all([cancel('distributor', id), cancel('distributor', id), cancel('distributor', id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await stockOf(t.deps, v.id)).toBe(before);
  });
});

describe('GET /v1/order/{id}/repeat', () => {
  it('gives what can be bought again at the caller’s prices, capped at stock, and names the rest', async () => {
    const db = t.deps.database.db;
    const [a, b, c, d, e] = variants;
    const id = await orderOf('professional', {
      lines: [
        { productPriceId: a.id, count: 2, price: 1 },
        { productPriceId: b.id, count: 3 },
        { productPriceId: c.id, count: 1 },
        { productPriceId: d.id, count: 1, type: 'sampler' },
        { productPriceId: e.id, count: 1, type: 'gift' },
      ],
      reserve: false,
    });
    // b is nearly sold out, c's product left the catalogue.
    await db.update(productPrices).set({ quantity: 2 }).where(eq(productPrices.id, b.id));
    await db.update(products).set({ published: false }).where(eq(products.id, c.productId));
    try {
      const res = await repeat('professional', id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const { products: lines, unavailable } = res.json().data;
      expect(lines.map((l: { id: number; select_type: { id: number }; select_count: number; type: string }) => [l.id, l.select_type.id, l.select_count, l.type])).toEqual([
        [a.productId, a.id, 2, 'product'],
        [b.productId, b.id, 2, 'product'],
      ]);
      // Today's professional price (with the individual discount), never the price paid then.
      const [row] = await db.select().from(productPrices).where(eq(productPrices.id, a.id));
      expect(lines[0].select_type.price).toBe(Math.round(Math.round((row.professionalPrice * 93) / 100) / 100));
      expect(lines[0].select_type.price).not.toBe(1);
      expect(lines[0].client_with_code_price).toEqual({ price: Math.round(row.clientPrice / 100) });
      expect(unavailable).toEqual([{ id: c.productId, product_price_id: c.id, title: expect.any(String), reason: 'product_missing' }]);

      // Sold out: named, not offered.
      await db.update(productPrices).set({ quantity: 0 }).where(eq(productPrices.id, b.id));
      const soldOut = (await repeat('professional', id)).json().data;
      expect(soldOut.unavailable.map((u: { product_price_id: number; reason: string }) => [u.product_price_id, u.reason])).toEqual([
        [b.id, 'out_of_stock'],
        [c.id, 'product_missing'],
      ]);
    } finally {
      await db.update(productPrices).set({ quantity: b.quantity }).where(eq(productPrices.id, b.id));
      await db.update(products).set({ published: true }).where(eq(products.id, c.productId));
    }
  });

  it('prices for the caller: retail for an ordinary user, no client price beside it', async () => {
    const [a] = variants;
    const id = await orderOf('regular', { lines: [{ productPriceId: a.id, count: 1 }] });
    const line = (await repeat('regular', id)).json().data.products[0];
    const [row] = await t.deps.database.db.select().from(productPrices).where(eq(productPrices.id, a.id));
    expect(line.select_type.price).toBe(Math.round(row.retailPrice / 100));
    expect(line.client_with_code_price).toBeNull();
  });

  it('names a variant that no longer exists', async () => {
    const db = t.deps.database.db;
    const [product] = await db.select({ id: products.id }).from(products).limit(1);
    const [extra] = await db
      .insert(productPrices)
      .values({ productId: product.id, valueRu: '5 мл', valueUk: '5 мл', article: `TMP-${Date.now()}`, quantity: 5, retailPrice: 10_000, professionalPrice: 9_000, distributorPrice: 8_000, clientPrice: 9_500 })
      .returning({ id: productPrices.id });
    const id = await orderOf('regular', { lines: [{ productPriceId: extra.id, count: 1 }] });
    await db.delete(productPrices).where(eq(productPrices.id, extra.id));
    const { products: lines, unavailable } = (await repeat('regular', id)).json().data;
    expect(lines).toEqual([]);
    expect(unavailable).toEqual([{ id: product.id, product_price_id: extra.id, title: expect.any(String), reason: 'price_missing' }]);
  });

  it('is for signed-in users only', async () => {
    expect((await repeat({ visitor: 'guest-visitor-0002' }, 1)).statusCode).toBe(401);
  });
});
