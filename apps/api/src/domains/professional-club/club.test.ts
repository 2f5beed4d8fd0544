import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, registerUser, signIn } from '../auth/auth.test-support.ts';
import { pdfText } from '../payments/pdf-text.test-support.ts';
import { insertOrder, variantsInStock } from '../orders/orders.test-support.ts';
import { updateUser } from '../users/users.public.ts';
import { renderPricesPdf } from './client-prices-pdf.ts';
import { inflatePdf } from './club.test-support.ts';
import { makePricesToken } from './prices-link.ts';

let t: TestApp;
/** A professional of this file alone with two clients; a second professional with one client. */
let pro: { id: number; token: string };
let other: { id: number; token: string };
let clients: { anna: number; bohdan: number; foreign: number };
const tokens: Record<'regular' | 'distributor' | 'manager' | 'authorised', string> = {} as never;
let variants: Array<{ id: number; productId: number; retail: number }>;

async function professional(code: string) {
  const user = await registerUser(t);
  await updateUser(t.deps.database.db, user.id, { userType: 'professional', code });
  return { id: user.id, token: (await signIn(t, user.email, user.password)).accessToken };
}

async function client(code: string, name: string, secondName: string) {
  const user = await registerUser(t);
  await updateUser(t.deps.database.db, user.id, { assignedCode: code, name, secondName });
  return user.id;
}

beforeAll(async () => {
  t = await createTestApp({ products: 6 });
  for (const who of Object.keys({ regular: 0, distributor: 0, manager: 0, authorised: 0 }) as (keyof typeof tokens)[]) {
    tokens[who] = (await signIn(t, `${who}@demo.procosmetics.ua`)).accessToken;
  }
  pro = await professional('PRO-CLUB-TEST1');
  other = await professional('PRO-CLUB-TEST2');
  clients = {
    anna: await client('PRO-CLUB-TEST1', 'Анна', 'Литвин'),
    bohdan: await client('PRO-CLUB-TEST1', 'Богдан', 'Мороз'),
    foreign: await client('PRO-CLUB-TEST2', 'Віра', 'Гончар'),
  };
  variants = await variantsInStock(t.deps, 3);
  await insertOrder(t.deps, { owner: { userId: clients.anna }, lines: [{ productPriceId: variants[0].id, count: 2, price: 150 }], createdAt: new Date('2026-10-01T10:00:00Z') });
  await insertOrder(t.deps, { owner: { userId: clients.anna }, lines: [{ productPriceId: variants[1].id, count: 1, price: 300 }], status: 'cancelled' });
  await insertOrder(t.deps, { owner: { userId: clients.foreign }, lines: [{ productPriceId: variants[2].id, count: 1, price: 99 }] });
});
afterAll(() => t?.close());

const get = (token: string | null, url: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
const post = (token: string | null, url: string, payload: unknown, lang = 'ru') =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { ...(token ? bearer(token) : {}), 'x-localization': lang } });

