import JSZip from 'jszip';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_MEDIA_TYPE, IMPORT_MAX_BYTES, XLSX_MEDIA_TYPE } from '@shop/contracts/staff-catalogue-import';
import { currentCatalogVersion } from '../../core/catalog-version.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../auth/auth.test-support.ts';
import { demoEmail } from '../orders/orders.test-support.ts';
import { columnOf, csvRows } from './import-sheet.ts';
import { XLSX_MAX_UNPACKED_BYTES } from './unpacked-size.ts';

let t: TestApp;
let content: string;
type Variant = { id: number; article: string; quantity: number; retail_price: number; professional_price: number; client_price: number };
let variants: Variant[];

beforeAll(async () => {
  t = await createTestApp({ products: 5 });
  content = (await signIn(t, demoEmail('content'))).accessToken;
  variants = await current();
});
afterAll(() => t?.close());

async function current(): Promise<Variant[]> {
  const { rows } = await t.deps.database.db.execute<Variant>(
    sql`select id, article, quantity, retail_price, professional_price, client_price from product_prices order by id limit 4`,
  );
  return rows;
}
const auditCount = async () =>
  Number((await t.deps.database.db.execute<{ n: number }>(sql`select count(*)::int as n from staff_actions where action = 'catalogue.import'`)).rows[0].n);

