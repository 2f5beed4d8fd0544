import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffProduct } from '@shop/contracts/staff-catalogue';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../auth/auth.test-support.ts';
import { demoEmail } from '../orders/orders.test-support.ts';

/** The back office's product API: list, form, save with its version, stock kept, images, and the shop's answers following at once. */

let t: TestApp;
let content: string;
let professional: string;
let productId: number;

beforeAll(async () => {
  t = await createTestApp({ products: 6 });
  content = (await signIn(t, demoEmail('content'))).accessToken;
  professional = (await signIn(t, demoEmail('professional'))).accessToken;
  const { rows } = await t.deps.database.db.execute<{ id: number }>(sql`select min(id)::int as id from products where published`);
  productId = rows[0].id;
});
afterAll(() => t?.close());

const staff = (lang: 'ru' | 'ua' = 'ru') => ({ ...bearer(content), 'x-localization': lang });

async function load(id = productId): Promise<StaffProduct> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/staff/products/${id}`, headers: staff() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** The form as the screen sends it: the loaded product without its read-only fields. */
function formOf(product: StaffProduct) {
  const { id: _id, url: _url, image: _i, image2: _i2, updated_at: _u, variants, ...fields } = product;
  return { ...fields, variants: variants.map(({ image: _vi, ...v }) => v) };
}

const save = (body: object, id = productId, lang: 'ru' | 'ua' = 'ru') =>
  t.app.inject({ method: 'PUT', url: `/api/v1/staff/products/${id}`, headers: staff(lang), payload: body });

async function fingerprint() {
  const { rows } = await t.deps.database.db.execute(sql`
    select (select string_agg(id || ':' || title_ru || ':' || version, ',' order by id) from products) as products,
      (select string_agg(id || ':' || retail_price || ':' || professional_price || ':' || quantity, ',' order by id) from product_prices) as prices,
      (select count(*)::int from staff_actions) as actions`);
  return rows[0];
}

describe('staff products', () => {
  it('lists products a page at a time, searched by article and filtered', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/v1/staff/products?per_page=2&sort=title&order=asc', headers: staff() });
    expect(all.statusCode, all.body).toBe(200);
    const page = all.json();
    expect(page.data).toHaveLength(2);
    expect(page.meta.total).toBeGreaterThanOrEqual(6);
    expect(page.links.next).toContain('page=2');
    const product = await load();
    const article = product.variants[0].article;
    const found = await t.app.inject({ method: 'GET', url: `/api/v1/staff/products?q=${encodeURIComponent(article)}&published=1`, headers: staff() });
    expect(found.json().data.map((row: { id: number }) => row.id)).toEqual([productId]);
    const brand = await t.app.inject({ method: 'GET', url: `/api/v1/staff/products?brand_id=${product.brand_id}`, headers: staff() });
    expect(brand.json().data.every((row: { brand: string }) => row.brand === brand.json().data[0].brand)).toBe(true);
  });

  it('offers the form’s choices and answers 404 for a missing product', async () => {
    const options = await t.app.inject({ method: 'GET', url: '/api/v1/staff/product-options', headers: staff() });
    expect(options.statusCode).toBe(200);
    expect(options.json().data.brands.length).toBeGreaterThan(0);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/staff/products/2000000000', headers: staff() });
    expect(missing.statusCode).toBe(404);
  });

  it('links the product to its canonical page, under its brand, not to an address that redirects', async () => {
    const product = await load();
    const { rows } = await t.deps.database.db.execute<{ slug: string }>(sql`select slug from brands where id = ${product.brand_id}`);
    expect(product.url).toBe(`/katalog/${rows[0].slug}/${product.slug}/`);
  });

  it('saves a price against the version, records who changed what, and refuses a stale save with 409', async () => {
    const product = await load();
    const form = formOf(product);
    form.variants[0].retail_price = 777.5;
    const saved = await save(form);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.version).toBe(product.version + 1);
    expect(saved.json().data.variants[0].retail_price).toBe(777.5);
    const { rows } = await t.deps.database.db.execute<{ action: string; before: unknown; after: unknown }>(
      sql`select action, before, after from staff_actions where subject_type = 'product' and subject_id = ${productId} order by id desc limit 1`,
    );
    expect(rows[0].action).toBe('product.update');
    expect(rows[0].after).toEqual({ variants: { [product.variants[0].article]: { retail: 77750 } } });

    const before = await fingerprint();
    const stale = await save({ ...form, title_ru: 'Старое название' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain(`версия ${product.version + 1}`);
    expect(await fingerprint()).toEqual(before);
  });

  it('answers 422 per field in the caller’s language and writes nothing', async () => {
    const form = formOf(await load());
    const before = await fingerprint();
    const bad = {
      ...form,
      title_ru: '',
      slug: 'Not a slug',
      brand_id: 2_000_000_000,
      category_ids: [2_000_000_000],
      variants: [{ ...form.variants[0], retail_price: -1, professional_price: 10.001 }, { ...form.variants[0], id: undefined }],
      unknown: 1,
    };
    const ru = await save(bad);
    expect(ru.statusCode).toBe(422);
    expect(ru.json().errors).toMatchObject({
      title_ru: ['Поле обязательно для заполнения'],
      slug: ['Некорректное значение'],
      'variants.0.retail_price': ['Значение должно быть не меньше 0'],
      'variants.0.professional_price': ['Некорректное значение'],
      unknown: ['Неизвестное поле'],
    });
    // References are checked once the shape is right: each missing one named on its own field.
    const references = await save({ ...form, brand_id: 2_000_000_000, category_ids: [2_000_000_000], variants: [form.variants[0], { ...form.variants[0], id: undefined }] }, productId, 'ua');
    expect(references.statusCode).toBe(422);
    expect(references.json().errors).toMatchObject({
      brand_id: ['Вибране значення не знайдено'],
      'category_ids.0': ['Вибране значення не знайдено'],
      'variants.1.article': ['Артикул повторюється у варіантах'],
    });
    const { rows } = await t.deps.database.db.execute<{ article: string }>(sql`select article from product_prices where product_id <> ${productId} limit 1`);
    const taken = await save({ ...form, variants: [{ ...form.variants[0], article: rows[0].article }] });
    expect(taken.json().errors).toEqual({ 'variants.0.article': ['Этот артикул уже есть у другого товара'] });
    expect(await fingerprint()).toEqual(before);
  });

  it('keeps a sale made while the form was open: an untouched stock stays, a changed one is refused with 409', async () => {
    const form = formOf(await load());
    const variantId = form.variants[0].id as number;
    const seen = form.variants[0].quantity;
    // A checkout takes one unit after the form was loaded.
    await t.deps.database.db.execute(sql`update product_prices set quantity = quantity + 5 where id = ${variantId}`);
    await t.deps.database.db.execute(sql`update product_prices set quantity = quantity - 1 where id = ${variantId}`);
    const edited = await save({ ...form, title_uk: `${form.title_uk} ` });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.variants[0].quantity).toBe(seen + 4);

    const again = formOf(await load());
    await t.deps.database.db.execute(sql`update product_prices set quantity = quantity - 1 where id = ${variantId}`);
    const before = await fingerprint();
    const refused = await save({ ...again, variants: [{ ...again.variants[0], quantity: 100 }, ...again.variants.slice(1)] });
    expect(refused.statusCode).toBe(409);
    expect(await fingerprint()).toEqual(before);
  });

  it('creates a product whose page the shop serves at once', async () => {
    const template = formOf(await load());
    const { version: _v, ...fields } = template;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/products',
      headers: staff(),
      payload: {
        ...fields,
        slug: 'novyi-krem-dlia-testa',
        title_ru: 'Новый крем',
        title_uk: 'Новий крем',
        description_ru: '<p>Хороший</p><script>alert(1)</script>',
        variants: [{ ...fields.variants[0], id: undefined, stock_seen: undefined, article: 'NEW-0001', quantity: 3 }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.description_ru).toBe('<p>Хороший</p>');
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/catalog/product/novyi-krem-dlia-testa' });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.productPrices[0].article).toBe('NEW-0001');
  });
});

describe('the shop follows a save', () => {
  it('shows a guest and a professional the new prices of a product page they had cached', async () => {
    const product = await load();
    const { rows } = await t.deps.database.db.execute<{ slug: string }>(sql`select slug from products where id = ${productId}`);
    const url = `/api/v1/catalog/product/${rows[0].slug}`;
    const priceFor = async (token?: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
      expect(res.statusCode).toBe(200);
      const first = res.json().data.productPrices.find((v: { article: string }) => v.article === product.variants[0].article);
      return first.price as number;
    };
    // Both answers are cached now (the second call of each is served from the cache).
    await priceFor();
    await priceFor(professional);
    const form = formOf(product);
    form.variants[0].retail_price = 4321;
    form.variants[0].professional_price = 1000;
    expect((await save(form)).statusCode).toBe(200);
    expect(await priceFor()).toBe(4321);
    // The demo professional has an individual discount of 7 %.
    expect(await priceFor(professional)).toBe(930);
  });
});

describe('product images', () => {
  const upload = (file: Buffer, name = 'photo.png', type = 'image/png') => {
    const boundary = '----product-image';
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/product-images',
      headers: { ...staff(), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
  };

  it('turns an upload into square WebP files at the shop’s widths', async () => {
    const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#c08080' } }).png().toBuffer();
    const res = await upload(png);
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json().data;
    expect(image).toMatchObject({ width: 640, height: 640, widths: [320, 640] });
    for (const width of image.widths) {
      const file = path.join(t.deps.config.mediaDir, `${image.url.replace('/media/', '')}-${width}.webp`);
      const meta = await sharp(fs.readFileSync(file)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: width });
    }
    // The form may then use it.
    const form = formOf(await load());
    const saved = await save({ ...form, image2_id: image.id });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.image2.url).toBe(image.url);
  });

  it('refuses what is not an image (422), a tiny one (422), an oversized file (413) and a JSON body (415)', async () => {
    const before = await fingerprint();
    const text = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'x.png');
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.file).toEqual(['Загрузите изображение JPEG, PNG или WebP']);
    const tiny = await upload(await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } }).png().toBuffer());
    expect(tiny.statusCode).toBe(422);
    const huge = await upload(Buffer.alloc(9 * 1024 * 1024, 1));
    expect(huge.statusCode).toBe(413);
    const json = await t.app.inject({ method: 'POST', url: '/api/v1/staff/product-images', headers: staff(), payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(await fingerprint()).toEqual(before);
  });
});
