import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../auth/auth.test-support.ts';
import { demoEmail } from '../orders/orders.test-support.ts';

/**
 * Static pages in the back office (issue 29, screen "Content"): a content editor's, saved against the
 * version the form was loaded at, audited, and shown by the shop at once; an unpublished page is seen
 * only by staff who asked for a preview, and by nobody else.
 */
let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await signIn(t, demoEmail('content'))).accessToken;
});
afterAll(() => t?.close());

const url = '/api/v1/staff/pages';
const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, lang = 'ru', token = editor) =>
  t.app.inject({ method, url: path, headers: { ...bearer(token), 'x-localization': lang }, ...(payload ? { payload } : {}) });
const shopPage = (slug: string, lang = 'ru', headers: Record<string, string> = {}, query = '') =>
  t.app.inject({ url: `/api/v1/pages/${slug}${query}`, headers: { 'x-localization': lang, ...headers } });
const page = {
  slug: 'oferta-test',
  title_ru: 'Публичная оферта',
  title_uk: 'Публічна оферта',
  body_ru: '<p>Текст оферты.</p>',
  body_uk: '<p>Текст оферти.</p><script>alert(1)</script>',
  blocks_ru: [{ type: 'content_title', title: 'Условия' }],
  blocks_uk: [{ type: 'title_with_description', title: 'Умови', html: '<p>Діють з 1 січня.</p>' }],
  meta_title_ru: null,
  meta_title_uk: 'Оферта — ProCosmetics',
  meta_description_ru: null,
  meta_description_uk: null,
  published: true,
};

