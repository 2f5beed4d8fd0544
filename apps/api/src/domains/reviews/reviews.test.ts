import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyRequests, productFeedbacks } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CatalogFixtures, insertCatalogFixtures } from '../catalog/catalog.test-support.ts';
import { signIn } from '../auth/auth.test-support.ts';

let t: TestApp;
let fx: CatalogFixtures;
beforeAll(async () => {
  t = await createTestApp();
  fx = await insertCatalogFixtures(t.deps);
});
afterAll(() => t?.close());

// Limits are counted in the shared cache (Redis in CI keeps counters between runs): every run uses
// addresses of its own.
const run = `${10 + Math.floor(Math.random() * 240)}.${Math.floor(Math.random() * 250)}`;
let nextAddress = 1;
/** Each call comes from its own address unless one is given, so limits only bite where tested. */
function post(url: string, payload: unknown, options: { lang?: string; ip?: string; token?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'x-localization': options.lang ?? 'ru', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    remoteAddress: options.ip ?? `10.${run}.${nextAddress++}`,
  });
}

let nextAuthor = 1;
const review = (extra: Record<string, unknown> = {}) => ({
  // An author of its own per entry: the per-author limit bites only where tested.
  email: `olena-${run.replace('.', '-')}-${nextAuthor++}@example.com`,
  name: 'Олена',
  message: 'Чудовий крем, шкіра зволожена весь день.',
  product_id: fx.outletMask.id,
  ...extra,
});

async function feedbackCount(productId: number): Promise<number> {
  const [row] = await t.deps.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(productFeedbacks)
    .where(eq(productFeedbacks.productId, productId));
  return row.n;
}

