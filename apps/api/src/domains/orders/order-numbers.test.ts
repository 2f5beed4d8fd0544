import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_NUMBER } from '@shop/contracts/orders';
import { orders } from '../../db/schema/orders.ts';
import { decodeLiqpayData } from '../../providers/payments/liqpay-signature.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../auth/auth.test-support.ts';
import { placeOrderRows } from '../checkout/order-placement.repository.ts';
import { demoEmail, demoUserId, insertOrder, numberOf, variantsInStock } from './orders.test-support.ts';

/** Public order numbers (migration 0023): random, unique, and not to be guessed from another order's. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 4 });
});
afterAll(() => t?.close());

const NUMBER = ORDER_NUMBER;
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

describe('order numbers', () => {
  it('gives each order placed by shop_place_order a random 12-character number, answered with the order', async () => {
    const [v] = await variantsInStock(t.deps, 1);
    const placed: Array<{ id: number; number: string }> = [];
    for (let i = 0; i < 3; i++) {
      const outcome = await placeOrderRows(t.deps.database, {
        order: {
          ownerKey: `v:numbers-${i}`,
          idempotencyKey: `numbers-${i}`,
          requestHash: 'h',
          status: 'new',
          paymentMethod: 'cash',
          paymentStatus: 'not_paid',
          priceAudience: 'retail',
          phone: '+380671112233',
          lang: 'ru',
          deliveryMethodId: 5,
          goodsTotal: 10_000,
          total: 10_000,
        },
        lines: [{ productId: v.productId, productPriceId: v.id, type: 'product', titleRu: 'К', titleUk: 'К', count: 1, unitPrice: 10_000, total: 10_000 }],
        take: new Map([[v.id, 1]]),
        gifts: new Map(),
        bonuses: 0,
        address: null,
      });
      if (outcome.result !== 'placed') throw new Error(outcome.result);
      placed.push({ id: outcome.orderId, number: outcome.number });
    }
    // Consecutive ids, unrelated numbers.
    expect(placed[1].id - placed[0].id).toBe(1);
    for (const { id, number } of placed) {
      expect(number).toMatch(NUMBER);
      const [row] = await t.deps.database.db.select({ number: orders.number }).from(orders).where(eq(orders.id, id));
      expect(row.number).toBe(number);
    }
    expect(new Set(placed.map((p) => p.number)).size).toBe(3);
    const common = (a: string, b: string) => [...a].filter((c, i) => b[i] === c).length;
    // Two random numbers share a character at a given place 1 time in 32: 12 places share far fewer than 6.
    expect(common(placed[0].number, placed[1].number)).toBeLessThan(6);
    expect(common(placed[1].number, placed[2].number)).toBeLessThan(6);

    // Read as base-32 values, consecutive orders' numbers are not consecutive either.
    const value = (n: string) => [...n].reduce((v, c) => v * 32n + BigInt(ALPHABET.indexOf(c)), 0n);
    expect(value(placed[1].number) - value(placed[0].number)).not.toBe(1n);
    expect(value(placed[2].number) - value(placed[1].number)).not.toBe(1n);

    const answer = await t.app.inject({ url: `/api/v1/orders/${placed[0].number}`, headers: { 'x-user-hash': 'numbers-0' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.number).toBe(placed[0].number);
    expect(answer.json().data).not.toHaveProperty('id');
  });

  it('spreads numbers evenly over the alphabet and never repeats one', async () => {
    const [v] = await variantsInStock(t.deps, 1);
    const ids: number[] = [];
    for (let i = 0; i < 150; i++) ids.push(await insertOrder(t.deps, { owner: { visitorId: `numbers-bulk-${i}` }, lines: [{ productPriceId: v.id, count: 1 }], reserve: false }));
    const numbers = (await t.deps.database.db.select({ number: orders.number }).from(orders)).map((r) => r.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    const counts = new Map<string, number>();
    for (const n of numbers) for (const c of n) counts.set(c, (counts.get(c) ?? 0) + 1);
    // 1,800+ characters over 32 letters: about 57 each; every letter is used, none dominates.
    expect(counts.size).toBe(32);
    for (const count of counts.values()) expect(count).toBeLessThan(130);
  });

  it('has at least 60 random bits by construction: 12 characters, each the low 5 bits of a random byte of a v4 UUID', async () => {
    const [fn] = (await t.deps.database.db.execute(sql`select prosrc from pg_proc where proname = 'shop_order_number'`)).rows as Array<{ prosrc: string }>;
    // The source: gen_random_uuid()'s 16 bytes, each chosen byte taken modulo 32 into the 32-letter alphabet.
    expect(fn.prosrc).toContain('uuid_send(gen_random_uuid())');
    expect(fn.prosrc).toContain('% 32 + 1');
    expect(fn.prosrc).toContain(`'${ALPHABET}'`);
    const bytes = (fn.prosrc.match(/ARRAY\[([\d,\s]+)\]/)?.[1] ?? '').split(',').map(Number);
    // A v4 UUID fixes the version nibble (the high half of byte 6) and the variant (the top 2 bits of
    // byte 8): every other byte, and byte 8's low 6 bits, are random, so each character chosen from a
    // byte other than 6 carries 5 random bits of its own.
    expect(new Set(bytes).size).toBe(bytes.length);
    expect(bytes.every((b) => Number.isInteger(b) && b >= 0 && b <= 15 && b !== 6)).toBe(true);
    expect(bytes.length * 5).toBeGreaterThanOrEqual(60);

    // And what it makes: at every place each of the 5 bits is 0 or 1 about half the time (a fixed bit
    // would be 0 % or 100 %), every letter occurs, and 4,000 numbers never repeat.
    const made = (await t.deps.database.db.execute(sql`select shop_order_number() as n from generate_series(1, 4000)`)).rows.map((r) => String((r as { n: string }).n));
    expect(new Set(made).size).toBe(made.length);
    for (let place = 0; place < 12; place++) {
      const values = made.map((n) => ALPHABET.indexOf(n[place]));
      expect(new Set(values).size, `letters at place ${place}`).toBe(32);
      for (let bit = 0; bit < 5; bit++) {
        const ones = values.filter((v) => (v >> bit) & 1).length / made.length;
        expect(ones, `bit ${bit} at place ${place}`).toBeGreaterThan(0.45);
        expect(ones, `bit ${bit} at place ${place}`).toBeLessThan(0.55);
      }
    }
  });
});

describe('shopper routes take the public number, never the id', () => {
  let owner: { id: number; token: string };
  let other: { id: number; token: string };
  beforeAll(async () => {
    owner = { id: await demoUserId(t.deps, 'professional'), token: (await signIn(t, demoEmail('professional'))).accessToken };
    other = { id: await demoUserId(t.deps, 'distributor'), token: (await signIn(t, demoEmail('distributor'))).accessToken };
  });

  const get = (url: string, token: string) => t.app.inject({ url: `/api/v1${url}`, headers: bearer(token) });
  const post = (url: string, token: string, payload: object = {}) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(token), payload });
  const orderOf = async (userId: number, paymentMethod: 'liqpay' | 'invoice') => {
    const [v] = await variantsInStock(t.deps, 1);
    const id = await insertOrder(t.deps, { owner: { userId }, lines: [{ productPriceId: v.id, count: 1 }], paymentMethod, reserve: false });
    return { id, number: await numberOf(t.deps, id) };
  };
  /** Every shopper route on one order, as `token`: the statuses, in a fixed order (cancel last). */
  const statuses = async (ref: string, token: string) => [
    (await get(`/orders/${ref}`, token)).statusCode,
    (await get(`/order/${ref}/repeat`, token)).statusCode,
    (await post('/transaction', token, { order_number: ref })).statusCode,
    (await post('/invoices', token, { order_number: ref })).statusCode,
    (await get(`/invoices/${ref}.pdf`, token)).statusCode,
    (await post(`/orders/${ref}/cancel`, token)).statusCode,
  ];

  it('opens, repeats, pays, invoices and cancels by the number for the owner only; the id is 404 on every one', async () => {
    const card = await orderOf(owner.id, 'liqpay');
    const invoice = await orderOf(owner.id, 'invoice');
    // The sequential id, as digits, is no order on any shopper route; nothing happened to the orders.
    expect(await statuses(String(card.id), owner.token)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(await statuses(String(invoice.id), owner.token)).toEqual([404, 404, 404, 404, 404, 404]);
    // Another account's number is 404 too.
    expect(await statuses(card.number, other.token)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(await statuses(invoice.number, other.token)).toEqual([404, 404, 404, 404, 404, 404]);
    const [untouched] = await t.deps.database.db.select({ status: orders.status, payment: orders.paymentStatus }).from(orders).where(eq(orders.id, card.id));
    expect(untouched).toEqual({ status: 'new', payment: 'not_paid' });
    // The old body naming the id is refused as a body, not read as an order.
    expect((await post('/transaction', owner.token, { order_id: card.id })).statusCode).toBe(422);

    // The owner, by the number: a card order pays (no invoice: 409 and 404), then cannot be cancelled while paying.
    expect(await statuses(card.number, owner.token)).toEqual([200, 200, 200, 409, 404, 409]);
    // An invoice order: no card payment (409), its invoice and PDF, and the cancel; in lower case too.
    expect(await statuses(invoice.number.toLowerCase(), owner.token)).toEqual([200, 200, 409, 200, 200, 200]);
  });

  it('names the order by its number in the LiqPay form, the return address, the invoice and its file', async () => {
    const card = await orderOf(owner.id, 'liqpay');
    const form = (await post('/transaction', owner.token, { order_number: card.number })).json().data;
    const params = decodeLiqpayData(form.data) ?? {};
    expect(params.description).toBe(`Оплата замовлення №${card.number}`);
    const back = new URL(String(params.result_url));
    expect(back.searchParams.get('order')).toBe(card.number);
    expect(String(params.result_url)).not.toContain(`order=${card.id}&`);
    // LiqPay declined it (the return address waits a few seconds for a pending payment's callback).
    await t.deps.database.db.update(orders).set({ paymentStatus: 'failed' }).where(eq(orders.id, card.id));
    const returned = await t.app.inject({ url: `${back.pathname}${back.search}` });
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(`/profile/user-current-orders/?payment=failure&order=${card.number}`);
    // The same return address with the id in place of the number leads nowhere.
    const byId = new URLSearchParams(back.search);
    byId.set('order', String(card.id));
    expect((await t.app.inject({ url: `${back.pathname}?${byId}` })).statusCode).toBe(404);

    const invoice = await orderOf(owner.id, 'invoice');
    const asked = await post('/invoices', owner.token, { order_number: invoice.number });
    expect(asked.json().data.path).toBe(`/api/v1/invoices/${invoice.number}.pdf`);
    const pdf = await t.app.inject({ url: asked.json().data.path, headers: bearer(owner.token) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="invoice-${invoice.number}.pdf"`);
  });

  it('lets staff name an order by its id or its number', async () => {
    const staff = (await signIn(t, demoEmail('staff'))).accessToken;
    const order = await orderOf(owner.id, 'liqpay');
    for (const ref of [String(order.id), order.number]) {
      const res = await get(`/staff/orders/${ref}`, staff);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id: order.id, number: order.number });
    }
    expect((await get('/staff/orders/ZZZZZZZZZZZZ', staff)).statusCode).toBe(404);
    expect((await get('/staff/orders/abc', staff)).statusCode).toBe(404);
  });
});
