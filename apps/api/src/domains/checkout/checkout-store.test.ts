import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryMethods, orderEvents, orderLines, orders, userAddresses, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, localSms, registerUser, signIn, uniqueEmail, uniquePhone, waitForLetter } from '../auth/auth.test-support.ts';
import {
  type TestVariant,
  addVariant,
  guestHeaders,
  novaPoshtaPlaces,
  line,
  newKey,
  orderCount,
  pickupOrder,
  postStore,
  stockOf,
  stocksOf,
  useOnlyRules,
} from './checkout.test-support.ts';

/**
 * Placing orders (`POST /v1/checkout/store`): one transaction, stock never below zero, the amounts of
 * decision 0015, idempotent per owner and key, and nothing stored for a refused request.
 */
let t: TestApp;
let sampleA: TestVariant;
let sampleB: TestVariant;
let gift: TestVariant;
const np = novaPoshtaPlaces();

beforeAll(async () => {
  t = await createTestApp({ products: 12 });
  sampleA = await addVariant(t.deps, { quantity: 50, retail: 5_000, title: 'Пробник А' });
  sampleB = await addVariant(t.deps, { quantity: 50, retail: 5_000, title: 'Пробник Б' });
  gift = await addVariant(t.deps, { quantity: 1, retail: 20_000, title: 'Подарунок' });
  await useOnlyRules(t.deps, [
    { kind: 'sample', minTotal: 100_000, maxCount: 2, items: [sampleA, sampleB] },
    { kind: 'gift', minTotal: 300_000, maxCount: 1, items: [gift] },
  ]);
});
afterAll(() => t?.close());

const db = () => t.deps.database.db;
/** The order's row by its public number (answers carry no id). */
const orderRow = async (number: string) => (await db().select().from(orders).where(eq(orders.number, number)))[0];
const linesOf = async (order: number | string) => {
  const id = typeof order === 'number' ? order : (await orderRow(order)).id;
  return db().select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.id));
};
const signedIn = async (who: string) => ({ ...guestHeaders(), ...bearer((await signIn(t, `${who}@demo.procosmetics.ua`)).accessToken) });

