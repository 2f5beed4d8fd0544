import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn, uniquePhone } from '../auth/auth.test-support.ts';
import { type TestVariant, addVariant, guestHeaders, line, useOnlyRules } from './checkout.test-support.ts';

/**
 * Quotes, the stock check and the sample and gift checks, for every price audience (decision 0015).
 * The test variant costs 1000 grn retail (1200 before the promotion), 800 professional (744 for the
 * demo professional's 7 %), 600 distributor and 900 for clients.
 */
let t: TestApp;
let cream: TestVariant;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ products: 12 });
  cream = await addVariant(t.deps, { quantity: 10, retail: 100_000, oldRetail: 120_000 });
  for (const who of ['regular', 'professional', 'distributor', 'manager', 'authorised']) {
    tokens[who] = (await signIn(t, `${who}@demo.procosmetics.ua`)).accessToken;
  }
});
afterAll(() => t?.close());

function quote(payload: object, headers: Record<string, string> = guestHeaders(), lang = 'ru') {
  return t.app.inject({ method: 'POST', url: '/api/v1/checkout/quote', headers: { ...headers, 'x-localization': lang }, payload });
}
const as = (who: string) => ({ ...guestHeaders(), ...bearer(tokens[who]) });

describe('the demo seed’s promotions', () => {
  it('offers two of four samples from 1000 grn and a gift from 3000 grn, and lists the gift in the quote', async () => {
    const samples = await t.app.inject({ url: `/api/v1/products/check-samples?products[${cream.priceId}]=1`, headers: guestHeaders() });
    expect(samples.json().data).toEqual([
      expect.objectContaining({ title: 'Два пробника на выбор к заказу от 1000 грн', maxCount: 2, items: expect.any(Array) }),
    ]);
    expect(samples.json().data[0].items).toHaveLength(4);
    const gifts = await t.app.inject({ url: `/api/v1/products/check-gift?products[${cream.priceId}]=3`, headers: { ...guestHeaders(), 'x-localization': 'ua' } });
    const [offer] = gifts.json().data;
    expect(offer).toMatchObject({ title: 'Подарунок до замовлення від 3000 грн', maxCount: 1 });
    const sample = samples.json().data[0].items[0];
    const res = await quote({ products: [line(cream, 3), { id: sample.id, product_price_id: sample.product_price_id, count: 1, type: 'sampler' }] });
    expect(res.json().data.lines.map((l: { type: string; price: number }) => [l.type, l.price])).toEqual([
      ['product', 1000],
      ['sampler', 0],
      ['gift', 0],
    ]);
    // Samples beyond what the basket earns are left out of the quote, not refused.
    const below = await quote({ products: [line(cream, 1), { id: sample.id, product_price_id: sample.product_price_id, count: 3, type: 'sampler' }] });
    expect(below.json().data.lines.map((l: { type: string }) => l.type)).toEqual(['product']);
  });
});

