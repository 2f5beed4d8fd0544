import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../auth/auth.test-support.ts';
import { demoEmail } from '../orders/orders.test-support.ts';
import { STAFF_PREVIEW_COOKIE } from '../../core/staff-preview-cookie.ts';

/** Blog posts in the back office (issue 29, screen 6): CRUD, versions, 422, the shop following, the preview. */
let t: TestApp;
let editor: string;
let orders: string;
let productId: number;
beforeAll(async () => {
  t = await createTestApp({ products: 5 });
  editor = (await signIn(t, demoEmail('content'))).accessToken;
  orders = (await signIn(t, demoEmail('orders'))).accessToken;
  const { rows } = await t.deps.database.db.execute<{ id: number }>(sql`select id from products order by id limit 1`);
  productId = Number(rows[0].id);
});
afterAll(() => t?.close());

const url = '/api/v1/staff/posts';
const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, lang = 'ru', token = editor) =>
  t.app.inject({ method, url: path, headers: { ...bearer(token), 'x-localization': lang }, ...(payload ? { payload } : {}) });
const shop = (path: string, headers: Record<string, string> = {}) => t.app.inject({ url: `/api/v1${path}`, headers: { 'x-localization': 'ru', ...headers } });
let slugCount = 0;
const draft = () => ({
  kind: 'news',
  slug: `spring-novelties-${Date.now()}-${++slugCount}`,
  title_ru: 'Весенние новинки',
  title_uk: 'Весняні новинки',
  excerpt_ru: 'Коротко о новинках',
  excerpt_uk: 'Коротко про новинки',
  blocks_ru: [
    { type: 'content_title', title: 'Что нового' },
    { type: 'description', html: '<p>Текст</p><script>alert(1)</script>' },
    { type: 'product', productId },
  ],
  blocks_uk: [{ type: 'description', html: '<p>Текст</p>' }],
  published: false,
});
const previewCookieOf = (res: { cookies: { name: string; value: string }[] }) => {
  const cookie = res.cookies.find((c) => c.name === STAFF_PREVIEW_COOKIE);
  return cookie ? `${cookie.name}=${cookie.value}` : '';
};