describe('placing an order', () => {
  it('places a guest’s order in one go: the order, its lines at the server’s prices, the stock and the history', async () => {
    const cream = await addVariant(t.deps, { quantity: 10, retail: 123_450, oldRetail: 150_000 });
    const visitor = 'visitor0123456789abcdef';
    const phone = uniquePhone();
    const res = await postStore(t, pickupOrder([line(cream, 2)], { phone, comment: '  Подзвоніть після 18:00 ' }), guestHeaders(visitor));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const placed = res.json().data;
    // 1234.50 → 1235 a unit; 2 × 1235 = 2470, and no first-order promotion for a guest.
    expect(placed).toEqual({ number: expect.stringMatching(/^[2-9A-HJ-NP-Z]{12}$/), total: 2470, payment_method: 'cash', liqpay: null, invoice_url: null, extras: [] });

    const order = await orderRow(placed.number);
    expect(order).toMatchObject({
      userId: null,
      ownerKey: `v:${visitor}`,
      status: 'new',
      paymentMethod: 'cash',
      paymentStatus: 'not_paid',
      paymentDeadline: null,
      priceAudience: 'retail',
      phone,
      comment: 'Подзвоніть після 18:00',
      deliveryMethodId: 5,
      cityName: null,
      goodsTotal: 247_000,
      discountTotal: 0,
      bonusesSpent: 0,
      deliveryPrice: 0,
      total: 247_000,
      quickOrder: false,
    });
    expect(await linesOf(placed.number)).toEqual([
      expect.objectContaining({ productId: cream.productId, productPriceId: cream.priceId, type: 'product', count: 2, unitPrice: 123_500, oldUnitPrice: 150_000, total: 247_000 }),
    ]);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events).toEqual([expect.objectContaining({ event: 'placed', fromStatus: null, toStatus: 'new', toPaymentStatus: 'not_paid', actor: `v:${visitor}` })]);
    expect(await stockOf(t.deps, cream)).toBe(8);
  });

  it('starts an online payment as pending with a 30-minute deadline and the signed LiqPay form, and delivers to a Nova Poshta branch', async () => {
    const cream = await addVariant(t.deps, { quantity: 3 });
    const headers = { ...guestHeaders(), 'x-localization': 'ua' };
    const key = newKey();
    // The names the browser sends are not stored: the directory's are.
    const { city, warehouse } = np.place(np.kyiv, np.kyivBranch);
    const body = pickupOrder([line(cream, 1)], {
      delivery_method_id: 1,
      payment_method: 'liqpay',
      city: { ...city, name: 'Кыив?' },
      warehouse: { ...warehouse!, name: 'Відділення' },
      address: 'вул. Не потрібна, 1',
    });
    const res = await postStore(t, body, headers, key);
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json().data;
    expect(placed.liqpay).toEqual({ action: expect.stringMatching(/\/api\/v1\/payments\/liqpay\/sandbox$/), data: expect.any(String), signature: expect.any(String) });
    const params = JSON.parse(Buffer.from(placed.liqpay.data, 'base64').toString('utf8'));
    expect(params).toMatchObject({
      action: 'pay',
      amount: placed.total,
      currency: 'UAH',
      description: `Оплата замовлення №${placed.number}`,
      // LiqPay's order_id is an internal payment reference (it comes back only in the signed callback).
      order_id: expect.stringMatching(new RegExp(`^${(await orderRow(placed.number)).id}-`)),
      result_url: expect.stringMatching(new RegExp(`/api/v1/payments/liqpay/return\\?order=${placed.number}&lang=ua&to=page&t=`)),
      server_url: expect.stringMatching(/\/api\/v1\/payments\/liqpay\/callback$/),
    });
    // A retry of the request offers the payment again (a fresh attempt) for the same order.
    const retry = await postStore(t, body, headers, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toMatchObject({ number: placed.number, total: placed.total, liqpay: { action: placed.liqpay.action } });
    const order = await orderRow(placed.number);
    expect(order).toMatchObject({
      paymentMethod: 'liqpay',
      paymentStatus: 'pending',
      cityRef: np.kyiv.Ref,
      cityName: 'Київ',
      warehouseRef: np.kyivBranch.Ref,
      warehouseName: np.kyivBranch.Description,
      address: null,
    });
    const minutes = (order.paymentDeadline!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('prices a signed-in buyer from the account and remembers the address', async () => {
    const cream = await addVariant(t.deps, { quantity: 5 });
    const headers = await signedIn('professional');
    const res = await postStore(
      t,
      pickupOrder([line(cream, 2)], { delivery_method_id: 4, address: 'вул. Велика Васильківська, 5', city: { ref: 'c', name: 'Київ' } }),
      headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = await orderRow(res.json().data.number);
    // 2 × 744 + the shop courier's 150.
    expect(order).toMatchObject({ priceAudience: 'professional-7', goodsTotal: 148_800, deliveryPrice: 15_000, total: 163_800, address: 'вул. Велика Васильківська, 5' });
    expect((await linesOf(order.id))[0]).toMatchObject({ unitPrice: 74_400, oldUnitPrice: 80_000 });
    const [event] = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(event.actor).toBe(`u:${order.userId}`);
    const addresses = await db().select().from(userAddresses).where(eq(userAddresses.userId, order.userId!));
    expect(addresses).toEqual([expect.objectContaining({ town: 'Київ', address: 'вул. Велика Васильківська, 5', guid: 'c' })]);
  });

  it('spends bonuses on the locked account row, within the 30 % rule, and never twice', async () => {
    const cream = await addVariant(t.deps, { quantity: 5 });
    const headers = await signedIn('distributor');
    const [before] = await db().select({ bonus: users.bonusAmount }).from(users).where(eq(users.email, 'distributor@demo.procosmetics.ua'));
    const res = await postStore(t, pickupOrder([line(cream, 2)], { use_bonuses: 100_000 }), headers);
    expect(res.statusCode, res.body).toBe(201);
    const order = await orderRow(res.json().data.number);
    // 2 × 600 = 1200; at most 30 % = 360.
    expect(order).toMatchObject({ goodsTotal: 120_000, bonusesSpent: 36_000, total: 84_000 });
    const [after] = await db().select({ bonus: users.bonusAmount }).from(users).where(eq(users.email, 'distributor@demo.procosmetics.ua'));
    expect(after.bonus).toBe(before.bonus - 360);
  });

  it('tells the shopper by letter (a guest’s unproven phone gets no SMS), and lets only the order’s owner read it', async () => {
    const cream = await addVariant(t.deps, { quantity: 5 });
    const email = uniqueEmail('buyer');
    const phone = uniquePhone();
    const visitor = `visitor${Date.now()}`;
    const res = await postStore(t, pickupOrder([line(cream, 1)], { email, phone }), { ...guestHeaders(visitor), 'x-localization': 'ua' });
    expect(res.statusCode, res.body).toBe(201);
    const { number: id } = res.json().data;
    const [letter] = await waitForLetter(t, email);
    expect(letter.subject).toContain(`№${id}`);
    // The SMS waits for staff to confirm the order (checkout-abuse.test.ts).
    expect(localSms(t).lastTo(phone)).toBeUndefined();

    const own = await t.app.inject({ url: `/api/v1/orders/${id}`, headers: guestHeaders(visitor) });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ number: id, status: 'new', phone, email });
    const someoneElse = await t.app.inject({ url: `/api/v1/orders/${id}`, headers: guestHeaders() });
    expect(someoneElse.statusCode).toBe(404);
    const user = await registerUser(t);
    const signedIn = await t.app.inject({ url: `/api/v1/orders/${id}`, headers: { ...guestHeaders(visitor), ...bearer(user.accessToken) } });
    expect(signedIn.statusCode).toBe(404);
  });

  it('offers the first-order promotion once per signed-in account, and never to a guest', async () => {
    const cream = await addVariant(t.deps, { quantity: 5 });
    const user = await registerUser(t);
    const headers = { ...guestHeaders(), ...bearer(user.accessToken) };
    const first = await postStore(t, pickupOrder([line(cream, 1)]), headers);
    const second = await postStore(t, pickupOrder([line(cream, 1)]), headers);
    const guest = await postStore(t, pickupOrder([line(cream, 1)]), guestHeaders());
    expect([first.json().data.total, second.json().data.total, guest.json().data.total]).toEqual([950, 1000, 1000]);
  });
});

describe('the order’s delivery method', () => {
  it('cannot be deleted while orders name it; one that no order names can (decision 0016)', async () => {
    const cream = await addVariant(t.deps, { quantity: 5 });
    const res = await postStore(t, pickupOrder([line(cream, 1)]), guestHeaders());
    expect(res.statusCode, res.body).toBe(201);
    const db = t.deps.database.db;
    await expect(db.delete(deliveryMethods).where(eq(deliveryMethods.id, 5))).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23503' }),
    });
    expect(await db.select({ id: deliveryMethods.id }).from(deliveryMethods).where(eq(deliveryMethods.id, 5))).toHaveLength(1);

    const [unused] = await db
      .insert(deliveryMethods)
      .values({ id: 900, type: 'pickup', titleRu: 'Временный', titleUk: 'Тимчасовий', descriptionRu: '', descriptionUk: '', price: 0, active: false, sort: 99 })
      .returning({ id: deliveryMethods.id });
    await db.delete(deliveryMethods).where(eq(deliveryMethods.id, unused.id));
    expect(await db.select({ id: deliveryMethods.id }).from(deliveryMethods).where(eq(deliveryMethods.id, unused.id))).toHaveLength(0);
  });
});