describe('staff static pages', () => {
  it('adds, changes and removes a page; the shop follows at once, sanitised, and the audit log keeps each step', async () => {
    const created = await send('POST', url, page);
    expect(created.statusCode, created.body).toBe(201);
    const { id, version, shop_path } = created.json().data;
    expect(shop_path).toBe('/pages/oferta-test/');
    const shown = (await shopPage('oferta-test', 'ua')).json().data;
    expect(shown).toMatchObject({ id, title: 'Публічна оферта', metaTitle: 'Оферта — ProCosmetics' });
    expect(shown.body).not.toContain('script');
    expect(shown.blocks).toEqual([{ type: 'title_with_description', title: 'Умови', html: '<p>Діють з 1 січня.</p>' }]);
    expect(shown.preview).toBeUndefined();

    const saved = await send('PUT', `${url}/${id}`, { ...page, blocks_ru: [{ type: 'content_title', title: 'Новые условия' }], version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.version).not.toBe(version);
    expect((await shopPage('oferta-test')).json().data.blocks).toEqual([{ type: 'content_title', title: 'Новые условия' }]);

    expect((await send('DELETE', `${url}/${id}`)).statusCode).toBe(200);
    expect((await shopPage('oferta-test')).statusCode).toBe(404);
    const { rows } = await t.deps.database.db.execute<{ action: string; before: unknown; after: unknown }>(
      sql`select action, before, after from staff_actions where subject_type = 'page' and subject_id = ${id} order by id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['page.create', 'page.update', 'page.delete']);
    expect(rows[1]).toMatchObject({ before: { blocksRu: [{ title: 'Условия' }] }, after: { blocksRu: [{ title: 'Новые условия' }] } });
  });

  it("refuses a save against an old version with 409 and keeps the other editor's change", async () => {
    const { id, version } = (await send('POST', url, { ...page, slug: 'stale-test' })).json().data;
    expect((await send('PUT', `${url}/${id}`, { ...page, slug: 'stale-test', title_ru: 'Первая правка', version })).statusCode).toBe(200);
    const late = await send('PUT', `${url}/${id}`, { ...page, slug: 'stale-test', title_ru: 'Вторая правка', version }, 'ua');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('Оновіть форму');
    expect((await t.app.inject({ url: `${url}/${id}`, headers: bearer(editor) })).json().data.title_ru).toBe('Первая правка');
  });

  it('answers 422 per field in Russian and Ukrainian and writes nothing', async () => {
    const before = (await t.app.inject({ url, headers: bearer(editor) })).json().data;
    const bad = { ...page, slug: 'Not A Slug', title_uk: '', blocks_ru: [{ type: 'content_title', title: '' }], published: 'yes' };
    const ru = await send('POST', url, bad, 'ru');
    const ua = await send('POST', url, bad, 'ua');
    expect(ru.statusCode).toBe(422);
    expect(Object.keys(ru.json().errors).sort()).toEqual(['blocks_ru.0.title', 'published', 'slug', 'title_uk']);
    expect(ua.json().errors.title_uk[0]).not.toBe(ru.json().errors.title_uk[0]);
    // An address another page or a section of the shop holds.
    expect((await send('POST', url, { ...page, slug: 'about-us' }, 'ua')).json().errors.slug).toEqual(['Ця адреса вже зайнята іншою сторінкою']);
    expect((await send('POST', url, { ...page, slug: 'faq' })).json().errors.slug).toEqual(['Этот адрес занят разделом магазина']);
    expect((await t.app.inject({ url, headers: bearer(editor) })).json().data).toEqual(before);
  });

  it('saves every stored page back as the form loads it (its blocks and pictures pass the contract)', async () => {
    const rows = (await t.app.inject({ url, headers: bearer(editor) })).json().data as { id: number }[];
    expect(rows.length).toBeGreaterThan(3);
    for (const { id } of rows) {
      const { id: _id, shop_path: _path, updated_at: _at, ...form } = (await t.app.inject({ url: `${url}/${id}`, headers: bearer(editor) })).json().data;
      const saved = await send('PUT', `${url}/${id}`, form);
      expect(saved.statusCode, `${form.slug}: ${saved.body}`).toBe(200);
    }
  });

  it('never deletes a page the shop links by a fixed address (409): about us can only be unpublished', async () => {
    const about = (await t.app.inject({ url, headers: bearer(editor) })).json().data.find((p: { slug: string }) => p.slug === 'about-us');
    expect(about.shop_path).toBe('/about-us/');
    expect((await send('DELETE', `${url}/${about.id}`)).statusCode).toBe(409);
  });
});

describe('preview before publishing', () => {
  async function previewCookie(token: string): Promise<string> {
    const res = await send('POST', '/api/v1/staff/content-preview', undefined, 'ru', token);
    expect(res.statusCode, res.body).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'staff_preview');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    return `staff_preview=${cookie?.value}`;
  }

  it('shows an unpublished page to the staff user who asked, marked and never cached; anybody else gets 404', async () => {
    const { id } = (await send('POST', url, { ...page, slug: 'draft-test', published: false })).json().data;
    const cookie = await previewCookie(editor);

    const seen = await shopPage('draft-test', 'ru', { cookie }, '?preview=1');
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data).toMatchObject({ id, title: 'Публичная оферта', preview: true });
    expect(seen.headers['cache-control']).toBe('private, no-store');

    // A guest, the same guest with ?preview, a shopper with a made-up cookie, the cookie without ?preview.
    expect((await shopPage('draft-test')).statusCode).toBe(404);
    expect((await shopPage('draft-test', 'ru', {}, '?preview=1')).statusCode).toBe(404);
    const forged = cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await shopPage('draft-test', 'ru', { cookie: forged }, '?preview=1')).statusCode).toBe(404);
    expect((await shopPage('draft-test', 'ru', { cookie })).statusCode).toBe(404);
  });

  it("is refused to staff without the content area and ends with the staff user's role", async () => {
    await send('POST', url, { ...page, slug: 'draft-role-test', published: false });
    const orders = (await signIn(t, demoEmail('orders'))).accessToken;
    expect((await send('POST', '/api/v1/staff/content-preview', undefined, 'ru', orders)).statusCode).toBe(403);

    const admin = (await signIn(t, demoEmail('staff'))).accessToken;
    const cookie = await previewCookie(admin);
    expect((await shopPage('draft-role-test', 'ru', { cookie }, '?preview=1')).statusCode).toBe(200);
    // The role taken back: the cookie still carries a valid signature, yet the page is gone.
    await t.deps.database.db.execute(sql`update users set staff_role = null where email = ${demoEmail('staff')}`);
    try {
      expect((await shopPage('draft-role-test', 'ru', { cookie }, '?preview=1')).statusCode).toBe(404);
    } finally {
      await t.deps.database.db.execute(sql`update users set staff_role = 'administrator' where email = ${demoEmail('staff')}`);
    }
  });
});
