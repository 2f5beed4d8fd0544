import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { courseThemes, courses } from '../../db/schema/platform.ts';
import { seminars } from '../../db/schema/seminars.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../auth/auth.test-support.ts';
import { applyOrderEvent } from '../orders/order-transitions.ts';
import { hasWebinarAccess } from './checkout.public.ts';
import { addVariant, guestHeaders, line, orderCount, pickupOrder, postStore, useOnlyRules } from './checkout.test-support.ts';

/**
 * Seminar tickets and webinars bought through checkout (issue 30, docs/decisions/0018): priced from
 * their rows, seats taken with the order and never past `seats` (also under 50 buyers at once), given
 * back once when the order is cancelled, and a paid webinar line opens the course to its buyer only.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 4 });
  await useOnlyRules(t.deps, []);
});
afterAll(() => t?.close());

async function addSeminar(values: Partial<typeof seminars.$inferInsert> = {}): Promise<number> {
  const startsAt = new Date(Date.now() + 10 * 86_400_000);
  const [row] = await t.deps.database.db
    .insert(seminars)
    .values({
      titleRu: 'Пилинги на практике',
      titleUk: 'Пілінги на практиці',
      descriptionRu: 'Описание',
      descriptionUk: 'Опис',
      format: 'offline',
      citySlug: 'kyiv',
      cityRu: 'Киев',
      cityUk: 'Київ',
      speakerSlug: 'speaker',
      speakerRu: 'Анна',
      speakerUk: 'Анна',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3 * 3_600_000),
      price: 1500,
      seats: 10,
      ...values,
    })
    .returning({ id: seminars.id });
  return row.id;
}

async function addCourse(price: number): Promise<number> {
  const [theme] = await t.deps.database.db.insert(courseThemes).values({ titleRu: 'Тема', titleUk: 'Тема' }).returning({ id: courseThemes.id });
  const [row] = await t.deps.database.db
    .insert(courses)
    .values({ themeId: theme.id, titleRu: 'Вебинар о пилингах', titleUk: 'Вебінар про пілінги', descriptionRu: 'о', descriptionUk: 'о', price })
    .returning({ id: courses.id });
  return row.id;
}

const seatsTaken = async (id: number) => (await t.deps.database.db.select({ n: seminars.seatsTaken }).from(seminars).where(eq(seminars.id, id)))[0].n;
const ticket = (id: number, count = 1) => ({ id, product_price_id: id, count, type: 'ticket' });
const webinar = (id: number, count = 1) => ({ id, product_price_id: id, count, type: 'webinar' });
/** A basket of tickets or webinars alone: no delivery (the shop's pickup method), paid by card. */
const eventOrder = (products: unknown[], extra: Record<string, unknown> = {}) => pickupOrder(products, { payment_method: 'liqpay', ...extra });
const signedIn = async (who: string) => ({ ...guestHeaders(), ...bearer((await signIn(t, `${who}@demo.procosmetics.ua`)).accessToken) });
const orderOf = async (number: string) => (await t.deps.database.db.select().from(orders).where(eq(orders.number, number)))[0];

