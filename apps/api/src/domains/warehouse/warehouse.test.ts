import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { PASSWORD, bearer, registerUser, signIn } from '../auth/auth.test-support.ts';
import { applyOrderEvent } from '../orders/order-transitions.ts';
import { insertOrder, variantsInStock } from '../orders/orders.test-support.ts';
import { updateUser } from '../users/users.public.ts';
import { moveDeliveredOrder } from './warehouse.public.ts';

let t: TestApp;
type Account = { id: number; token: string };
/** Two distributors of this file alone, so their warehouses hold exactly what the tests put there. */
let a: Account;
let b: Account;
const tokens: Record<'regular' | 'professional' | 'manager' | 'distributor', string> = {} as never;
let variants: Array<{ id: number }>;

async function distributor(): Promise<Account> {
  const user = await registerUser(t);
  await updateUser(t.deps.database.db, user.id, { userType: 'distributor' });
  return { id: user.id, token: (await signIn(t, user.email, PASSWORD)).accessToken };
}

beforeAll(async () => {
  t = await createTestApp({ products: 6 });
  a = await distributor();
  b = await distributor();
  for (const who of ['regular', 'professional', 'manager', 'distributor'] as const) tokens[who] = (await signIn(t, `${who}@demo.procosmetics.ua`)).accessToken;
  variants = await variantsInStock(t.deps, 3);
});
afterAll(() => t?.close());

const get = (token: string | null, url: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
const post = (token: string, url: string, payload: unknown, lang = 'ru') =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { ...bearer(token), 'x-localization': lang } });
const held = async (account: Account, variantId: number) => {
  const res = await get(account.token, '/api/v1/remainings?per_page=100');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.find((row: { product_price_id: number }) => row.product_price_id === variantId)?.quantity ?? 0;
};
const deliver = (orderId: number) => t.deps.database.db.transaction((tx) => applyOrderEvent(tx, orderId, 'deliver', { actor: 'staff:1' }));

describe('moves from delivered orders', () => {
  it('turns a distributor’s delivered order into exactly one move, and a replay adds nothing', async () => {
    const [v1, v2] = variants;
    const orderId = await insertOrder(t.deps, {
      owner: { userId: a.id },
      status: 'shipped',
      paymentMethod: 'cash',
      lines: [
        { productPriceId: v1.id, count: 3, price: 120 },
        { productPriceId: v2.id, count: 2, price: 80 },
      ],
    });
    expect(await deliver(orderId)).not.toBeNull();
    expect(await deliver(orderId)).toBeNull();
    expect(await t.deps.database.db.transaction((tx) => moveDeliveredOrder(tx, orderId))).toBeNull();

    const list = await get(a.token, '/api/v1/documents?type=moving');
    expect(list.statusCode, list.body).toBe(200);
    const moves = list.json().data.filter((doc: { source: string }) => doc.source === 'order');
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ type: 'moving', total: 520, lines_count: 2 });
    expect(moves[0].number).toMatch(/^П-\d{6}$/);
    expect(moves[0].order_number).toBeTruthy();
    expect(await held(a, v1.id)).toBe(3);
    expect(await held(a, v2.id)).toBe(2);

    const detail = await get(a.token, `/api/v1/documents/${moves[0].id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.lines.map((l: { count: number; price: number }) => [l.count, l.price])).toEqual([
      [3, 120],
      [2, 80],
    ]);
  });

  it('leaves a regular shopper’s delivered order out of every warehouse', async () => {
    const regular = await registerUser(t);
    const orderId = await insertOrder(t.deps, { owner: { userId: regular.id }, status: 'shipped', paymentMethod: 'cash', lines: [{ productPriceId: variants[0].id, count: 1 }] });
    expect(await deliver(orderId)).not.toBeNull();
    const [row] = (await t.deps.database.named<{ n: number }>({ name: 'test_moves_of_order', text: 'select count(*)::int as n from warehouse_moves where order_id = $1' }, [orderId]));
    expect(row.n).toBe(0);
  });
});

describe('manual moves and sales', () => {
  it('records a manual move that adds to the leftovers', async () => {
    const v3 = variants[2];
    const res = await post(a.token, '/api/v1/documents/moves', { comment: 'Від постачальника', lines: [{ product_price_id: v3.id, count: 5, price: 99.5 }] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ type: 'moving', source: 'manual', total: 497.5, comment: 'Від постачальника' });
    expect(await held(a, v3.id)).toBe(5);
  });

  it('records a sale that lowers the leftovers, and refuses one that asks for more than is held, naming it', async () => {
    const v1 = variants[0];
    const sale = await post(a.token, '/api/v1/documents/sales', { customer_name: 'Салон «Орхідея»', customer_phone: '+380671112233', lines: [{ product_price_id: v1.id, count: 2, price: 150 }] });
    expect(sale.statusCode, sale.body).toBe(201);
    expect(sale.json().data).toMatchObject({ type: 'invoice', customer_name: 'Салон «Орхідея»', total: 300 });
    expect(sale.json().data.number).toMatch(/^ВН-\d{6}$/);
    expect(await held(a, v1.id)).toBe(1);

    const short = await post(a.token, '/api/v1/documents/sales', { customer_name: 'Марія', lines: [{ product_price_id: v1.id, count: 4, price: 150 }] }, 'ua');
    expect(short.statusCode, short.body).toBe(422);
    expect(short.json().errors['lines.0.count'][0]).toMatch(/Недостатньо «.+» на складі: є 1, потрібно 4/);
    expect(await held(a, v1.id)).toBe(1);

    const nothing = await post(b.token, '/api/v1/documents/sales', { customer_name: 'Марія', lines: [{ product_price_id: v1.id, count: 1, price: 150 }] });
    expect(nothing.statusCode, nothing.body).toBe(422);
  });

  it('answers 422 per field for a bad form', async () => {
    const res = await post(a.token, '/api/v1/documents/sales', { customer_name: '', customer_phone: '123', lines: [] });
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['customer_name', 'customer_phone', 'lines']));
    const unknown = await post(a.token, '/api/v1/documents/moves', { lines: [{ product_price_id: 2_000_000_000, count: 1, price: 1 }] });
    expect(unknown.statusCode, unknown.body).toBe(422);
    expect(unknown.json().errors['lines.0.product_price_id']).toBeTruthy();
  });

  it('never sells below zero under concurrent sales', async () => {
    const v2 = variants[1];
    const c = await distributor();
    expect((await post(c.token, '/api/v1/documents/moves', { lines: [{ product_price_id: v2.id, count: 5, price: 10 }] })).statusCode).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post(c.token, '/api/v1/documents/sales', { customer_name: `Клієнт ${i}`, lines: [{ product_price_id: v2.id, count: 1, price: 20 }] })),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((res) => res.statusCode === 422)).toHaveLength(3);
    expect(await held(c, v2.id)).toBe(0);
    const sales = await get(c.token, '/api/v1/documents?type=invoice&perPage=3');
    expect(sales.json().meta.total).toBe(5);
    expect(sales.json().data).toHaveLength(3);
    expect(sales.json().links.next).toContain('page=2');
  });
});

describe('the document’s Excel file', () => {
  it('downloads a real .xlsx with the document’s lines', async () => {
    const list = await get(a.token, '/api/v1/documents?type=invoice');
    const id = list.json().data[0].id;
    const res = await get(a.token, `/api/v1/documents/${id}/excel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const values = sheet.getSheetValues().flat().map(String);
    expect(values.some((v) => v.includes('Расходная накладная'))).toBe(true);
    expect(values).toContain('300');
  });
});

