import ExcelJS from 'exceljs';
import { kyivToday, shiftDay } from '@shop/contracts/distributor-report';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { PASSWORD, bearer, registerUser, signIn, waitForLetter } from '../auth/auth.test-support.ts';
import { updateUser } from '../users/users.public.ts';
import { addLeftover, addSale, catalogueVariants, type Variant } from './distributor-reports.test-support.ts';

let t: TestApp;
const tokens: Record<'distributor' | 'manager' | 'regular' | 'professional' | 'staff', string> = {} as never;
/** A distributor of this file alone, whose storage holds exactly the rows below. */
let own: { id: number; email: string; token: string };
let variants: Variant[];
let saleId: number;
const today = kyivToday();
const day = (back: number) => shiftDay(today, -back);

beforeAll(async () => {
  t = await createTestApp({ products: 6 });
  for (const who of Object.keys({ distributor: 0, manager: 0, regular: 0, professional: 0, staff: 0 }) as (keyof typeof tokens)[]) {
    tokens[who] = (await signIn(t, `${who}@demo.procosmetics.ua`)).accessToken;
  }
  const user = await registerUser(t);
  await updateUser(t.deps.database.db, user.id, { userType: 'distributor' });
  own = { id: user.id, email: user.email, token: (await signIn(t, user.email, PASSWORD)).accessToken };
  variants = await catalogueVariants(t, 3);
  const [a, b, c] = variants;
  await addLeftover(t, own.id, a.id, 10);
  await addLeftover(t, own.id, b.id, 4);
  await addLeftover(t, own.id, c.id, 0);
  // Two days of sales in the period, one sale before it.
  saleId = await addSale(t, own.id, day(2), 'Салон «Орхідея»', [
    { variantId: a.id, count: 2, unitPrice: 10_050 },
    { variantId: b.id, count: 1, unitPrice: 30_000 },
  ]);
  await addSale(t, own.id, day(1), 'Марія', [{ variantId: a.id, count: 3, unitPrice: 10_000 }]);
  await addSale(t, own.id, day(40), 'Давно', [{ variantId: c.id, count: 5, unitPrice: 1_000 }]);
});
afterAll(() => t?.close());

const get = (token: string | null, url: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
const period = `from=${day(6)}&to=${today}`;

describe('the storage report', () => {
  it('sums the sales of the period by day, brand and product, with today’s stock', async () => {
    const res = await get(own.token, `/api/v1/remainings/report?${period}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { data } = res.json();
    const [a, b] = variants;
    expect(data.totals).toEqual({ count: 6, sum: 801, stock_units: 14 });
    expect(data.days).toHaveLength(7);
    expect(data.days.find((d: { day: string }) => d.day === day(2))).toEqual({ day: day(2), count: 3, sum: 501 });
    expect(data.days.find((d: { day: string }) => d.day === day(1))).toEqual({ day: day(1), count: 3, sum: 300 });
    expect(data.days.filter((d: { count: number }) => d.count === 0)).toHaveLength(5);
    const brandSum = data.brands.reduce((sum: number, brand: { sum: number }) => sum + brand.sum, 0);
    expect(brandSum).toBeCloseTo(801, 2);
    const rowOf = (id: number) => data.products.find((p: { product_price_id: number }) => p.product_price_id === id);
    expect(rowOf(a.id)).toMatchObject({ article: a.article, sold_count: 5, sold_sum: 501, quantity: 10 });
    expect(rowOf(b.id)).toMatchObject({ article: b.article, sold_count: 1, sold_sum: 300, quantity: 4 });
    // Neither sold in the period nor held: not a row of the report.
    expect(rowOf(variants[2].id)).toBeUndefined();
    expect(data.products_count).toBe(2);
  });

  it('shows a new sale in the very next report, though reports are cached', async () => {
    const other = await registerUser(t);
    await updateUser(t.deps.database.db, other.id, { userType: 'distributor' });
    const token = (await signIn(t, other.email, PASSWORD)).accessToken;
    const first = (await get(token, `/api/v1/remainings/report?${period}`)).json().data;
    expect(first.totals).toEqual({ count: 0, sum: 0, stock_units: 0 });
    await addSale(t, other.id, today, 'Новий клієнт', [{ variantId: variants[0].id, count: 2, unitPrice: 5_000 }]);
    const next = (await get(token, `/api/v1/remainings/report?${period}`)).json().data;
    expect(next.totals).toEqual({ count: 2, sum: 100, stock_units: 0 });
    expect(next.days.at(-1)).toEqual({ day: today, count: 2, sum: 100 });
  });

  it('writes the same rows to its .xlsx, read back with exceljs', async () => {
    const res = await get(own.token, `/api/v1/remainings/report/excel?${period}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const [a, b] = variants;
    expect(rows.slice(2)).toEqual([
      [a.title, a.variant, a.article, a.brand, 5, 501, 10],
      [b.title, b.variant, b.article, b.brand, 1, 300, 4],
      ['Итого', '', '', '', 6, 801, 14],
    ]);
  });

  it('refuses a reversed or too long period field by field (422, in the asked language) and a malformed one (400)', async () => {
    const reversed = await t.app.inject({ url: `/api/v1/remainings/report?from=${today}&to=${day(3)}`, headers: { ...bearer(own.token), 'x-localization': 'ua' } });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.to).toEqual(['Дата початку не може бути пізніше дати закінчення']);
    const long = await get(own.token, `/api/v1/remainings/report?from=2020-01-01&to=${today}`);
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.from[0]).toContain('366');
    // A query that is no period at all is not the user's typing: 400, as every malformed query is.
    for (const bad of ['from=2026-02-30&to=2026-03-01', 'from=yesterday&to=2026-03-01', 'to=2026-03-01', '']) {
      expect((await get(own.token, `/api/v1/remainings/report?${bad}`)).statusCode, bad).toBe(400);
    }
  });
});

