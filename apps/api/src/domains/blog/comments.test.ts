import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsComments, newsPosts } from '../../db/schema/index.ts';
import { bearer, signIn } from '../auth/auth.test-support.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let postId: number;
let otherPostId: number;
beforeAll(async () => {
  t = await createTestApp({ products: 5 });
  const posts = await t.deps.database.db.select({ id: newsPosts.id }).from(newsPosts).where(eq(newsPosts.kind, 'interesting')).limit(2);
  [postId, otherPostId] = posts.map((p) => p.id);
});
afterAll(() => t?.close());

// Rate-limit counters live in the shared cache (Redis in CI), so every run takes fresh addresses.
const run = Math.floor(Math.random() * 250);
let address = 0;
const nextIp = () => `10.41.${run}.${++address}`;

const post = (url: string, payload: object, options: { lang?: 'ru' | 'ua'; ip?: string; token?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'x-localization': options.lang ?? 'ru', 'x-forwarded-for': options.ip ?? nextIp(), ...(options.token ? bearer(options.token) : {}) },
  });
const list = (query: string) => t.app.inject({ url: `/api/v1/news/comments?${query}` });
const stored = async () => (await t.deps.database.db.select({ n: count() }).from(newsComments))[0].n;
// Per-author limits count by e-mail in the shared cache too: each run writes from its own addresses.
const guest = { name: 'Олена', email: `Olena.${run}.${Date.now()}@Example.com` };