describe('tickets', () => {
  it('prices a ticket from the seminar row, whatever the browser thinks, and takes its seats with the order', async () => {
    const id = await addSeminar({ price: 1500 });
    const quote = await t.app.inject({ method: 'POST', url: '/api/v1/checkout/quote', headers: guestHeaders(), payload: { products: [ticket(id, 2)] } });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().data.lines).toEqual([
      expect.objectContaining({ id, product_price_id: id, type: 'ticket', title: 'Пилинги на практике', count: 2, price: 1500, total: 3000, available: 10 }),
    ]);
    expect(quote.json().data.lines[0].value).toMatch(/Киев$/);

    const res = await postStore(t, eventOrder([ticket(id, 2)]), guestHeaders());
    expect(res.statusCode).toBe(201);
    expect(res.json().data.total).toBe(3000);
    const order = await orderOf(res.json().data.number);
    const lines = await t.deps.database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines).toEqual([
      expect.objectContaining({ type: 'ticket', seminarId: id, courseId: null, productId: null, productPriceId: null, count: 2, unitPrice: 150_000, total: 300_000 }),
    ]);
    expect(await seatsTaken(id)).toBe(2);
  });

  it('shows the seats a sale took at once in the cached seminars list and page, not after their 30 s', async () => {
    const id = await addSeminar({ seats: 8, speakerSlug: 'cached-seats' });
    const seatsLeftShown = async () => {
      const list = await t.app.inject({ method: 'GET', url: '/api/v1/seminars?speaker=cached-seats' });
      const one = await t.app.inject({ method: 'GET', url: `/api/v1/seminars/${id}` });
      return [list.json().data.find((s: { id: number }) => s.id === id)?.seatsLeft, one.json().data.seatsLeft];
    };
    expect(await seatsLeftShown()).toEqual([8, 8]);
    expect((await postStore(t, eventOrder([ticket(id, 3)]), guestHeaders())).statusCode).toBe(201);
    expect(await seatsLeftShown()).toEqual([5, 5]);
  });

  it('shows the seats a cancelled order gave back at once in the cached seminars list and page', async () => {
    const id = await addSeminar({ seats: 6, speakerSlug: 'cancelled-seats' });
    const seatsLeftShown = async () => {
      const list = await t.app.inject({ method: 'GET', url: '/api/v1/seminars?speaker=cancelled-seats' });
      const one = await t.app.inject({ method: 'GET', url: `/api/v1/seminars/${id}` });
      return [list.json().data.find((s: { id: number }) => s.id === id)?.seatsLeft, one.json().data.seatsLeft];
    };
    const visitor = await signedIn('professional');
    const res = await postStore(t, eventOrder([ticket(id, 4)], { payment_method: 'invoice' }), visitor);
    expect(res.statusCode).toBe(201);
    expect(await seatsLeftShown()).toEqual([2, 2]);
    const cancel = await t.app.inject({ method: 'POST', url: `/api/v1/orders/${res.json().data.number}/cancel`, headers: visitor });
    expect(cancel.statusCode).toBe(200);
    expect(await seatsLeftShown()).toEqual([6, 6]);
  });

  it('sells tickets beside goods in one order, the goods from stock and the ticket from seats', async () => {
    const id = await addSeminar({ price: 700 });
    const cream = await addVariant(t.deps, { quantity: 5, retail: 100_000 });
    const res = await postStore(t, pickupOrder([line(cream, 1), ticket(id, 1)]), guestHeaders());
    expect(res.statusCode).toBe(201);
    expect(res.json().data.total).toBe(1000 + 700);
    expect(await seatsTaken(id)).toBe(1);
  });

  it('refuses, storing nothing, a free, past or unknown seminar, more tickets than seats, and delivery or cash for tickets alone', async () => {
    const free = await addSeminar({ price: 0 });
    const past = await addSeminar({ startsAt: new Date(Date.now() - 2 * 86_400_000), endsAt: new Date(Date.now() - 86_400_000) });
    const few = await addSeminar({ seats: 3 });
    const before = await orderCount(t.deps);
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [eventOrder([ticket(free)]), { 'products.0.product_price_id': ['Билеты на этот семинар не продаются: он бесплатный, прошёл или отменён'] }],
      [eventOrder([ticket(past)]), { 'products.0.product_price_id': ['Билеты на этот семинар не продаются: он бесплатный, прошёл или отменён'] }],
      [eventOrder([ticket(2_000_000)]), { 'products.0.product_price_id': ['Билеты на этот семинар не продаются: он бесплатный, прошёл или отменён'] }],
      [eventOrder([{ ...ticket(few), product_price_id: few + 1 }]), { 'products.0.product_price_id': ['Билеты на этот семинар не продаются: он бесплатный, прошёл или отменён'] }],
      [eventOrder([ticket(few, 4)]), { 'products.0.count': ['Мест осталось: 3'] }],
      [eventOrder([ticket(few), ticket(few)]), { 'products.1.product_price_id': ['Этот товар уже есть в списке'] }],
      [eventOrder([ticket(few)], { delivery_method_id: 4, address: 'ул. Крещатик, 1' }), { delivery_method_id: ['Билеты и вебинары не доставляются: выберите «без доставки»'] }],
      [eventOrder([ticket(few)], { payment_method: 'cash' }), { payment_method: ['Билеты и вебинары оплачиваются картой или по счёту'] }],
      [{ quick_order: 1, phone: '+380501112233', delivery_method_id: 1, products: [ticket(few)] }, { 'products.0.type': ['Билеты и вебинары оформляются обычным заказом'] }],
    ];
    for (const [payload, errors] of cases) {
      const res = await postStore(t, payload, guestHeaders());
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors, JSON.stringify(payload)).toEqual(errors);
    }
    expect(await orderCount(t.deps)).toBe(before);
    expect(await seatsTaken(few)).toBe(0);
  });

  it('sells exactly the last 10 seats to 50 buyers at once, refusing the other 40 with the seats left', { timeout: 120_000 }, async () => {
    const id = await addSeminar({ seats: 30, seatsTaken: 20 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => postStore(t, eventOrder([ticket(id, 1)]), guestHeaders())));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(40);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors).toEqual({ 'products.0.count': ['Мест осталось: 0'] });
    }
    expect(await seatsTaken(id)).toBe(30);
    const sold = await t.deps.database.db.select({ count: orderLines.count }).from(orderLines).where(eq(orderLines.seminarId, id));
    expect(sold.reduce((sum, l) => sum + l.count, 0)).toBe(10);
  });

  it('gives the seats back exactly once when the order is cancelled, and once when its payment expires', async () => {
    const id = await addSeminar({ seats: 5 });
    // Paid by invoice: a card payment still open cannot be cancelled by the shopper.
    const visitor = await signedIn('professional');
    const res = await postStore(t, eventOrder([ticket(id, 3)], { payment_method: 'invoice' }), visitor);
    expect(res.statusCode).toBe(201);
    expect(await seatsTaken(id)).toBe(3);
    const { number } = res.json().data;
    const cancel = () => t.app.inject({ method: 'POST', url: `/api/v1/orders/${number}/cancel`, headers: visitor });
    expect((await cancel()).statusCode).toBe(200);
    expect(await seatsTaken(id)).toBe(0);
    expect((await cancel()).statusCode).toBe(409);
    expect(await seatsTaken(id)).toBe(0);

    // The payment deadline's cancellation goes through the same transition, so it releases once as well.
    const second = await postStore(t, eventOrder([ticket(id, 2)]), guestHeaders());
    expect(await seatsTaken(id)).toBe(2);
    const order = await orderOf(second.json().data.number);
    for (let i = 0; i < 2; i++) await t.deps.database.db.transaction((tx) => applyOrderEvent(tx, order.id, 'cancel', { actor: 'system' }));
    expect(await seatsTaken(id)).toBe(0);
  });
});