describe('POST /v1/products/feedbacks', () => {
  it('stores a review with the default rating 5, held for moderation, and says so in the asked language', async () => {
    const res = await post('/api/v1/products/feedbacks', review(), { lang: 'ua' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      message: "Дякуємо за відгук! Він з'явиться на сайті після перевірки.",
      approved: false,
      feedback: { type: 'feedback', name: 'Олена', rating: 5, answer: null },
    });
  });

  it('stores a question without a rating', async () => {
    const res = await post('/api/v1/products/feedbacks', review({ type: 'question', rating: 2, message: 'Підходить для чутливої шкіри?' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.feedback).toMatchObject({ type: 'question', rating: null });
    expect(res.json().data.message).toContain('вопрос');
  });

  it('answers 422 with the required-field messages and stores nothing', async () => {
    const before = await feedbackCount(fx.roseCream.id);
    const res = await post('/api/v1/products/feedbacks', { product_id: fx.roseCream.id }, { lang: 'ua' });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.email).toEqual(["Поле обов'язкове для заповнення"]);
    expect(errors.name).toEqual(["Поле обов'язкове для заповнення"]);
    expect(errors.message).toEqual(["Поле обов'язкове для заповнення"]);
    expect(await feedbackCount(fx.roseCream.id)).toBe(before);
  });

  it('checks lengths, e-mail, rating and unknown fields', async () => {
    const res = await post('/api/v1/products/feedbacks', {
      email: `${'a'.repeat(120)}@example.com`,
      name: 'O',
      message: 'x'.repeat(2001),
      product_id: fx.roseCream.id,
      rating: 9,
      admin: true,
    });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.email).toEqual(['Максимальная длина — 120 символов']);
    expect(errors.name).toEqual(['Минимальная длина — 2 символа']);
    expect(errors.message).toEqual(['Максимальная длина — 2000 символов']);
    expect(errors.rating).toEqual(['Значение должно быть не больше 5']);
    expect(errors.admin).toEqual(['Неизвестное поле']);

    const email = await post('/api/v1/products/feedbacks', review({ email: 'not-an-email' }));
    expect(email.json().errors).toEqual({ email: ['Введите корректный e-mail'] });
    const wrongType = await post('/api/v1/products/feedbacks', review({ rating: 'five' }));
    expect(wrongType.json().errors).toEqual({ rating: ['Некорректное значение'] });
  });

  it('answers 422 on product_id for an unknown or hidden product', async () => {
    for (const productId of [999_999, fx.hidden]) {
      const res = await post('/api/v1/products/feedbacks', review({ product_id: productId }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ product_id: ['Выбранное значение не найдено'] });
    }
    expect(await feedbackCount(fx.hidden)).toBe(0);
  });

  it('answers malformed JSON with 400 and never 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/products/feedbacks', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
  });

  it('limits submissions per address with 429 and Retry-After', async () => {
    const ip = `11.${run}.1`;
    for (let i = 0; i < 5; i++) expect((await post('/api/v1/products/feedbacks', review(), { ip })).statusCode).toBe(201);
    const limited = await post('/api/v1/products/feedbacks', review(), { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('600');
    expect(limited.json().message).toBeTruthy();
  });
});

describe('GET /v1/product_feedbacks', () => {
  // These tests are about listing: the shop publishes at once here (moderation has tests of its own).
  beforeAll(() => {
    t.deps.config.reviewsPublishAtOnce = true;
  });
  afterAll(() => {
    t.deps.config.reviewsPublishAtOnce = false;
  });

  it('lists approved reviews newest first with the average and per-star counts', async () => {
    const productId = fx.roseCream.id;
    await post('/api/v1/products/feedbacks', review({ product_id: productId, rating: 4, name: 'Ірина' }));
    await post('/api/v1/products/feedbacks', review({ product_id: productId, rating: 5, name: 'Марія' }));
    await post('/api/v1/products/feedbacks', review({ product_id: productId, rating: 3, name: 'Анна' }));
    await t.deps.database.db.insert(productFeedbacks).values({
      productId, kind: 'feedback', rating: 1, name: 'Спам', email: 's@example.com', message: 'Не показувати', approved: false,
    });

    const res = await t.app.inject({ url: `/api/v1/product_feedbacks?product_id=${productId}&per_page=2` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((f: { name: string }) => f.name)).toEqual(['Анна', 'Марія']);
    expect(body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(body.summary).toEqual({ average: 4, count: 3, distribution: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 1 }, questions: 0 });

    // The card shows the same rating right away: storing a review retires cached answers.
    const card = (await t.app.inject({ url: `/api/v1/products?ids=${productId}` })).json().data[0];
    expect(card.rating).toEqual({ average: 4, count: 3 });
  });

  it('lists questions with type=comments', async () => {
    const productId = fx.holyToner.id;
    await post('/api/v1/products/feedbacks', review({ product_id: productId, type: 'question', message: 'Чи є тестер?' }));
    const res = await t.app.inject({ url: `/api/v1/product_feedbacks?product_id=${productId}&type=comments` });
    expect(res.json().data).toEqual([expect.objectContaining({ type: 'question', message: 'Чи є тестер?', rating: null })]);
    expect(res.json().summary.questions).toBe(1);
    const page = (await t.app.inject({ url: '/api/v1/catalog/product/fx-holy-toner' })).json().data;
    expect(page.questionsCount).toBe(1);
    expect(page.tabs[5]).toMatchObject({ key: 'questions', count: 1 });
  });

  it('answers 400 without a product and for an unknown type', async () => {
    expect((await t.app.inject({ url: '/api/v1/product_feedbacks' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/v1/product_feedbacks?product_id=${fx.roseCream.id}&type=likes` })).statusCode).toBe(400);
    const empty = await t.app.inject({ url: `/api/v1/product_feedbacks?product_id=${fx.roseCream.id}&page=50` });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toEqual([]);
  });
});

describe('POST /v1/products/notify-when-available', () => {
  const request = (extra: Record<string, unknown> = {}) => ({
    name: 'Олена',
    phone: '+380671234567',
    email: 'Olena@Example.com',
    city: 'Київ',
    product_price_id: fx.holyToner.only,
    ...extra,
  });

  async function openRequests(priceId: number) {
    return t.deps.database.db
      .select()
      .from(notifyRequests)
      .where(and(eq(notifyRequests.productPriceId, priceId)));
  }

  it('stores a request and thanks with the SPEC text', async () => {
    const ua = await post('/api/v1/products/notify-when-available', request({ areaRef: 'dcaadb64-4b33-11e4-ab6d-005056801329' }), { lang: 'ua' });
    expect(ua.statusCode).toBe(201);
    expect(ua.json()).toEqual({ data: { message: "Дякуємо за звернення! Щойно продукт з'явиться в наявності, ми обов'язково Вам повідомимо" } });
    const rows = await openRequests(fx.holyToner.only);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'olena@example.com', city: 'Київ', areaRef: 'dcaadb64-4b33-11e4-ab6d-005056801329', notifiedAt: null });
  });

  it('keeps one open request per address and variant', async () => {
    const again = await post('/api/v1/products/notify-when-available', request({ email: 'olena@example.com' }));
    expect(again.statusCode).toBe(201);
    expect(again.json().data.message).toBe('Спасибо за обращение! Как только продукт появится в наличии, мы обязательно Вам сообщим');
    expect(await openRequests(fx.holyToner.only)).toHaveLength(1);
  });

  it('picks the variant out of stock when only the product is given', async () => {
    const res = await post('/api/v1/products/notify-when-available', request({ product_price_id: undefined, product_id: fx.roseCream.id }));
    expect(res.statusCode).toBe(201);
    expect(await openRequests(fx.roseCream.large)).toHaveLength(1);
  });

  it('answers 422 per field and stores nothing', async () => {
    const res = await post('/api/v1/products/notify-when-available', { name: 'O', phone: '+38067', email: 'bad', city: '' }, { lang: 'ua' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      name: ['Мінімальна довжина — 2 символи'],
      phone: ['Введіть номер телефону у форматі +380XXXXXXXXX'],
      email: ['Введіть коректний e-mail'],
      city: ["Поле обов'язкове для заповнення"],
    });
    const noVariant = await post('/api/v1/products/notify-when-available', request({ product_price_id: undefined }));
    expect(noVariant.json().errors).toEqual({ product_price_id: ['Поле обязательно для заполнения'] });
    const long = await post('/api/v1/products/notify-when-available', request({ city: 'К'.repeat(121), email: `${'a'.repeat(120)}@x.ua` }));
    expect(long.json().errors).toEqual({ city: ['Максимальная длина — 120 символов'], email: ['Максимальная длина — 120 символов'] });
  });

  it('answers 422 for a variant that does not exist or belongs to another product', async () => {
    const unknown = await post('/api/v1/products/notify-when-available', request({ product_price_id: 999_999 }));
    expect(unknown.json().errors).toEqual({ product_price_id: ['Выбранное значение не найдено'] });
    const mismatch = await post('/api/v1/products/notify-when-available', request({ product_id: fx.roseCream.id }));
    expect(mismatch.statusCode).toBe(422);
    const hidden = await post('/api/v1/products/notify-when-available', request({ product_price_id: undefined, product_id: fx.hidden }));
    expect(hidden.json().errors).toEqual({ product_id: ['Выбранное значение не найдено'] });
  });
});

describe('moderation', () => {
  const staffCall = (method: 'GET' | 'PATCH', url: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const listed = async (productId: number) =>
    (await t.app.inject({ url: `/api/v1/product_feedbacks?product_id=${productId}` })).json().data.map((f: { id: number }) => f.id);

  it('holds a review until staff approve it, then shows it and its rating; hiding takes it away', async () => {
    const productId = fx.outletMask.id;
    const sent = await post('/api/v1/products/feedbacks', review({ product_id: productId, rating: 2, name: 'Чекає' }));
    const id = sent.json().data.feedback.id as number;
    expect(await listed(productId)).not.toContain(id);
    const ratingBefore = (await t.app.inject({ url: `/api/v1/products?ids=${productId}` })).json().data[0].rating;

    const { accessToken: staff } = await signIn(t, 'staff@demo.procosmetics.ua');
    const queue = await staffCall('GET', '/v1/staff/feedbacks?per_page=100', staff);
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data).toEqual(expect.arrayContaining([expect.objectContaining({ id, name: 'Чекає', approved: false, moderatedAt: null, productId })]));

    const approved = await staffCall('PATCH', `/v1/staff/feedbacks/${id}`, staff, { approved: true });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ id, approved: true });
    expect(await listed(productId)).toContain(id);
    const ratingAfter = (await t.app.inject({ url: `/api/v1/products?ids=${productId}` })).json().data[0].rating;
    expect(ratingAfter.count).toBe(ratingBefore.count + 1);
    const decided = (await staffCall('GET', '/v1/staff/feedbacks?status=approved&per_page=100', staff)).json().data;
    expect(decided.map((f: { id: number }) => f.id)).toContain(id);
    expect((await staffCall('GET', '/v1/staff/feedbacks?per_page=100', staff)).json().data.map((f: { id: number }) => f.id)).not.toContain(id);

    expect((await staffCall('PATCH', `/v1/staff/feedbacks/${id}`, staff, { approved: false })).statusCode).toBe(200);
    expect(await listed(productId)).not.toContain(id);
    expect((await staffCall('GET', '/v1/staff/feedbacks?status=hidden', staff)).json().data.map((f: { id: number }) => f.id)).toContain(id);
  });

  it('is for staff only: 401 for guests, 403 for every other user, 404 and 422 for bad calls', async () => {
    const sent = await post('/api/v1/products/feedbacks', review());
    const id = sent.json().data.feedback.id as number;
    expect((await staffCall('GET', '/v1/staff/feedbacks', null)).statusCode).toBe(401);
    expect((await staffCall('PATCH', `/v1/staff/feedbacks/${id}`, null, { approved: true })).statusCode).toBe(401);
    for (const who of ['regular', 'professional', 'distributor', 'manager', 'authorised']) {
      const { accessToken } = await signIn(t, `${who}@demo.procosmetics.ua`);
      expect((await staffCall('GET', '/v1/staff/feedbacks', accessToken)).statusCode).toBe(403);
      expect((await staffCall('PATCH', `/v1/staff/feedbacks/${id}`, accessToken, { approved: true })).statusCode).toBe(403);
    }
    const [row] = await t.deps.database.db.select().from(productFeedbacks).where(eq(productFeedbacks.id, id));
    expect(row.approved).toBe(false);

    const { accessToken: staff } = await signIn(t, 'staff@demo.procosmetics.ua');
    expect((await staffCall('PATCH', '/v1/staff/feedbacks/999999', staff, { approved: true })).statusCode).toBe(404);
    expect((await staffCall('PATCH', `/v1/staff/feedbacks/${id}`, staff, { approved: 'yes' })).statusCode).toBe(422);
    expect((await staffCall('GET', '/v1/staff/feedbacks?status=spam', staff)).statusCode).toBe(400);
  });

  it('publishes at once when the shop is set to', async () => {
    t.deps.config.reviewsPublishAtOnce = true;
    try {
      const res = await post('/api/v1/products/feedbacks', review({ product_id: fx.roseCream.id }));
      expect(res.json().data).toMatchObject({ approved: true, message: 'Спасибо за отзыв!' });
      expect(await listed(fx.roseCream.id)).toContain(res.json().data.feedback.id);
    } finally {
      t.deps.config.reviewsPublishAtOnce = false;
    }
  });

  it('limits posting per account, and per e-mail for guests, whatever the address', async () => {
    const { accessToken } = await signIn(t, 'regular@demo.procosmetics.ua');
    for (let i = 0; i < 10; i++) expect((await post('/api/v1/products/feedbacks', review(), { token: accessToken })).statusCode).toBe(201);
    expect((await post('/api/v1/products/feedbacks', review(), { token: accessToken })).statusCode).toBe(429);

    const email = `guest-${run.replace('.', '-')}@example.com`;
    for (let i = 0; i < 10; i++) expect((await post('/api/v1/products/feedbacks', review({ email }))).statusCode).toBe(201);
    expect((await post('/api/v1/products/feedbacks', review({ email: email.toUpperCase() }))).statusCode).toBe(429);
  });
});