describe('a quick order', () => {
  it('takes a phone and the lines only: Nova Poshta branch, cash, no address, a manager calls back', async () => {
    const cream = await addVariant(t.deps, { quantity: 4 });
    const res = await postStore(t, { quick_order: 1, phone: uniquePhone(), delivery_method_id: 1, products: [line(cream, 1)] }, guestHeaders());
    expect(res.statusCode, res.body).toBe(201);
    const order = await orderRow(res.json().data.number);
    expect(order).toMatchObject({ quickOrder: true, paymentMethod: 'cash', paymentStatus: 'not_paid', deliveryMethodId: 1, name: '', email: null, cityName: null, warehouseName: null, address: null });
    expect(await stockOf(t.deps, cream)).toBe(3);
  });

  it('names the signed-in account on it and refuses the fields of the full form', async () => {
    const cream = await addVariant(t.deps, { quantity: 4 });
    const user = await registerUser(t);
    const res = await postStore(t, { quick_order: 1, phone: user.phone, delivery_method_id: 1, products: [line(cream, 1)] }, { ...guestHeaders(), ...bearer(user.accessToken) });
    expect(res.statusCode, res.body).toBe(201);
    expect(await orderRow(res.json().data.number)).toMatchObject({ userId: user.id, name: 'Олена', email: user.email });

    for (const extra of [{ delivery_method_id: 2 }, { name: 'Олена' }, { payment_method: 'liqpay' }, { phone: '+38067' }]) {
      const bad = await postStore(t, { quick_order: 1, phone: uniquePhone(), delivery_method_id: 1, products: [line(cream, 1)], ...extra }, guestHeaders());
      expect(bad.statusCode, JSON.stringify(extra)).toBe(422);
      expect(Object.keys(bad.json().errors), JSON.stringify(extra)).toEqual([Object.keys(extra)[0]]);
    }
  });
});