describe('POST /v1/checkout/quote', () => {
  it('prices a guest at retail, with no first-order promotion (it is decided by a signed-in account’s order)', async () => {
    const res = await quote({ products: [line(cream, 2)], phone: uniquePhone() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { data } = res.json();
    expect(data.lines).toEqual([
      { id: cream.productId, product_price_id: cream.priceId, type: 'product', title: expect.any(String), value: '50 мл', count: 2, price: 1000, oldPrice: 1200, total: 2000, available: 10 },
    ]);
    expect(data).toMatchObject({
      goodsTotal: 2000,
      discounts: [],
      bonuses: { allowed: false, balance: 0, max: 0, used: 0 },
      delivery: 0,
      total: 2000,
      currency: 'UAH',
    });
  });

  it('applies one delivery rule: Nova Poshta free from 2,000 grn, the carrier’s rates below it, the courier’s own price', async () => {
    const free = (await quote({ products: [line(cream, 2)], delivery_method_id: 1 })).json().data;
    expect(free).toMatchObject({ goodsTotal: 2000, deliveryCharge: 'free', delivery: 0, total: 2000, freeDeliveryFrom: 2000 });
    const below = (await quote({ products: [line(cream, 1)], delivery_method_id: 3 })).json().data;
    expect(below).toMatchObject({ goodsTotal: 1000, deliveryCharge: 'carrier_rates', delivery: 0, total: 1000 });
    const courier = (await quote({ products: [line(cream, 3)], delivery_method_id: 4 })).json().data;
    expect(courier).toMatchObject({ deliveryCharge: 'fixed', delivery: 150, total: 3150 });
    expect((await quote({ products: [line(cream, 1)] })).json().data.deliveryCharge).toBeNull();
  });

  it('says why the first-order discount is missing: a guest signs in for it, an account that ordered before is not new', async () => {
    expect((await quote({ products: [line(cream, 1)] })).json().data.discountNotes).toEqual(['first_order_guest']);
    // The demo professional never has it: nothing to explain.
    expect((await quote({ products: [line(cream, 1)] }, as('professional'))).json().data.discountNotes).toEqual([]);
  });

  it('prices every signed-in audience from the account: professional 7 %, distributor and its manager, client with the temporary discount', async () => {
    const body = { products: [line(cream, 2)] };
    const pro = (await quote(body, as('professional'))).json().data;
    expect(pro).toMatchObject({ goodsTotal: 1488, discounts: [], bonuses: { allowed: true, balance: 350, max: 350, used: 0 }, total: 1488 });
    expect(pro.lines[0]).toMatchObject({ price: 744, oldPrice: 800 });

    const distributor = (await quote(body, as('distributor'))).json().data;
    expect(distributor).toMatchObject({ goodsTotal: 1200, discounts: [], bonuses: { allowed: true, balance: 1200, max: 360 }, total: 1200 });
    expect((await quote(body, as('manager'))).json().data).toMatchObject({ goodsTotal: 1200, bonuses: { allowed: false } });

    // The authorised demo user is linked to the professional's code and has the temporary discount.
    const client = (await quote(body, as('authorised'))).json().data;
    expect(client).toMatchObject({ goodsTotal: 1800, discounts: [{ kind: 'temp', amount: 90 }], total: 1710 });
  });

  it('ignores a price audience cookie without a bearer token: a guest is priced at retail', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: guestHeaders(),
      payload: { email: 'distributor@demo.procosmetics.ua', password: 'Demo12345!' },
    });
    const cookie = login.cookies.find((c) => c.name === 'price_audience')!;
    const res = await quote({ products: [line(cream, 1)] }, { ...guestHeaders(), cookie: `price_audience=${cookie.value}` });
    expect(res.json().data.goodsTotal).toBe(1000);
  });

  it('caps bonuses by the 30 % rule and the balance, never refusing the wish', async () => {
    const capped = (await quote({ products: [line(cream, 2)], use_bonuses: 100_000 }, as('professional'))).json().data;
    expect(capped.bonuses).toEqual({ allowed: true, balance: 350, max: 350, used: 350 });
    expect(capped.total).toBe(1488 - 350);
    const regular = (await quote({ products: [line(cream, 2)], use_bonuses: 500 }, as('regular'))).json().data;
    expect(regular.bonuses).toEqual({ allowed: false, balance: 0, max: 0, used: 0 });
  });

  it('follows the account as stored now: a tempDiscount granted a moment ago applies', async () => {
    const db = t.deps.database.db;
    await db.update(users).set({ tempDiscount: true }).where(eq(users.email, 'distributor@demo.procosmetics.ua'));
    try {
      const data = (await quote({ products: [line(cream, 2)] }, as('distributor'))).json().data;
      expect(data.discounts).toEqual([{ kind: 'temp', title: 'Временная скидка 5 %', amount: 60 }]);
      expect(data.bonuses.max).toBe(Math.floor((1200 - 60) * 0.3));
    } finally {
      await db.update(users).set({ tempDiscount: false }).where(eq(users.email, 'distributor@demo.procosmetics.ua'));
    }
  });

  it('adds the delivery method’s price, and names an unknown or inactive method', async () => {
    const courier = (await quote({ products: [line(cream, 1)], delivery_method_id: 4 }, as('regular'))).json().data;
    expect(courier).toMatchObject({ delivery: 150, total: courier.goodsTotal - (courier.discounts[0]?.amount ?? 0) + 150 });
    const unknown = await quote({ products: [line(cream, 1)], delivery_method_id: 999 }, guestHeaders(), 'ua');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ delivery_method_id: ['Цей спосіб доставки недоступний'] });
  });

  it('names each bad line by its place: unknown, hidden, another product’s variant, a duplicate', async () => {
    const hidden = await addVariant(t.deps, { quantity: 5, published: false });
    const other = await addVariant(t.deps, { quantity: 5 });
    const res = await quote(
      {
        products: [
          line(cream, 1),
          { id: cream.productId, product_price_id: 2_000_000_000, count: 1 },
          line(hidden, 1),
          { id: cream.productId, product_price_id: other.priceId, count: 1 },
          line(cream, 3),
        ],
      },
      guestHeaders(),
      'ua',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'products.1.product_price_id': ['Цього товару або його варіанта більше немає в продажу'],
      'products.2.product_price_id': ['Цього товару або його варіанта більше немає в продажу'],
      'products.3.product_price_id': ['Варіант не належить до цього товару'],
      'products.4.product_price_id': ['Цей товар уже є в списку'],
    });
  });

  it('keeps apart the repeated lines of a hasDuplicate product instead of refusing them', async () => {
    const moved = await addVariant(t.deps, { quantity: 5, hasDuplicate: true });
    const res = await quote({ products: [line(moved, 1), line(moved, 2)] });
    expect(res.statusCode, res.body).toBe(200);
    const products = res.json().data.lines.filter((l: { type: string }) => l.type === 'product');
    expect(products.map((l: { count: number }) => l.count)).toEqual([1, 2]);
  });

  it('refuses malformed bodies with per-field messages', async () => {
    const cases: Array<[object, string]> = [
      [{ products: [{ ...line(cream), count: -1 }] }, 'products.0.count'],
      [{ products: [{ ...line(cream), count: 0 }] }, 'products.0.count'],
      [{ products: [{ ...line(cream), count: 10_000 }] }, 'products.0.count'],
      [{ products: [{ ...line(cream), count: '2' }] }, 'products.0.count'],
      [{ products: [{ ...line(cream), product_price_id: '1' }] }, 'products.0.product_price_id'],
      [{ products: [{ ...line(cream), id: 1.5 }] }, 'products.0.id'],
      [{ products: [{ ...line(cream), price: 1 }] }, 'products.0.price'],
      [{ products: [line(cream)], total: 1 }, 'total'],
      [{ products: Array.from({ length: 10_000 }, () => line(cream)) }, 'products'],
      [{ products: [line(cream)], use_bonuses: -5 }, 'use_bonuses'],
    ];
    for (const [payload, field] of cases) {
      const res = await quote(payload);
      expect(res.statusCode, `${field}: ${res.body.slice(0, 200)}`).toBe(422);
      expect(Object.keys(res.json().errors), field).toContain(field);
    }
  });
});