describe('webinars', () => {
  it('is sold to signed-in shoppers only, once, at the course row price', async () => {
    const course = await addCourse(900);
    const guest = await postStore(t, eventOrder([webinar(course)]), guestHeaders());
    expect(guest.statusCode).toBe(422);
    expect(guest.json().errors).toEqual({ 'products.0.type': ['Войдите в аккаунт, чтобы купить вебинар: доступ открывается вашему аккаунту'] });
    const headers = await signedIn('regular');
    const twice = await postStore(t, eventOrder([webinar(course, 2)]), headers);
    expect(twice.json().errors).toEqual({ 'products.0.count': ['Вебинар покупается один раз: количество 1'] });
    const free = await addCourse(0);
    const freeOne = await postStore(t, eventOrder([webinar(free)]), headers);
    expect(freeOne.json().errors).toEqual({ 'products.0.product_price_id': ['Этот вебинар не продаётся'] });
  });

  it('opens the course to its buyer once the order is paid, to no one else, and closes it on refund', async () => {
    const course = await addCourse(900);
    const headers = await signedIn('professional');
    const res = await postStore(t, eventOrder([webinar(course)]), headers);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.total).toBe(900);
    const order = await orderOf(res.json().data.number);
    const buyer = order.userId!;
    expect(await hasWebinarAccess(t.deps.database, buyer, course)).toBe(false);
    await t.deps.database.db.transaction((tx) => applyOrderEvent(tx, order.id, 'payment_succeeded', { actor: 'liqpay' }));
    expect(await hasWebinarAccess(t.deps.database, buyer, course)).toBe(true);
    const other = await orderOf((await postStore(t, eventOrder([ticket(await addSeminar())]), await signedIn('regular'))).json().data.number);
    expect(await hasWebinarAccess(t.deps.database, other.userId!, course)).toBe(false);
    await t.deps.database.db.transaction((tx) => applyOrderEvent(tx, order.id, 'refund', { actor: 'staff:1' }));
    expect(await hasWebinarAccess(t.deps.database, buyer, course)).toBe(false);
  });
});