describe('idempotency', () => {
  it('places one order for a double click or a retry, and answers the same order again', async () => {
    const cream = await addVariant(t.deps, { quantity: 5 });
    const headers = guestHeaders();
    const key = newKey();
    const body = pickupOrder([line(cream, 2)]);
    const first = await postStore(t, body, headers, key);
    const retry = await postStore(t, { ...body, products: [{ ...line(cream, 2) }] }, headers, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await stockOf(t.deps, cream)).toBe(3);
    expect(await db().select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, key))).toHaveLength(1);
  });

  it('answers 409 to the same key with another body, and stores nothing', async () => {
    const cream = await addVariant(t.deps, { quantity: 5 });
    const headers = guestHeaders();
    const key = newKey();
    expect((await postStore(t, pickupOrder([line(cream, 1)]), headers, key)).statusCode).toBe(201);
    const before = await orderCount(t.deps);
    const misuse = await postStore(t, pickupOrder([line(cream, 2)]), headers, key);
    expect(misuse.statusCode).toBe(409);
    expect(misuse.json().message).toMatch(/другими данными/);
    expect(await orderCount(t.deps)).toBe(before);
    expect(await stockOf(t.deps, cream)).toBe(4);
  });

  it('places one order when the same key arrives several times at once', async () => {
    const cream = await addVariant(t.deps, { quantity: 20 });
    const headers = guestHeaders();
    const key = newKey();
    const body = pickupOrder([line(cream, 1)]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => postStore(t, body, headers, key)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().data.number)).size).toBe(1);
    expect(await stockOf(t.deps, cream)).toBe(19);
  });

  it('keeps keys per owner: another buyer’s same key places their own order and never shows the first one', async () => {
    const cream = await addVariant(t.deps, { quantity: 5 });
    const key = newKey();
    const body = pickupOrder([line(cream, 1)]);
    const alice = await registerUser(t);
    const mine = await postStore(t, body, { ...guestHeaders(), ...bearer(alice.accessToken) }, key);
    const guest = await postStore(t, body, guestHeaders(), key);
    const bob = await registerUser(t);
    const bobs = await postStore(t, body, { ...guestHeaders(), ...bearer(bob.accessToken) }, key);
    expect([mine.statusCode, guest.statusCode, bobs.statusCode]).toEqual([201, 201, 201]);
    expect(new Set([mine, guest, bobs].map((r) => r.json().data.number)).size).toBe(3);
    expect(await stockOf(t.deps, cream)).toBe(2);
  });

  it('requires a well-formed Idempotency-Key header', async () => {
    const cream = await addVariant(t.deps, { quantity: 5 });
    for (const key of [null, 'short', 'x'.repeat(101), 'with spaces inside', 'ключ-замовлення']) {
      const res = await postStore(t, pickupOrder([line(cream, 1)]), guestHeaders(), key);
      expect(res.statusCode, String(key)).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['idempotency-key']);
    }
    expect(await stockOf(t.deps, cream)).toBe(5);
  });
});