function upload(body: Buffer | string, type = CSV_MEDIA_TYPE, lang = 'ru') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/staff/catalogue-import?file_name=prices.csv',
    headers: { 'content-type': type, 'x-localization': lang, ...bearer(content) },
    payload: body,
  });
}
const confirm = (token: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/staff/catalogue-import/${token}/confirm`, headers: { 'x-localization': 'ua', ...bearer(content) } });

async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Прайс');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('reading a price list', () => {
  it('recognises Russian, Ukrainian and English headers', () => {
    expect(columnOf('Артикул')).toBe('article');
    expect(columnOf('Розничная цена, грн')).toBe('retail_price');
    expect(columnOf('Роздрібна ціна')).toBe('retail_price');
    expect(columnOf('Цена проф.')).toBe('professional_price');
    expect(columnOf('Ціна дистриб’ютора')).toBe('distributor_price');
    expect(columnOf('Клієнтська ціна')).toBe('client_price');
    expect(columnOf('Залишок')).toBe('quantity');
    expect(columnOf('Кол-во')).toBe('quantity');
    expect(columnOf('Название товара')).toBeNull();
  });

  it('splits CSV with semicolons and quoted cells', () => {
    expect(csvRows('Артикул;Цена\r\n"A;1";"1 234,50"\n')).toEqual([
      ['Артикул', 'Цена'],
      ['A;1', '1 234,50'],
    ]);
  });
});

describe('price-and-stock import', () => {
  it('previews a file with one bad row, refuses to confirm it and changes nothing', async () => {
    const [a, b] = variants;
    const before = await current();
    const audits = await auditCount();
    const file = `Артикул;Розничная цена;Остаток\n${a.article};999,50;7\n${b.article};12;-3\nNO-SUCH-ARTICLE;10;1\n`;
    const res = await upload(file);
    expect(res.statusCode, res.body).toBe(201);
    const preview = res.json().data;
    expect(preview).toMatchObject({ rows_total: 3, rows_with_errors: 2, rows_changed: 1, can_confirm: false, columns: ['retail_price', 'quantity'] });
    const bad = preview.rows.filter((row: { errors: unknown[] }) => row.errors.length);
    expect(bad.map((row: { line: number }) => row.line)).toEqual([3, 4]);
    expect(bad[0].errors).toEqual([{ field: 'quantity', message: 'Остаток не может быть отрицательным' }]);
    expect(bad[1].errors[0].message).toContain('NO-SUCH-ARTICLE');

    const refused = await confirm(preview.token);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toContain('Нічого не змінено');
    expect(await current()).toEqual(before);
    expect(await auditCount()).toBe(audits);
    // Refused means refused: the preview stays unapplied, and asking again is refused again.
    expect((await confirm(preview.token)).statusCode).toBe(422);
  });

  it('applies a good .xlsx file in one go, bumps the catalogue version and writes one audit record', async () => {
    const [a, b] = await current();
    const version = await currentCatalogVersion(t.deps.cache);
    const file = await xlsx([
      ['Артикул', 'Назва', 'Роздрібна ціна', 'Ціна професійна', 'Залишок'],
      [a.article, 'перший', 1500.5, 1200, 40],
      [b.article, 'другий', '2 000', null, 0],
    ]);
    const res = await upload(file, XLSX_MEDIA_TYPE, 'ua');
    expect(res.statusCode, res.body).toBe(201);
    const preview = res.json().data;
    expect(preview).toMatchObject({ rows_total: 2, rows_with_errors: 0, can_confirm: true });
    expect(preview.rows[0].changes.retail_price).toEqual({ before: a.retail_price / 100, after: 1500.5 });
    // Nothing is written by the preview.
    expect((await current())[0]).toEqual(a);

    const audits = await auditCount();
    const applied = await confirm(preview.token);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data.rows_applied).toBe(2);
    const [a2, b2] = await current();
    expect(a2).toMatchObject({ retail_price: 150_050, professional_price: 120_000, quantity: 40, client_price: a.client_price });
    expect(b2).toMatchObject({ retail_price: 200_000, professional_price: b.professional_price, quantity: 0 });
    expect(await auditCount()).toBe(audits + 1);
    const { rows } = await t.deps.database.db.execute<{ before: unknown; after: unknown }>(
      sql`select before, after from staff_actions where action = 'catalogue.import' order by id desc limit 1`,
    );
    expect(rows[0]).toEqual({ before: { variants: 2, stock_units: a.quantity + b.quantity }, after: { variants: 2, stock_units: 40 } });
    expect(await currentCatalogVersion(t.deps.cache)).not.toBe(version);
    // A token applies once.
    expect((await confirm(preview.token)).statusCode).toBe(409);
  });

  it('refuses a preview whose stock changed since (a sale meanwhile) and changes nothing', async () => {
    const [a, b] = await current();
    const res = await upload(`Артикул,Остаток,Розничная цена\n${a.article},5,\n${b.article},6,77\n`);
    const { token } = res.json().data;
    await t.deps.database.db.execute(sql`update product_prices set quantity = quantity + 1 where id = ${b.id}`);
    const before = await current();
    const refused = await confirm(token);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toContain(b.article);
    expect(await current()).toEqual(before);
  });

  it('applies a token once when two confirmations race, and of two imports of one variant only the first', async () => {
    const [a] = await current();
    const first = (await upload(`Артикул;Остаток\n${a.article};${a.quantity + 10}\n`)).json().data.token;
    const second = (await upload(`Артикул;Остаток\n${a.article};${a.quantity + 20}\n`)).json().data.token;
    const audits = await auditCount();
    const answers = await Promise.all([confirm(first), confirm(first), confirm(second)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const won = answers.findIndex((r) => r.statusCode === 200);
    expect((await current())[0].quantity).toBe(a.quantity + (won === 2 ? 20 : 10));
    expect(await auditCount()).toBe(audits + 1);
  });

  it('answers 413 for a file over the limit, 422 for an unreadable one or one without articles, 415 for no file', async () => {
    const huge = await upload(Buffer.alloc(IMPORT_MAX_BYTES + 1, 0x41));
    expect(huge.statusCode).toBe(413);
    const broken = await upload(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 1)]), XLSX_MEDIA_TYPE);
    expect(broken.statusCode, broken.body).toBe(422);
    expect(broken.json().errors.file[0]).toContain('.xlsx');
    // A zip within the upload limit that unpacks far past what a price list does: refused before reading.
    const bomb = new JSZip();
    bomb.file('xl/worksheets/sheet1.xml', Buffer.alloc(XLSX_MAX_UNPACKED_BYTES + 1, 0x20));
    const packed = await bomb.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 1 } });
    expect(packed.length).toBeLessThan(IMPORT_MAX_BYTES);
    const unpacksTooFar = await upload(packed, XLSX_MEDIA_TYPE, 'ua');
    expect(unpacksTooFar.statusCode, unpacksTooFar.body).toBe(413);
    expect(unpacksTooFar.json().errors.file[0]).toContain('розпаковується');
    const noArticle = await upload('Название;Цена\nКрем;100\n');
    expect(noArticle.statusCode).toBe(422);
    expect(noArticle.json().message).toContain('Артикул');
    const empty = await upload('');
    expect([415, 422]).toContain(empty.statusCode);
    // A media type with its charset, and a CSV that Excel saved with a byte-order mark.
    const withCharset = await upload(`\uFEFFАртикул;Залишок\n${variants[0].article};3\n`, 'text/csv; charset=utf-8');
    expect(withCharset.statusCode, withCharset.body).toBe(201);
    expect(withCharset.json().data.columns).toEqual(['quantity']);
    // The back office sends the file as the `file` part of a multipart form.
    const boundary = '----price-list';
    const multipart = (file: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/catalogue-import',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(content) },
        payload: Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="прайс.csv"\r\nContent-Type: text/csv\r\n\r\n`),
          file,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
    const fromForm = await multipart(Buffer.from(`Артикул;Залишок\n${variants[0].article};3\n`));
    expect(fromForm.statusCode, fromForm.body).toBe(201);
    expect(fromForm.json().data.file_name).toBe('прайс.csv');
    expect((await multipart(Buffer.alloc(IMPORT_MAX_BYTES + 1, 0x41))).statusCode).toBe(413);
    const unknownToken = await confirm('A'.repeat(32));
    expect(unknownToken.statusCode).toBe(404);
  });

  it('shows a guest the imported price on a product page it had cached, and moves the product\'s edit version', async () => {
    const { rows } = await t.deps.database.db.execute<{ slug: string; article: string; version: number }>(
      sql`select p.slug, pp.article, p.version from product_prices pp join products p on p.id = pp.product_id order by pp.id desc limit 1`,
    );
    const [{ slug, article, version }] = rows;
    const priceNow = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/catalog/product/${slug}` });
      expect(res.statusCode).toBe(200);
      return res.json().data.productPrices.find((v: { article: string }) => v.article === article).price as number;
    };
    await priceNow();
    const { token } = (await upload(`Артикул;Розничная цена\n${article};4321\n`)).json().data;
    expect((await confirm(token)).statusCode).toBe(200);
    expect(await priceNow()).toBe(4321);
    const [after] = (await t.deps.database.db.execute<{ version: number }>(sql`select version from products where slug = ${slug}`)).rows;
    expect(after.version).toBe(version + 1);
  });

  it('is the catalogue area only: an order manager is refused before the file is read', async () => {
    const orders = (await signIn(t, demoEmail('orders'))).accessToken;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/catalogue-import',
      headers: { 'content-type': CSV_MEDIA_TYPE, ...bearer(orders) },
      payload: `Артикул;Остаток\n${variants[0].article};1\n`,
    });
    expect(res.statusCode).toBe(403);
    const guest = await t.app.inject({ method: 'POST', url: '/api/v1/staff/catalogue-import', headers: { 'content-type': CSV_MEDIA_TYPE }, payload: 'x' });
    expect(guest.statusCode).toBe(401);
  });
});