describe('blog comments', () => {
  it('lets a guest with a name and an e-mail comment, and shows it without the e-mail', async () => {
    const res = await post('/api/v1/news/comment', { post_id: postId, message: 'Дякую, дуже корисно!', ...guest });
    expect(res.statusCode, res.body).toBe(201);
    const comment = res.json().data;
    expect(comment).toMatchObject({ parentId: null, name: 'Олена', message: 'Дякую, дуже корисно!' });
    const threads = (await list(`post_id=${postId}`)).json();
    expect(threads.data[0]).toMatchObject({ id: comment.id, replies: [] });
    expect(JSON.stringify(threads)).not.toContain('example.com');
    // The other post's list does not show it.
    expect((await list(`post_id=${otherPostId}`)).json().data.map((c: { id: number }) => c.id)).not.toContain(comment.id);
  });

  it('takes a signed-in user name from the account, whatever the body says', async () => {
    const { accessToken } = await signIn(t, 'regular@demo.procosmetics.ua');
    const res = await post('/api/v1/news/comment', { post_id: postId, message: 'Від зареєстрованої', name: 'Адміністратор' }, { token: accessToken });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.name).toBe('Олена');
  });

  it('answers 422 per field in the asked language and stores nothing', async () => {
    const before = await stored();
    const noAuthor = await post('/api/v1/news/comment', { post_id: postId, message: 'Текст' }, { lang: 'ua' });
    expect(noAuthor.statusCode).toBe(422);
    expect(noAuthor.json().errors.name).toEqual(["Поле обов'язкове для заповнення"]);
    expect(noAuthor.json().errors.email).toBeTruthy();
    const badEmail = await post('/api/v1/news/comment', { post_id: postId, message: 'Текст', name: 'Олена', email: 'olena@' });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().errors.email).toEqual(['Введите корректный e-mail']);
    const empty = await post('/api/v1/news/comment', { post_id: postId, message: '   ', ...guest });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.message).toEqual(['Поле обязательно для заполнения']);
    expect((await post('/api/v1/news/comment', { post_id: postId, message: 'x'.repeat(2001), ...guest })).statusCode).toBe(422);
    expect((await post('/api/v1/news/comment', { post_id: 'abc', message: 'Текст', ...guest })).statusCode).toBe(422);
    expect((await post('/api/v1/news/comment', { post_id: postId, message: 'Текст', ...guest, hidden: false })).statusCode).toBe(422);
    expect(await stored()).toBe(before);
  });

  it('answers 404 for an unknown post, an unpublished post and an unknown comment', async () => {
    const before = await stored();
    expect((await post('/api/v1/news/comment', { post_id: 2_000_000_000, message: 'Текст', ...guest })).statusCode).toBe(404);
    const [draft] = await t.deps.database.db
      .insert(newsPosts)
      .values({ kind: 'news', slug: `fx-draft-${run}-${Date.now()}`, titleRu: 'Черновик', titleUk: 'Чернетка', published: false })
      .returning({ id: newsPosts.id });
    expect((await post('/api/v1/news/comment', { post_id: draft.id, message: 'Текст', ...guest })).statusCode).toBe(404);
    expect((await list(`post_id=${draft.id}`)).statusCode).toBe(404);
    expect((await post('/api/v1/news/comment-to-comment', { comment_id: 2_000_000_000, message: 'Текст', ...guest })).statusCode).toBe(404);
    expect(await stored()).toBe(before);
    expect((await list('post_id=0')).statusCode).toBe(400);
  });

  it('threads replies one level deep', async () => {
    const top = (await post('/api/v1/news/comment', { post_id: otherPostId, message: 'Питання', ...guest })).json().data;
    const reply = (await post('/api/v1/news/comment-to-comment', { comment_id: top.id, message: 'Відповідь', name: 'Ірина', email: `iryna.${run}.${Date.now()}@example.com` })).json().data;
    expect(reply.parentId).toBe(top.id);
    // A reply to a reply joins the same thread.
    const deeper = await post('/api/v1/news/comment-to-comment', { comment_id: reply.id, message: 'Ще одна', ...guest });
    expect(deeper.statusCode).toBe(201);
    expect(deeper.json().data.parentId).toBe(top.id);
    const thread = (await list(`post_id=${otherPostId}`)).json().data.find((c: { id: number }) => c.id === top.id);
    expect(thread.replies.map((r: { message: string }) => r.message)).toEqual(['Відповідь', 'Ще одна']);
  });

  it('keeps markup as plain text', async () => {
    const message = '<script>alert(1)</script><b>жирний</b>';
    const res = await post('/api/v1/news/comment', { post_id: otherPostId, message, name: '<img src=x onerror=alert(1)>', email: `x.${run}.${Date.now()}@example.com` });
    expect(res.statusCode).toBe(201);
    const shown = (await list(`post_id=${otherPostId}`)).json().data.find((c: { id: number }) => c.id === res.json().data.id);
    // Stored and answered as typed: the API is JSON, the web renders it as text (see e2e/content-service.spec.ts).
    expect(shown.message).toBe(message);
  });

  it('pages threads: 20 per page, an empty page past the last, nonsense pages fall back to the first', async () => {
    const [fresh] = await t.deps.database.db
      .insert(newsPosts)
      .values({ kind: 'news', slug: `fx-paging-${run}-${Date.now()}`, titleRu: 'Пост', titleUk: 'Пост' })
      .returning({ id: newsPosts.id });
    await t.deps.database.db
      .insert(newsComments)
      .values(Array.from({ length: 23 }, (_, i) => ({ postId: fresh.id, name: 'Гість', email: 'g@example.com', message: `№${i}`, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) })));
    const first = (await list(`post_id=${fresh.id}`)).json();
    expect(first.data).toHaveLength(20);
    expect(first.data[0].message).toBe('№22');
    expect(first.meta).toMatchObject({ total: 23, last_page: 2, per_page: 20 });
    expect((await list(`post_id=${fresh.id}&page=2`)).json().data).toHaveLength(3);
    expect((await list(`post_id=${fresh.id}&page=3`)).json().data).toEqual([]);
    expect((await list(`post_id=${fresh.id}&page=abc`)).json().meta.current_page).toBe(1);
  });

  it('limits one address to five comments in ten minutes', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await post('/api/v1/news/comment', { post_id: postId, message: `Коментар ${i}`, ...guest, email: `rate${run}@example.com` }, { ip })).statusCode).toBe(201);
    const before = await stored();
    const refused = await post('/api/v1/news/comment', { post_id: postId, message: 'Ще', name: 'Інша', email: `other.${run}.${Date.now()}@example.com` }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    expect(await stored()).toBe(before);
  });

  it('lets staff hide a comment with its replies, and nobody else', async () => {
    const top = (await post('/api/v1/news/comment', { post_id: postId, message: 'Спам', ...guest })).json().data;
    await post('/api/v1/news/comment-to-comment', { comment_id: top.id, message: 'Відповідь на спам', ...guest });
    const patch = (token: string | null, hidden: boolean, id = top.id) =>
      t.app.inject({ method: 'PATCH', url: `/api/v1/staff/news-comments/${id}`, payload: { hidden }, headers: token ? bearer(token) : {} });
    expect((await patch(null, true)).statusCode).toBe(401);
    const regular = await signIn(t, 'regular@demo.procosmetics.ua');
    expect((await patch(regular.accessToken, true)).statusCode).toBe(403);
    const ids = async () => (await list(`post_id=${postId}&per_page=50`)).json().data.map((c: { id: number }) => c.id);
    expect(await ids()).toContain(top.id);

    const staff = await signIn(t, 'staff@demo.procosmetics.ua');
    const hidden = await patch(staff.accessToken, true);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data).toEqual({ id: top.id, hidden: true });
    expect(await ids()).not.toContain(top.id);
    // Nobody can reply to a hidden comment.
    expect((await post('/api/v1/news/comment-to-comment', { comment_id: top.id, message: 'Ще', ...guest })).statusCode).toBe(404);
    expect((await patch(staff.accessToken, false)).statusCode).toBe(200);
    expect(await ids()).toContain(top.id);
    expect((await patch(staff.accessToken, true, 2_000_000_000)).statusCode).toBe(404);
  });
});