describe('stock', () => {
  it('answers a shortage with 409, the list of what is short and the SPEC’s message, and stores nothing', async () => {
    const cream = await addVariant(t.deps, { quantity: 2, title: 'Крем малий' });
    const other = await addVariant(t.deps, { quantity: 5 });
    const before = await orderCount(t.deps);
    const res = await postStore(t, pickupOrder([line(other, 1), line(cream, 3)]), { ...guestHeaders(), 'x-localization': 'ua' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Товарів не залишилось на складі',
      remainingProducts: [
        { id: cream.productId, product_price_id: cream.priceId, description: 'Крем малий, 50 мл', quantity: 2, requested: 3, productPrice: { image: null, value: '50 мл' } },
      ],
    });
    const ru = await postStore(t, pickupOrder([line(cream, 3)]), guestHeaders());
    expect(ru.json().message).toBe('Товаров не осталось на складе');
    expect(await orderCount(t.deps)).toBe(before);
    expect(await stocksOf(t.deps, [cream, other])).toEqual([2, 5]);
  });

  it('sells the last unit once', async () => {
    const cream = await addVariant(t.deps, { quantity: 1 });
    const first = await postStore(t, pickupOrder([line(cream, 1)]), guestHeaders());
    const second = await postStore(t, pickupOrder([line(cream, 1)]), guestHeaders());
    expect([first.statusCode, second.statusCode]).toEqual([201, 409]);
    expect(await stockOf(t.deps, cream)).toBe(0);
  });
});

describe('samples and gifts', () => {
  it('hands out the picked samples of a basket from 1000 grn, free, off the shelf', async () => {
    const cream = await addVariant(t.deps, { quantity: 5 });
    const [a, b] = await stocksOf(t.deps, [sampleA, sampleB]);
    const res = await postStore(t, pickupOrder([line(cream, 1), line(sampleA, 1, 'sampler'), line(sampleB, 1, 'sampler')]), guestHeaders());
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json().data;
    expect(placed.extras.map((e: { product_price_id: number }) => e.product_price_id)).toEqual([sampleA.priceId, sampleB.priceId]);
    const lines = await linesOf(placed.number);
    expect(lines.map((l) => [l.type, l.unitPrice, l.total])).toEqual([
      ['product', 100_000, 100_000],
      ['sampler', 0, 0],
      ['sampler', 0, 0],
    ]);
    expect(await stocksOf(t.deps, [sampleA, sampleB])).toEqual([a - 1, b - 1]);
  });

  it('refuses samples the basket does not earn, or more than the rule gives', async () => {
    const cheap = await addVariant(t.deps, { quantity: 5, retail: 50_000 });
    const before = await orderCount(t.deps);
    const below = await postStore(t, pickupOrder([line(cheap, 1), line(sampleA, 1, 'sampler')]), { ...guestHeaders(), 'x-localization': 'ua' });
    expect(below.statusCode).toBe(422);
    expect(below.json().errors).toEqual({ 'products.1.product_price_id': ['Цей пробник недоступний для вашого замовлення'] });
    const tooMany = await postStore(t, pickupOrder([line(cheap, 2), line(sampleA, 2, 'sampler'), line(sampleB, 1, 'sampler')]), guestHeaders());
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ 'products.2.count': ['Пробников можно выбрать не больше: 2'] });
    expect(await orderCount(t.deps)).toBe(before);
  });

  it('adds the gift of a basket from 3000 grn itself, ignores gift lines the browser sends, and skips a gift that ran out', async () => {
    const cream = await addVariant(t.deps, { quantity: 10 });
    const forged = await addVariant(t.deps, { quantity: 10 });
    const first = await postStore(t, pickupOrder([line(cream, 3), line(forged, 5, 'gift')]), guestHeaders());
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.extras).toEqual([expect.objectContaining({ product_price_id: gift.priceId, title: 'Подарунок' })]);
    expect((await linesOf(first.json().data.number)).map((l) => [l.type, l.productPriceId, l.count, l.total])).toEqual([
      ['product', cream.priceId, 3, 300_000],
      ['gift', gift.priceId, 1, 0],
    ]);
    expect(await stocksOf(t.deps, [gift, forged])).toEqual([0, 10]);

    // The only gift unit is gone: the next order is placed without one.
    const second = await postStore(t, pickupOrder([line(cream, 3)]), guestHeaders());
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data.extras).toEqual([]);
    expect(await stockOf(t.deps, gift)).toBe(0);
  });
});

