import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (url: string, lang = 'ru') => t.app.inject({ url, headers: { 'x-localization': lang } });

describe('home content', () => {
  it('lists banner slides with their pictures in the asked language', async () => {
    const res = await get('/api/v1/home/banners', 'ua');
    expect(res.statusCode).toBe(200);
    const slides = res.json().data;
    expect(slides.length).toBeGreaterThanOrEqual(3);
    expect(slides[0]).toMatchObject({
      title: 'Весняна програма догляду',
      buttonText: 'Дивитися акції',
      link: '/promotions/',
      image: { url: '/media/home/banner-1', width: 1600, height: 600, widths: [640, 1024, 1600] },
      imageMobile: { url: '/media/home/banner-1-mobile' },
    });
  });

  it('answers the home SEO texts and the enabled blocks in order', async () => {
    const res = await get('/api/v1/home/page');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.seo.title).toContain('Профессиональная косметика');
    expect(page.blocks.map((b: { key: string }) => b.key)).toEqual(['banners', 'new', 'series', 'top', 'news', 'instagram']);
    expect(page.blocks[1]).toEqual({ key: 'new', title: 'Новинки' });
  });

  it('lists the latest posts of every kind with their page slug', async () => {
    const res = await get('/api/v1/home/news', 'ua');
    const posts = res.json().data;
    expect(posts).toHaveLength(6);
    expect(posts[0]).toMatchObject({ kind: 'news', pageSlug: 'news', title: 'Відкрили новий склад у Києві — замовлення відправляємо швидше' });
    const dates = posts.map((p: { publishedAt: string }) => Date.parse(p.publishedAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(posts.find((p: { kind: string }) => p.kind === 'interesting')?.pageSlug).toBe('interesnye-stati');
  });

  it('lists Instagram posts', async () => {
    const res = await get('/api/v1/home/instagram_posts');
    const posts = res.json().data;
    expect(posts).toHaveLength(8);
    expect(posts[0]).toMatchObject({ link: expect.stringMatching(/^https:\/\/www\.instagram\.com\//), caption: expect.any(String), image: { widths: [320, 640] } });
  });
});
