import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_API_SEGMENTS } from '@shop/contracts/blog';
import { NEWS_KINDS } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 20 });
});
afterAll(() => t?.close());

const get = (url: string, lang: 'ru' | 'ua' = 'ru') => t.app.inject({ url, headers: { 'x-localization': lang } });

describe('blog lists', () => {
  it.each(NEWS_KINDS)('lists %s 12 per page, newest first, with at least 30 posts', async (kind) => {
    const res = await get(`/api/v1/${BLOG_API_SEGMENTS[kind]}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(12);
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 12 });
    expect(body.meta.total).toBeGreaterThanOrEqual(30);
    expect(body.data.every((p: { kind: string }) => p.kind === kind)).toBe(true);
    const dates = body.data.map((p: { publishedAt: string }) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('pages through to the last page and answers an empty page past it', async () => {
    const first = (await get('/api/v1/news')).json();
    const last = first.meta.last_page;
    const lastPage = (await get(`/api/v1/news?page=${last}`)).json();
    expect(lastPage.data.length).toBe(first.meta.total - (last - 1) * 12);
    expect(lastPage.links.next).toBeNull();
    const beyond = (await get(`/api/v1/news?page=${last + 1}`)).json();
    expect(beyond.data).toEqual([]);
    // Nonsense page numbers fall back to the first page rather than erroring.
    expect((await get('/api/v1/news?page=abc')).json().meta.current_page).toBe(1);
    const seen = new Set<number>();
    for (let page = 1; page <= last; page++) for (const p of (await get(`/api/v1/news?page=${page}`)).json().data) seen.add(p.id);
    expect(seen.size).toBe(first.meta.total);
  });

  it('filters by category and lists categories with counts in the asked language', async () => {
    const ru = (await get('/api/v1/news/categories?kind=interesting')).json().data;
    const ua = (await get('/api/v1/news/categories?kind=interesting', 'ua')).json().data;
    expect(ru.length).toBeGreaterThan(1);
    expect(ru[0].title).not.toBe(ua[0].title);
    const category = ru[0];
    const list = (await get(`/api/v1/interesting-articles?category=${category.slug}&per_page=48`)).json();
    expect(list.meta.total).toBe(category.postsCount);
    expect(list.data.every((p: { category: { slug: string } }) => p.category.slug === category.slug)).toBe(true);
    expect((await get('/api/v1/interesting-articles?category=no-such-category')).json().meta.total).toBe(0);
  });

  it('returns fresh posts of a kind', async () => {
    const fresh = (await get('/api/v1/news/fresh?kind=videos&limit=3')).json().data;
    expect(fresh).toHaveLength(3);
    expect(fresh.every((p: { kind: string; video: unknown }) => p.kind === 'videos' && p.video)).toBe(true);
  });
});

describe('blog posts', () => {
  it('returns a post with content blocks in both languages', async () => {
    const [summary] = (await get('/api/v1/interesting-articles?page=2')).json().data;
    const ru = (await get(`/api/v1/interesting-articles/${summary.slug}`)).json().data;
    const ua = (await get(`/api/v1/interesting-articles/${summary.slug}`, 'ua')).json().data;
    expect(ru.title).not.toBe(ua.title);
    const types = new Set(ru.blocks.map((b: { type: string }) => b.type));
    for (const type of ['description', 'content_title', 'phrase', 'column_block', 'product', 'image_left', 'image_right', 'block_with_image_with_button']) {
      expect(types).toContain(type);
    }
    expect(ru.related.length).toBeGreaterThan(0);
    expect(ru.related.map((p: { id: number }) => p.id)).not.toContain(ru.id);
  });

  it('turns the body of a post without blocks into one description block', async () => {
    const { newsPosts } = await import('../../db/schema/index.ts');
    await t.deps.database.db
      .insert(newsPosts)
      .values({ kind: 'news', slug: 'fx-body-only', titleRu: 'Только текст', titleUk: 'Лише текст', bodyRu: '<p>Текст новости.</p>', bodyUk: '<p>Текст новини.</p>' });
    const post = (await get('/api/v1/news/fx-body-only')).json().data;
    expect(post.blocks).toEqual([{ type: 'description', html: expect.stringContaining('<p>Текст новости.</p>') }]);
  });

  it('gives video posts their video link', async () => {
    const post = (await get('/api/v1/video-master-klassy/master-klass-massazh-lica')).json().data;
    expect(post.video).toEqual({ url: expect.stringContaining('youtube.com'), type: 'youtube_normal' });
  });

  it('answers 404 for an unknown slug, a slug of another kind and an unpublished post', async () => {
    expect((await get('/api/v1/news/no-such-post')).statusCode).toBe(404);
    // The article exists, but not as news.
    expect((await get('/api/v1/news/spf-kruglyj-god')).statusCode).toBe(404);
    const { newsPosts } = await import('../../db/schema/index.ts');
    await t.deps.database.db.insert(newsPosts).values({ kind: 'news', slug: 'fx-draft-post', titleRu: 'Черновик', titleUk: 'Чернетка', published: false });
    expect((await get('/api/v1/news/fx-draft-post')).statusCode).toBe(404);
  });
});