describe('who may see a warehouse', () => {
  it('answers 404 for another distributor’s documents and lists only one’s own', async () => {
    const list = await get(a.token, '/api/v1/documents?type=moving');
    const id = list.json().data[0].id;
    expect((await get(b.token, `/api/v1/documents/${id}`)).statusCode).toBe(404);
    expect((await get(b.token, `/api/v1/documents/${id}/excel`)).statusCode).toBe(404);
    expect((await get(b.token, '/api/v1/documents?type=moving')).json().data).toEqual([]);
    expect((await get(b.token, '/api/v1/remainings')).json().data).toEqual([]);
    // The picker shows the catalogue to both, but each sees only what it holds itself.
    const article = (await get(a.token, '/api/v1/remainings')).json().data[0].article;
    const mine = (await get(a.token, `/api/v1/remainings/variants?search=${encodeURIComponent(article)}`)).json().data;
    const theirs = (await get(b.token, `/api/v1/remainings/variants?search=${encodeURIComponent(article)}`)).json().data;
    expect(mine[0].quantity).toBeGreaterThan(0);
    expect(theirs[0]).toMatchObject({ article, quantity: 0 });
  });

  it('refuses regular and professional accounts and guests', async () => {
    for (const url of ['/api/v1/documents', '/api/v1/remainings', '/api/v1/remainings/variants?search=a', '/api/v1/documents/1', '/api/v1/documents/1/excel']) {
      expect((await get(tokens.regular, url)).statusCode, url).toBe(403);
      expect((await get(tokens.professional, url)).statusCode, url).toBe(403);
      expect((await get(null, url)).statusCode, url).toBe(401);
    }
    expect((await post(tokens.professional, '/api/v1/documents/sales', { customer_name: 'x', lines: [{ product_price_id: variants[0].id, count: 1, price: 1 }] })).statusCode).toBe(403);
    expect((await post(tokens.regular, '/api/v1/documents/moves', { lines: [{ product_price_id: variants[0].id, count: 1, price: 1 }] })).statusCode).toBe(403);
  });

  it('lets a manager work in its distributor’s warehouse', async () => {
    const own = await get(tokens.distributor, '/api/v1/documents?type=invoice');
    const managers = await get(tokens.manager, '/api/v1/documents?type=invoice');
    expect(managers.statusCode, managers.body).toBe(200);
    // The demo seed gives the demo distributor sales of the last 90 days and moves from its delivered orders.
    expect(own.json().meta.total).toBeGreaterThan(10);
    expect(managers.json().meta.total).toBe(own.json().meta.total);
    const moves = (await get(tokens.manager, '/api/v1/documents?type=moving')).json().data;
    expect(moves.filter((doc: { source: string }) => doc.source === 'order')).toHaveLength(2);
    const held = (await get(tokens.manager, '/api/v1/remainings')).json();
    expect(held.data.every((row: { quantity: number }) => row.quantity > 0)).toBe(true);
    expect(held.meta.total).toBeGreaterThan(0);
  });
});