describe('staff blog posts', () => {
  it('creates a draft, publishes it, edits it and removes it; the shop follows at once and the audit log keeps each step', async () => {
    const input = draft();
    await shop('/news'); // cached now: the changes must let it go
    const created = await send('POST', url, input);
    expect(created.statusCode, created.body).toBe(201);
    const post = created.json().data;
    expect(post).toMatchObject({ version: 1, published: false, slug: input.slug });
    expect((await shop(`/news/${input.slug}`)).statusCode).toBe(404);
    expect((await shop('/news')).json().data.map((p: { id: number }) => p.id)).not.toContain(post.id);

    const published = await send('PUT', `${url}/${post.id}`, { ...input, published: true, version: 1 });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.version).toBe(2);
    const list = (await shop('/news')).json().data;
    expect(list[0]).toMatchObject({ id: post.id, title: 'Весенние новинки' });
    const page = (await shop(`/news/${input.slug}`)).json().data;
    expect(page.blocks.map((b: { type: string }) => b.type)).toEqual(['content_title', 'description', 'product']);
    expect(page.blocks[1].html).not.toContain('script');

    const renamed = await send('PUT', `${url}/${post.id}`, { ...input, title_ru: 'Весна', published: true, version: 2 });
    expect(renamed.statusCode).toBe(200);
    expect((await shop(`/news/${input.slug}`)).json().data.title).toBe('Весна');

    const listed = (await t.app.inject({ url: `${url}?q=${encodeURIComponent('весна')}&kind=news`, headers: bearer(editor) })).json();
    expect(listed.data.map((p: { id: number }) => p.id)).toContain(post.id);
    expect((await t.app.inject({ url: `${url}?q=${encodeURIComponent('весна')}&kind=videos`, headers: bearer(editor) })).json().data).toEqual([]);

    expect((await send('DELETE', `${url}/${post.id}`)).statusCode).toBe(200);
    expect((await shop(`/news/${input.slug}`)).statusCode).toBe(404);
    const { rows } = await t.deps.database.db.execute<{ action: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
      sql`select action, before, after from staff_actions where subject_type = 'post' and subject_id = ${post.id} order by id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['post.create', 'post.update', 'post.update', 'post.delete']);
    expect(rows[1]).toMatchObject({ before: { published: false, version: 1 }, after: { published: true, version: 2 } });
    expect(rows[2].after).toEqual({ titleRu: 'Весна', version: 3 });
  });

  it('refuses a save from an older version with 409 and writes nothing', async () => {
    const input = draft();
    const { id } = (await send('POST', url, input)).json().data;
    expect((await send('PUT', `${url}/${id}`, { ...input, title_ru: 'Первый', version: 1 })).statusCode).toBe(200);
    const stale = await send('PUT', `${url}/${id}`, { ...input, title_ru: 'Второй', version: 1 }, 'ua');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('версія 2');
    const stored = (await t.app.inject({ url: `${url}/${id}`, headers: bearer(editor) })).json().data;
    expect(stored).toMatchObject({ title_ru: 'Первый', version: 2 });
    const { rows } = await t.deps.database.db.execute(sql`select 1 from staff_actions where subject_type = 'post' and subject_id = ${id}`);
    expect(rows).toHaveLength(2);
  });

  it('answers 422 per field in Russian and Ukrainian, blocks included, and writes nothing', async () => {
    const count = async () => Number((await t.deps.database.db.execute<{ n: number }>(sql`select count(*)::int as n from news_posts`)).rows[0].n);
    const before = await count();
    const bad = {
      ...draft(),
      slug: 'Not a slug',
      title_uk: '',
      blocks_ru: [{ type: 'description', html: '' }, { type: 'product', productId: 2_000_000_000 }],
    };
    const ru = await send('POST', url, bad, 'ru');
    const ua = await send('POST', url, bad, 'ua');
    expect(ru.statusCode).toBe(422);
    expect(Object.keys(ru.json().errors).sort()).toEqual(['blocks_ru.0.html', 'slug', 'title_uk']);
    expect(ua.json().errors.title_uk[0]).not.toBe(ru.json().errors.title_uk[0]);
    // References the contract cannot see: a missing product, a category of another kind.
    const { rows } = await t.deps.database.db.execute<{ id: number }>(sql`select id from news_categories where kind = 'videos' limit 1`);
    const refs = await send('POST', url, { ...draft(), category_id: Number(rows[0].id), blocks_ru: [{ type: 'product', productId: 2_000_000_000 }] });
    expect(refs.statusCode).toBe(422);
    expect(Object.keys(refs.json().errors).sort()).toEqual(['blocks_ru.0.productId', 'category_id']);
    // A slug another post of the kind has.
    const taken = (await t.deps.database.db.execute<{ slug: string }>(sql`select slug from news_posts where kind = 'news' limit 1`)).rows[0].slug;
    expect((await send('POST', url, { ...draft(), slug: taken })).json().errors.slug).toHaveLength(1);
    expect(await count()).toBe(before);
  });

  it('shows a draft on the shop only to a content editor previewing it, never from a cache; anyone else gets 404', async () => {
    const input = draft();
    const { id } = (await send('POST', url, input)).json().data;
    const previewPath = `/news/${input.slug}/preview`;

    // Guests, forged cookies and staff outside the content area see nothing.
    expect((await shop(previewPath)).statusCode).toBe(404);
    expect((await shop(previewPath, { cookie: `${STAFF_PREVIEW_COOKIE}=1.00000000-0000-0000-0000-000000000000.9999999999.${'a'.repeat(43)}` })).statusCode).toBe(404);
    const refused = await send('POST', `${url}/${id}/preview`, undefined, 'ru', orders);
    expect(refused.statusCode).toBe(403);
    expect(previewCookieOf(refused)).toBe('');

    const allowed = await send('POST', `${url}/${id}/preview`);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data).toEqual({ url_ru: `/news/${input.slug}/?preview=1`, url_uk: `/ua/news/${input.slug}/?preview=1` });
    const cookie = previewCookieOf(allowed);
    expect(allowed.cookies.find((c) => c.name === STAFF_PREVIEW_COOKIE)).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    const seen = await shop(previewPath, { cookie });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect(seen.json().data).toMatchObject({ id, title: 'Весенние новинки' });
    // The public address still knows no draft, even after the preview was read.
    expect((await shop(`/news/${input.slug}`, { cookie })).statusCode).toBe(404);

    // The cookie ends with the editor's role: taken away, the same cookie shows nothing.
    const { rows } = await t.deps.database.db.execute<{ id: number }>(sql`select id from users where staff_role = 'content_editor' limit 1`);
    const editorId = Number(rows[0].id);
    await t.deps.database.db.execute(sql`update users set staff_role = 'reviewer' where id = ${editorId}`);
    try {
      expect((await shop(previewPath, { cookie })).statusCode).toBe(404);
    } finally {
      await t.deps.database.db.execute(sql`update users set staff_role = 'content_editor' where id = ${editorId}`);
    }
    expect((await shop(previewPath, { cookie })).statusCode).toBe(200);
  });
});