describe('the client list', () => {
  it('lists only the users linked to the caller’s code, with their orders summed', async () => {
    const res = await get(pro.token, '/api/v1/user/clients');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { data, meta } = res.json();
    expect(meta.total).toBe(2);
    expect(data.map((c: { id: number }) => c.id)).toEqual([clients.anna, clients.bohdan]);
    expect(data[0]).toMatchObject({ name: 'Анна', second_name: 'Литвин', orders_count: 2, orders_total: 300 });
    expect(data[1]).toMatchObject({ orders_count: 0, orders_total: 0, last_order_at: null });
  });

  it('searches by name, e-mail or phone and pages', async () => {
    const byName = (await get(pro.token, `/api/v1/user/clients?search=${encodeURIComponent('мороз')}`)).json();
    expect(byName.data.map((c: { id: number }) => c.id)).toEqual([clients.bohdan]);
    const anna = byName.data.length ? (await get(pro.token, `/api/v1/user/clients/${clients.anna}`)).json().data : null;
    const byPhone = (await get(pro.token, `/api/v1/user/clients?search=${encodeURIComponent(anna.phone.slice(-7))}`)).json();
    expect(byPhone.data.map((c: { id: number }) => c.id)).toEqual([clients.anna]);
    const byEmail = (await get(pro.token, `/api/v1/user/clients?search=${encodeURIComponent(anna.email)}`)).json();
    expect(byEmail.data.map((c: { id: number }) => c.id)).toEqual([clients.anna]);
    expect((await get(pro.token, '/api/v1/user/clients?search=%25')).json().meta.total).toBe(0);
    const paged = (await get(pro.token, '/api/v1/user/clients?perPage=1&page=2')).json();
    expect(paged.meta).toEqual({ current_page: 2, last_page: 2, per_page: 1, total: 2 });
    expect(paged.data.map((c: { id: number }) => c.id)).toEqual([clients.bohdan]);
    // Another professional's client is never found by any search.
    expect((await get(pro.token, `/api/v1/user/clients?search=${encodeURIComponent('Гончар')}`)).json().meta.total).toBe(0);
  });

  it('opens one client and its orders, and answers 404 for another professional’s client', async () => {
    const one = await get(pro.token, `/api/v1/user/clients/${clients.anna}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.id).toBe(clients.anna);
    const orders = await get(pro.token, `/api/v1/user/clients/${clients.anna}/orders?perPage=10`);
    expect(orders.statusCode, orders.body).toBe(200);
    const list = orders.json();
    expect(list.meta.total).toBe(2);
    expect(list.data.map((o: { status: string }) => o.status).sort()).toEqual(['cancelled', 'new']);
    const placed = list.data.find((o: { status: string }) => o.status === 'new');
    expect(placed).toMatchObject({ total: 300, can_pay: false, can_cancel: false, can_invoice: false });
    expect(placed.products[0]).toMatchObject({ count: 2, price: 150, total: 300 });

    for (const url of [`/api/v1/user/clients/${clients.foreign}`, `/api/v1/user/clients/${clients.foreign}/orders`, `/api/v1/user/clients/${other.id}`, '/api/v1/user/clients/2147483647']) {
      const res = await get(pro.token, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Клиент не найден');
    }
    expect((await get(other.token, `/api/v1/user/clients/${clients.foreign}/orders`)).json().meta.total).toBe(1);
  });

  it('shows the demo professional its seeded clients, the demo authorised account among them, with orders', async () => {
    const token = (await signIn(t, 'professional@demo.procosmetics.ua')).accessToken;
    const { data, meta } = (await get(token, '/api/v1/user/clients')).json();
    expect(meta.total).toBe(5);
    expect(data.map((c: { email: string }) => c.email)).toContain('authorised@demo.procosmetics.ua');
    const busy = data.find((c: { second_name: string }) => c.second_name === 'Бойко');
    expect(busy.orders_count).toBe(3);
    const history = (await get(token, `/api/v1/user/clients/${busy.id}/orders`)).json();
    expect(history.data.map((o: { status: string }) => o.status)).toEqual(['confirmed', 'delivered', 'delivered']);
  });

  it('lets distributors in, and refuses guests (401), regular, authorised users and managers (403)', async () => {
    const distributor = await get(tokens.distributor, '/api/v1/user/clients');
    expect(distributor.statusCode).toBe(200);
    expect(distributor.json().data).toEqual([]);
    expect((await get(null, '/api/v1/user/clients')).statusCode).toBe(401);
    for (const who of ['regular', 'authorised', 'manager'] as const) {
      expect((await get(tokens[who], '/api/v1/user/clients')).statusCode, who).toBe(403);
      expect((await get(tokens[who], `/api/v1/user/clients/${clients.anna}/orders`)).statusCode, who).toBe(403);
    }
  });
});

describe('client prices', () => {
  const chosen = () => [
    { id: variants[0].productId, value: variants[0].id, count: 3 },
    { id: variants[1].productId, value: variants[1].id, count: 1 },
  ];

  it('answers a path to prices.pdf at the server’s client prices, in the asked language', async () => {
    const res = await post(pro.token, '/api/v1/client_prices/download', { products: chosen() }, 'ua');
    expect(res.statusCode, res.body).toBe(200);
    const { path, file_name } = res.json().data;
    expect(file_name).toBe('prices.pdf');
    expect(path).toMatch(/^\/api\/v1\/client_prices\/file\?token=/);
    const file = await t.app.inject({ url: path, headers: { ...bearer(pro.token), 'x-localization': 'ua' } });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="prices.pdf"');
    const text = pdfText(inflatePdf(file.rawPayload));
    expect(text).toContain('ProCosmetics');
    expect(text).toContain('Ціни для клієнтів');
    expect(text).toContain('Об’єм');
    expect(text).toContain('PRO-CLUB-TEST1');
    const [rows] = await Promise.all([
      t.deps.database.named<{ title: string; client: number; article: string }>(
        {
          name: 'test_club_prices',
          text: 'select p.title_uk as title, pp.client_price as client, pp.article from product_prices pp join products p on p.id = pp.product_id where pp.id = $1',
        },
        [variants[0].id],
      ),
    ]);
    expect(text).toContain(rows[0].article);
    const unit = (rows[0].client / 100).toFixed(2).replace('.', ',');
    expect(text.replace(/\u00a0/g, ' ')).toContain(unit.replace(/\B(?=(\d{3})+(?!\d))/g, ' '));
  });

  it('opens the file for its owner only: another professional, a guest or an altered path get nothing', async () => {
    const { path } = (await post(pro.token, '/api/v1/client_prices/download', { products: chosen() })).json().data;
    expect((await get(other.token, path)).statusCode).toBe(404);
    expect((await get(tokens.distributor, path)).statusCode).toBe(404);
    expect((await get(null, path)).statusCode).toBe(401);
    expect((await get(tokens.regular, path)).statusCode).toBe(403);
    const tampered = path.replace(/token=(.)/, (_m: string, c: string) => `token=${c === 'A' ? 'B' : 'A'}`);
    expect((await get(pro.token, tampered)).statusCode).toBe(404);
    const expired = makePricesToken(t.deps.config, { owner: pro.id, expires: Math.floor(Date.now() / 1000) - 1, lines: [[variants[0].productId, variants[0].id, 1]] });
    expect((await get(pro.token, `/api/v1/client_prices/file?token=${expired}`)).statusCode).toBe(404);
  });

  it('refuses a variant of another product or a bad count with per-field messages, and other roles', async () => {
    const res = await post(pro.token, '/api/v1/client_prices/download', {
      products: [{ id: variants[1].productId === variants[0].productId ? 2_000_000 : variants[1].productId, value: variants[0].id, count: 1 }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['products.0.value']).toEqual(['Товар не найден или больше не продаётся']);
    const ua = await post(pro.token, '/api/v1/client_prices/download', { products: [{ id: variants[0].productId, value: variants[0].id, count: 0 }] }, 'ua');
    expect(ua.statusCode).toBe(422);
    expect(Object.keys(ua.json().errors)).toEqual(['products.0.count']);
    expect((await post(pro.token, '/api/v1/client_prices/download', { products: [] })).statusCode).toBe(422);
    expect((await post(null, '/api/v1/client_prices/download', { products: chosen() })).statusCode).toBe(401);
    expect((await post(tokens.authorised, '/api/v1/client_prices/download', { products: chosen() })).statusCode).toBe(403);
    expect((await post(tokens.distributor, '/api/v1/client_prices/download', { products: chosen() })).statusCode).toBe(200);
  });

  it('keeps every letter in the text of a file made after another one in the same process', async () => {
    const line = (title: string) => ({ title, value: '150 мл', article: 'KP-10027-150', count: 1, price: 24_000 });
    await renderPricesPdf({ lang: 'ru', kind: 'client', date: new Date(), preparedBy: 'Наталия Коваленко', lines: [line('Альгинатная маска')] }, { compress: false });
    const second = pdfText(
      await renderPricesPdf({ lang: 'ru', kind: 'professional', date: new Date(), preparedBy: 'Андрій Бондаренко, DIS-3WP8-NCV6A', lines: [line('Тоник Bright Tone')] }, { compress: false }),
    );
    expect(second).toContain('Профессиональные цены');
    expect(second).toContain('Тоник Bright Tone');
    expect(second).toContain('DIS-3WP8-NCV6A');
  });

  it('renders many lines onto further pages in Russian', async () => {
    const lines = Array.from({ length: 80 }, (_, i) => ({ title: `Крем ${i}`, value: '50 мл', article: `A-${i}`, count: 1, price: 12_345 }));
    const text = pdfText(await renderPricesPdf({ lang: 'ru', kind: 'client', date: new Date('2026-11-01T10:00:00Z'), preparedBy: 'Наталия', lines }, { compress: false }));
    expect(text).toContain('Цены для клиентов');
    expect(text).toContain('Крем 79');
    expect(text.replace(/\u00a0/g, ' ')).toContain('Итого: 9 876,00 грн');
  });
});

describe('the prices popup’s rows', () => {
  const stored = async (variantId: number) =>
    (
      await t.deps.database.named<{ retail: number; professional: number; distributor: number; client: number; article: string; title: string }>(
        {
          name: 'test_club_price_row',
          text: 'select pp.retail_price as retail, pp.professional_price as professional, pp.distributor_price as distributor, pp.client_price as client, pp.article, p.title_ru as title from product_prices pp join products p on p.id = pp.product_id where pp.id = $1',
        },
        [variantId],
      )
    )[0];

  it('gives a professional its own price after its discount and the client price, without articles', async () => {
    const discounted = await registerUser(t);
    await updateUser(t.deps.database.db, discounted.id, { userType: 'professional', code: 'PRO-CLUB-TEST3', individualDiscount: 10 });
    const token = (await signIn(t, discounted.email, discounted.password)).accessToken;
    const res = await get(token, `/api/v1/client_prices?variants=${variants[0].id},${variants[1].id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const answer = res.json();
    expect(answer.kind).toBe('client');
    expect(answer.data).toHaveLength(2);
    const row = answer.data.find((r: { value: number }) => r.value === variants[0].id);
    const prices = await stored(variants[0].id);
    expect(row).toEqual({
      id: variants[0].productId,
      value: variants[0].id,
      title: prices.title,
      volume: expect.any(String),
      article: null,
      retail: Math.round(prices.retail / 100),
      own: Math.round(Math.round((prices.professional * 90) / 100) / 100),
      listed: Math.round(prices.client / 100),
    });
  });

  it('searches by title or article and pages by ten', async () => {
    const prices = await stored(variants[2].id);
    const byArticle = (await get(pro.token, `/api/v1/client_prices?search=${encodeURIComponent(prices.article)}`)).json();
    expect(byArticle.data.map((r: { value: number }) => r.value)).toContain(variants[2].id);
    const word = prices.title.split(/\s+/)[0];
    const byTitle = (await get(pro.token, `/api/v1/client_prices?search=${encodeURIComponent(word.toUpperCase())}`)).json();
    expect(byTitle.data.length).toBeGreaterThan(0);
    const all = (await get(pro.token, '/api/v1/client_prices')).json();
    expect(all.meta.per_page).toBe(10);
    expect(all.data.length).toBe(Math.min(10, all.meta.total));
    expect((await get(pro.token, '/api/v1/client_prices?search=%25%25nothing-like-it')).json()).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('gives a distributor and its manager the professional price to hand out, with articles, and a file titled so', async () => {
    for (const who of ['distributor', 'manager'] as const) {
      const res = await get(tokens[who], `/api/v1/client_prices?variants=${variants[0].id}`);
      expect(res.statusCode, who).toBe(200);
      const prices = await stored(variants[0].id);
      expect(res.json().kind).toBe('professional');
      expect(res.json().data[0]).toMatchObject({ article: prices.article, own: Math.round(prices.distributor / 100), listed: Math.round(prices.professional / 100) });
    }
    const made = await post(tokens.manager, '/api/v1/client_prices/download', { products: [{ id: variants[0].productId, value: variants[0].id, count: 2 }] });
    expect(made.statusCode, made.body).toBe(200);
    const file = await t.app.inject({ url: made.json().data.path, headers: bearer(tokens.manager) });
    expect(file.statusCode).toBe(200);
    const text = pdfText(inflatePdf(file.rawPayload)).replace(/\u00a0/g, ' ');
    expect(text).toContain('Профессиональные цены');
    expect(text).not.toContain('Цены для клиентов');
    const prices = await stored(variants[0].id);
    expect(text).toContain((prices.professional / 100).toFixed(2).replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/g, ' '));
    // The manager's own path is not the distributor's.
    expect((await get(tokens.distributor, made.json().data.path)).statusCode).toBe(404);
  });

  it('refuses guests (401) and regular, noid and authorised users (403), and a bad query (422)', async () => {
    expect((await get(null, '/api/v1/client_prices')).statusCode).toBe(401);
    const noid = (await signIn(t, 'noid@demo.procosmetics.ua')).accessToken;
    for (const [who, token] of [['regular', tokens.regular], ['authorised', tokens.authorised], ['noid', noid]] as const) {
      expect((await get(token, '/api/v1/client_prices')).statusCode, who).toBe(403);
    }
    for (const query of ['variants=abc', 'variants=1,,2', `search=${'а'.repeat(101)}`, 'page=0', 'variants=99999999999']) {
      const res = await get(pro.token, `/api/v1/client_prices?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json().errors ?? {}).length, query).toBeGreaterThan(0);
    }
  });
});