describe('POST /v1/checkout/check-quantity', () => {
  const check = (products: unknown[], lang = 'ru') =>
    t.app.inject({ method: 'POST', url: '/api/v1/checkout/check-quantity', headers: { ...guestHeaders(), 'x-localization': lang }, payload: { products } });

  it('answers ok when every line is in stock', async () => {
    const res = await check([line(cream, 10)]);
    expect(res.json()).toEqual({ data: { ok: true, remainingProducts: [] } });
  });

  it('lists what is short with what is left, counting a variant bought and picked as a sample together', async () => {
    const few = await addVariant(t.deps, { quantity: 2, title: 'Сироватка' });
    const none = await addVariant(t.deps, { quantity: 0, title: 'Маска' });
    const res = await check([line(cream, 11), line(few, 2), line(few, 1, 'sampler'), line(none, 1)], 'ua');
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.ok).toBe(false);
    expect(data.remainingProducts.map((r: { product_price_id: number; quantity: number; requested: number }) => [r.product_price_id, r.quantity, r.requested])).toEqual([
      [cream.priceId, 10, 11],
      [few.priceId, 2, 3],
      [none.priceId, 0, 1],
    ]);
    expect(data.remainingProducts[1]).toMatchObject({ id: few.productId, description: 'Сироватка, 50 мл', productPrice: { image: null, value: '50 мл' } });
  });

  it('refuses an empty basket and unknown variants with 422', async () => {
    const empty = await check([], 'ua');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ products: ['У кошику немає товарів'] });
    const unknown = await check([{ id: cream.productId, product_price_id: 1_999_999_999, count: 1 }]);
    expect(Object.keys(unknown.json().errors)).toEqual(['products.0.product_price_id']);
  });
});