describe('the leftovers file and its letter', () => {
  it('downloads today’s leftovers as .xlsx whose rows are the stock held', async () => {
    const res = await get(own.token, '/api/v1/remainings/attachment');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="remainings.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const [a, b] = variants;
    expect(rows.slice(2)).toEqual(
      expect.arrayContaining([
        [a.title, a.variant, a.article, a.brand, 10],
        [b.title, b.variant, b.article, b.brand, 4],
      ]),
    );
    expect(rows.at(-1)).toEqual(['Итого', '', '', '', 14]);
  });

  it('mails a letter whose signed link opens the file without signing in, and limits letters', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/remainings/send-report', headers: bearer(own.token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ email: own.email });
    const [letter] = await waitForLetter(t, own.email);
    const link = /https?:\/\/\S+\/api\/v1\/remainings\/attachment\?\S+/.exec(letter.text)?.[0];
    expect(link).toBeDefined();
    const path = link!.slice(link!.indexOf('/api/'));
    const file = await get(null, path);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // Another distributor's id under the same key, a changed expiry or a bad key open nothing.
    expect((await get(null, path.replace(`distributor=${own.id}`, 'distributor=1'))).statusCode).toBe(404);
    expect((await get(null, path.replace(/expires=\d+/, 'expires=9999999999'))).statusCode).toBe(404);
    expect((await get(null, path.replace(/key=\w+/, 'key=x'))).statusCode).toBe(404);
    expect((await get(null, `/api/v1/remainings/attachment?distributor=${own.id}`)).statusCode).toBe(404);
    for (let i = 0; i < 2; i++) {
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/remainings/send-report', headers: bearer(own.token) })).statusCode).toBe(200);
    }
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/remainings/send-report', headers: bearer(own.token) });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('the sales document PDF', () => {
  it('prints the owner’s sales document in Cyrillic with its lines', async () => {
    const res = await get(own.token, `/api/v1/documents/${saleId}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toContain('DejaVuSans');
  });
});

describe('who reaches the reports', () => {
  it('keeps another distributor’s document out of reach (404) and the report to its owner', async () => {
    expect((await get(tokens.distributor, `/api/v1/documents/${saleId}/pdf`)).statusCode).toBe(404);
    expect((await get(tokens.manager, `/api/v1/documents/${saleId}/pdf`)).statusCode).toBe(404);
    expect((await get(own.token, '/api/v1/documents/2147483647/pdf')).statusCode).toBe(404);
    // The demo distributor's report holds none of this distributor's sales or stock.
    const theirs = (await get(tokens.distributor, `/api/v1/remainings/report?${period}`)).json().data;
    const mine = (await get(own.token, `/api/v1/remainings/report?${period}`)).json().data;
    for (const row of mine.products) {
      const same = theirs.products.find((p: { product_price_id: number }) => p.product_price_id === row.product_price_id);
      expect(same ? [same.sold_count, same.quantity] : null).not.toEqual([row.sold_count, row.quantity]);
    }
  });

  it('lets the manager read its distributor’s report as the distributor does', async () => {
    const asDistributor = await get(tokens.distributor, `/api/v1/remainings/report?${period}`);
    const asManager = await get(tokens.manager, `/api/v1/remainings/report?${period}`);
    expect(asManager.statusCode).toBe(200);
    expect(asManager.json()).toEqual(asDistributor.json());
  });

  it('refuses regular clients, professionals and staff (403) and guests (401) on every route', async () => {
    const routes: Array<[string, string]> = [
      ['GET', `/api/v1/remainings/report?${period}`],
      ['GET', `/api/v1/remainings/report/excel?${period}`],
      ['POST', '/api/v1/remainings/send-report'],
      ['GET', '/api/v1/remainings/attachment'],
      ['GET', `/api/v1/documents/${saleId}/pdf`],
    ];
    for (const [method, url] of routes) {
      for (const who of ['regular', 'professional', 'staff'] as const) {
        const res = await t.app.inject({ method: method as 'GET' | 'POST', url, headers: bearer(tokens[who]) });
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(403);
      }
      expect((await t.app.inject({ method: method as 'GET' | 'POST', url })).statusCode, `guest ${method} ${url}`).toBe(401);
    }
  });
});