describe('the order form’s rules', () => {
  it('asks for what the delivery method needs, per field', async () => {
    const cream = await addVariant(t.deps, { quantity: 5 });
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ delivery_method_id: 1 }, { city: ['Поле обов\'язкове для заповнення'], warehouse: ['Поле обов\'язкове для заповнення'] }],
      [{ delivery_method_id: 3, city: { ref: 'r', name: 'Львів' } }, { address: ['Поле обов\'язкове для заповнення'] }],
      [{ delivery_method_id: 4, address: '   ' }, { address: ['Поле обов\'язкове для заповнення'] }],
      [{ delivery_method_id: 999 }, { delivery_method_id: ['Цей спосіб доставки недоступний'] }],
      [
        { delivery_method_id: 2, city: { ref: 'r', name: 'Львів' }, warehouse: { ref: 'w', name: 'Поштомат №5' } },
        { payment_method: ['Доставка в поштомат можлива лише для оплачених замовлень: оберіть оплату карткою'] },
      ],
    ];
    const before = await orderCount(t.deps);
    for (const [extra, errors] of cases) {
      const res = await postStore(t, pickupOrder([line(cream, 1)], extra), { ...guestHeaders(), 'x-localization': 'ua' });
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect(res.json().errors, JSON.stringify(extra)).toEqual(errors);
    }
    expect(await orderCount(t.deps)).toBe(before);
  });

  it('checks a Nova Poshta town and department against the directory', async () => {
    const cream = await addVariant(t.deps, { quantity: 5 });
    const headers = { ...guestHeaders(), 'x-localization': 'ua' };
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ delivery_method_id: 1, ...np.place(np.lviv, np.kyivBranch), payment_method: 'liqpay' }, { warehouse: ['Оберіть відділення зі списку: цього немає в обраному місті'] }],
      [{ delivery_method_id: 2, ...np.place(np.kyiv, np.kyivBranch), payment_method: 'liqpay' }, { warehouse: ['Оберіть відділення зі списку: цього немає в обраному місті'] }],
      [{ delivery_method_id: 1, city: { ref: 'not-a-guid', name: 'Київ' }, warehouse: { ref: np.kyivBranch.Ref, name: 'x' } }, { warehouse: ['Оберіть відділення зі списку: цього немає в обраному місті'] }],
      [{ delivery_method_id: 3, city: { ref: '00000000-0000-4000-8000-000000000000', name: 'Нікуди' }, address: 'вул. Січових Стрільців, 1' }, { city: ['Оберіть місто зі списку'] }],
    ];
    const before = await orderCount(t.deps);
    for (const [extra, errors] of cases) {
      const res = await postStore(t, pickupOrder([line(cream, 1)], extra), headers);
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect(res.json().errors, JSON.stringify(extra)).toEqual(errors);
    }
    expect(await orderCount(t.deps)).toBe(before);

    const courier = await postStore(t, pickupOrder([line(cream, 1)], { delivery_method_id: 3, ...np.place(np.lviv), address: 'вул. Січових Стрільців, 1' }), headers);
    expect(courier.statusCode, courier.body).toBe(201);
    expect(await orderRow(courier.json().data.number)).toMatchObject({ cityRef: np.lviv.Ref, cityName: 'Львів', warehouseRef: null, address: 'вул. Січових Стрільців, 1' });
  });

  it('refuses a delivery method that was switched off', async () => {
    const cream = await addVariant(t.deps, { quantity: 5 });
    await db().update(deliveryMethods).set({ active: false }).where(eq(deliveryMethods.id, 5));
    try {
      const res = await postStore(t, pickupOrder([line(cream, 1)]), guestHeaders());
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['delivery_method_id']);
    } finally {
      await db().update(deliveryMethods).set({ active: true }).where(eq(deliveryMethods.id, 5));
    }
  });

  it('lets only professionals and distributors (not their managers) pay by invoice, and points them to it', async () => {
    const cream = await addVariant(t.deps, { quantity: 5 });
    for (const headers of [guestHeaders(), await signedIn('regular'), await signedIn('authorised'), await signedIn('manager')]) {
      const res = await postStore(t, pickupOrder([line(cream, 1)], { payment_method: 'invoice' }), headers);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ payment_method: ['Оплата по счёту доступна только косметологам и дистрибьюторам'] });
    }
    for (const who of ['professional', 'distributor']) {
      const res = await postStore(t, pickupOrder([line(cream, 1)], { payment_method: 'invoice' }), await signedIn(who));
      expect(res.statusCode, res.body).toBe(201);
      const { number: id, invoice_url } = res.json().data;
      expect(invoice_url).toBe(`/api/v1/invoices/${id}.pdf`);
      expect(await orderRow(id)).toMatchObject({ paymentMethod: 'invoice', paymentStatus: 'not_paid', paymentDeadline: null });
    }
  });

  it('refuses an order of free lines alone', async () => {
    const res = await postStore(t, pickupOrder([line(gift, 1, 'gift')]), { ...guestHeaders(), 'x-localization': 'ua' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ products: ['У кошику немає товарів'] });
  });

  it('refuses bad payloads with per-field messages and stores nothing', async () => {
    const cream = await addVariant(t.deps, { quantity: 5 });
    const other = await addVariant(t.deps, { quantity: 5 });
    const cases: Array<[unknown[] | Record<string, unknown>, string]> = [
      [[{ ...line(cream), count: -2 }], 'products.0.count'],
      [[{ ...line(cream), count: '2' }], 'products.0.count'],
      [[{ ...line(cream), product_price_id: 'abc' }], 'products.0.product_price_id'],
      [[line(cream), { id: cream.productId, product_price_id: 2_000_000_000, count: 1 }], 'products.1.product_price_id'],
      [[{ id: cream.productId, product_price_id: other.priceId, count: 1 }], 'products.0.product_price_id'],
      [[line(cream), line(cream, 2)], 'products.1.product_price_id'],
      [Array.from({ length: 10_000 }, () => line(cream)), 'products'],
      [[], 'products'],
      [[{ ...line(cream), price: 1 }], 'products.0.price'],
      [{ total: 1 }, 'total'],
      [{ use_bonuses: '100' }, 'use_bonuses'],
      [{ email: 'not-an-email' }, 'email'],
      [{ payment_method: 'bitcoin' }, 'payment_method'],
    ];
    const before = await orderCount(t.deps);
    for (const [change, field] of cases) {
      const body = Array.isArray(change) ? pickupOrder(change) : pickupOrder([line(cream, 1)], change);
      const res = await postStore(t, body, guestHeaders());
      expect(res.statusCode, `${field}: ${res.body.slice(0, 200)}`).toBe(422);
      expect(Object.keys(res.json().errors), field).toContain(field);
    }
    expect(await orderCount(t.deps)).toBe(before);
    expect(await stocksOf(t.deps, [cream, other])).toEqual([5, 5]);
  });

  it('remembers a Nova Poshta branch once per user, named as the directory names it in the order’s language', async () => {
    const cream = await addVariant(t.deps, { quantity: 5 });
    const user = await registerUser(t);
    const headers = { ...guestHeaders(), ...bearer(user.accessToken), 'x-localization': 'ua' };
    const branch = { delivery_method_id: 1, ...np.place(np.odesa, np.odesaBranch), payment_method: 'liqpay' };
    for (let i = 0; i < 2; i++) expect((await postStore(t, pickupOrder([line(cream, 1)], branch), headers)).statusCode).toBe(201);
    const saved = await db().select().from(userAddresses).where(and(eq(userAddresses.userId, user.id)));
    expect(saved).toEqual([
      expect.objectContaining({ kind: 'branch', town: 'Одеса', address: np.odesaBranch.Description, guid: np.odesaBranch.Ref, isDefault: true }),
    ]);
  });

  it('adds an address chosen at checkout to the book at once for two orders placed together, never past the book’s 20', async () => {
    const cream = await addVariant(t.deps, { quantity: 10 });
    const user = await registerUser(t);
    const headers = { ...guestHeaders(), ...bearer(user.accessToken) };
    const branch = { delivery_method_id: 1, ...np.place(np.odesa, np.odesaBranch), payment_method: 'liqpay' };
    const placed = await Promise.all([0, 1].map(() => postStore(t, pickupOrder([line(cream, 1)], branch), headers)));
    expect(placed.map((res) => res.statusCode)).toEqual([201, 201]);
    expect(await db().select().from(userAddresses).where(eq(userAddresses.userId, user.id))).toHaveLength(1);

    await db().delete(userAddresses).where(eq(userAddresses.userId, user.id));
    await db()
      .insert(userAddresses)
      .values(Array.from({ length: 20 }, (_, i) => ({ userId: user.id, town: 'Київ', address: `Відділення №${i + 1}`, isDefault: i === 0 })));
    expect((await postStore(t, pickupOrder([line(cream, 1)], branch), headers)).statusCode).toBe(201);
    expect(await db().select().from(userAddresses).where(eq(userAddresses.userId, user.id))).toHaveLength(20);
  });
});
