import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentCatalogVersion } from '../../core/catalog-version.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../auth/auth.test-support.ts';
import { demoEmail } from '../orders/orders.test-support.ts';

let t: TestApp;
let content: string;
beforeAll(async () => {
  t = await createTestApp({ products: 5 });
  content = (await signIn(t, demoEmail('content'))).accessToken;
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'ru') =>
  t.app.inject({ method, url: `/api/v1/staff/${url}`, headers: { 'x-localization': lang, ...bearer(content) }, ...(payload ? { payload } : {}) });
const actions = async (action: string) =>
  Number((await t.deps.database.db.execute<{ n: number }>(sql`select count(*)::int as n from staff_actions where action = ${action}`)).rows[0].n);

const brand = { slug: 'nova-marka', title_ru: 'Новая марка', title_uk: 'Нова марка', country: 'Україна', sort: 5 };

describe('brands', () => {
  it('creates, lists, changes and deletes a brand, each change audited and retiring cached pages', async () => {
    const version = await currentCatalogVersion(t.deps.cache);
    const created = await call('POST', 'brands', brand);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({ ...brand, description_ru: '', products: 0 });
    expect(await currentCatalogVersion(t.deps.cache)).not.toBe(version);

    const listed = await call('GET', 'brands?q=нова&sort=title');
    expect(listed.json().data.map((b: { id: number }) => b.id)).toContain(id);

    const changed = await call('PUT', `brands/${id}`, { ...brand, title_uk: 'Нова марка 2', version: 1 });
    expect(changed.json().data).toMatchObject({ title_uk: 'Нова марка 2', version: 2 });
    const [audit] = (await t.deps.database.db.execute<{ before: { title_uk: string }; after: { title_uk: string } }>(
      sql`select before, after from staff_actions where action = 'brand.update' and subject_id = ${id}`,
    )).rows;
    expect([audit.before.title_uk, audit.after.title_uk]).toEqual(['Нова марка', 'Нова марка 2']);

    expect((await call('DELETE', `brands/${id}`)).statusCode).toBe(200);
    expect((await call('GET', `brands/${id}`)).statusCode).toBe(404);
    expect(await actions('brand.delete')).toBe(1);
  });

  it('refuses a taken slug with 422 on the field, bad input with localised messages, a brand in use with 409', async () => {
    const [used] = (await t.deps.database.db.execute<{ id: number; slug: string }>(sql`select b.id, b.slug from brands b where exists (select 1 from products p where p.brand_id = b.id) limit 1`)).rows;
    const taken = await call('POST', 'brands', { ...brand, slug: used.slug }, 'ua');
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.slug).toEqual(['Така адреса (slug) вже зайнята']);
    const bad = await call('POST', 'brands', { slug: 'Не Slug', title_ru: '', title_uk: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['slug', 'title_ru']);
    const inUse = await call('DELETE', `brands/${used.id}`);
    expect(inUse.statusCode).toBe(409);
    expect((await call('GET', `brands/${used.id}`)).statusCode).toBe(200);
  });
});

describe('series and collections', () => {
  it('keeps series and collections apart and refuses an unknown brand', async () => {
    const [b] = (await t.deps.database.db.execute<{ id: number }>(sql`select id from brands order by id limit 1`)).rows;
    const input = { brand_id: b.id, slug: 'litnia-kolekciia', title_ru: 'Летняя коллекция', title_uk: 'Літня колекція', in_menu: true };
    const created = await call('POST', 'collections', input);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ is_collection: true, in_menu: true });
    const { id } = created.json().data;
    expect((await call('GET', `series/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `collections?brand_id=${b.id}`)).json().data.map((s: { id: number }) => s.id)).toContain(id);
    const unknownBrand = await call('PUT', `collections/${id}`, { ...input, brand_id: 2_000_000_000, version: 1 });
    expect(unknownBrand.statusCode).toBe(422);
    expect(unknownBrand.json().errors.brand_id).toBeDefined();
    expect(await actions('collection.create')).toBe(1);
  });
});

describe('sample and gift rules', () => {
  it('saves a gift rule with its variants, which the basket rules then read', async () => {
    const [v] = (await t.deps.database.db.execute<{ id: number }>(sql`select id from product_prices order by id limit 1`)).rows;
    const rule = { kind: 'gift', title_ru: 'Подарок от 3000', title_uk: 'Подарунок від 3000', min_total: 3000, max_count: 1, item_ids: [v.id] };
    const created = await call('POST', 'promotions', rule);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    const [stored] = (await t.deps.database.db.execute<{ min_total: number; items: number }>(
      sql`select min_total, (select count(*)::int from promo_rule_items where rule_id = r.id) as items from promo_rules r where id = ${id}`,
    )).rows;
    expect(stored).toEqual({ min_total: 300_000, items: 1 });
    const unknown = await call('PUT', `promotions/${id}`, { ...rule, item_ids: [v.id, 2_000_000_000], version: 1 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.item_ids[0]).toContain('2000000000');
    expect((await call('GET', 'promotions?kind=gift')).json().data.some((r: { id: number }) => r.id === id)).toBe(true);
    expect((await call('DELETE', `promotions/${id}`)).statusCode).toBe(200);
  });
});

describe('saves from a stale form', () => {
  it('refuses a brand, series or rule change made from an older version with 409, changes nothing, and asks for the version', async () => {
    const [b] = (await t.deps.database.db.execute<{ id: number }>(sql`select id from brands order by id limit 1`)).rows;
    const [v] = (await t.deps.database.db.execute<{ id: number }>(sql`select id from product_prices order by id limit 1`)).rows;
    const records = [
      { path: 'brands', body: { ...brand, slug: 'stara-forma' } },
      { path: 'series', body: { brand_id: b.id, slug: 'stara-seriia', title_ru: 'Серия', title_uk: 'Серія' } },
      { path: 'promotions', body: { kind: 'sample', title_ru: 'Пробник', title_uk: 'Пробник', min_total: 500, max_count: 2, item_ids: [v.id] } },
    ];
    for (const { path, body } of records) {
      const created = await call('POST', path, body);
      expect(created.statusCode, created.body).toBe(201);
      const { id, version } = created.json().data;
      expect(version).toBe(1);
      // Two editors opened the form at version 1; the first one saves.
      const first = await call('PUT', `${path}/${id}`, { ...body, title_uk: 'Перший', version });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data.version).toBe(2);
      const second = await call('PUT', `${path}/${id}`, { ...body, title_uk: 'Другий', version }, 'ua');
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe('Запис змінили після того, як ви відкрили форму (версія 2, у вас 1). Оновіть форму та внесіть зміни знову');
      expect((await call('GET', `${path}/${id}`)).json().data).toMatchObject({ title_uk: 'Перший', version: 2 });
      const noVersion = await call('PUT', `${path}/${id}`, { ...body, title_uk: 'Третій' });
      expect(noVersion.statusCode).toBe(422);
      expect(Object.keys(noVersion.json().errors)).toEqual(['version']);
      expect((await call('PUT', `${path}/${id}`, { ...body, title_uk: 'Третій', version: 2 })).json().data.version).toBe(3);
    }
  });
});