describe('GET /v1/products/check-samples and check-gift', () => {
  let sampleA: TestVariant;
  let sampleB: TestVariant;
  let gift: TestVariant;
  let emptySample: TestVariant;
  let sampleRule: number;
  let giftRule: number;

  beforeAll(async () => {
    sampleA = await addVariant(t.deps, { quantity: 50, retail: 5_000, title: 'Пробник А' });
    sampleB = await addVariant(t.deps, { quantity: 50, retail: 5_000, title: 'Пробник Б' });
    emptySample = await addVariant(t.deps, { quantity: 0, retail: 5_000 });
    gift = await addVariant(t.deps, { quantity: 3, retail: 20_000, title: 'Подарунок' });
    [sampleRule, giftRule] = await useOnlyRules(t.deps, [
      { kind: 'sample', minTotal: 100_000, maxCount: 2, items: [sampleA, sampleB, emptySample] },
      { kind: 'gift', minTotal: 300_000, maxCount: 1, items: [gift] },
    ]);
  });

  const get = (path: string, query: string, headers: Record<string, string> = guestHeaders()) =>
    t.app.inject({ url: `/api/v1/products/${path}?${query}`, headers: { ...headers, 'x-localization': 'ua' } });

  it('offers samples from 1000 grn at the caller’s prices, with only the items in stock', async () => {
    const below = await get('check-samples', `products[${sampleA.priceId}]=1`);
    expect(below.json()).toEqual({ data: [] });

    const res = await get('check-samples', `products[${cream.priceId}]=1`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: sampleRule,
        title: 'Пробники на вибір',
        maxCount: 2,
        items: [sampleA, sampleB].map((v, i) => ({ id: v.productId, product_price_id: v.priceId, title: ['Пробник А', 'Пробник Б'][i], slug: expect.any(String), value: '50 мл', image: null })),
      },
    ]);
    // 2 × 744 = 1488 for the professional; a distributor's 2 × 600 = 1200; 1 × 600 is below.
    expect((await get('check-samples', `products[${cream.priceId}]=1`, as('distributor'))).json().data).toEqual([]);
    expect((await get('check-samples', `products[${cream.priceId}]=2`, as('distributor'))).json().data).toHaveLength(1);
  });

  it('adds a gift from 3000 grn', async () => {
    expect((await get('check-gift', `products[${cream.priceId}]=2`)).json().data).toEqual([]);
    const res = await get('check-gift', `products[${cream.priceId}]=3`);
    expect(res.json().data).toEqual([{ id: giftRule, title: 'Подарунок до замовлення', maxCount: 1, items: [expect.objectContaining({ product_price_id: gift.priceId, title: 'Подарунок' })] }]);
  });

  it('counts only the rule’s brand when it names one', async () => {
    const otherBrandCream = await addVariant(t.deps, { quantity: 5, brandId: (await addVariant(t.deps, { quantity: 0 })).brandId });
    await useOnlyRules(t.deps, [{ kind: 'sample', minTotal: 100_000, maxCount: 1, items: [sampleA], brandId: 999_999 }]);
    try {
      expect((await get('check-samples', `products[${otherBrandCream.priceId}]=5`)).json().data).toEqual([]);
    } finally {
      [sampleRule, giftRule] = await useOnlyRules(t.deps, [
        { kind: 'sample', minTotal: 100_000, maxCount: 2, items: [sampleA, sampleB, emptySample] },
        { kind: 'gift', minTotal: 300_000, maxCount: 1, items: [gift] },
      ]);
    }
  });

  it('ignores unknown variants and unrelated keys, and refuses malformed keys with 422', async () => {
    expect((await get('check-samples', `products[1999999999]=5&page=2`)).json()).toEqual({ data: [] });
    for (const query of ['products=1', 'products[]=1', 'products[abc]=1', `products[${cream.priceId}]=-1`, `products[${cream.priceId}]=x`, `products[${cream.priceId}]=1&products[${cream.priceId}]=2`]) {
      const res = await get('check-samples', query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors, query).toBeDefined();
    }
    const many = Array.from({ length: 101 }, (_, i) => `products[${i + 1}]=1`).join('&');
    const tooMany = await get('check-gift', many);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ products: ['Забагато товарів: не більше 100'] });
  });
});
