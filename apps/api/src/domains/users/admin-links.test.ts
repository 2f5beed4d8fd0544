import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../auth/auth.test-support.ts';
import { adminData } from './admin-links.ts';

describe('the admin bar without a back office', () => {
  it('leads to the API documentation only while it is served', () => {
    const withDocs = adminData(null, 'https://shop.example', 'ru', true);
    expect(withDocs.adminHome.url).toBe('https://shop.example/api/docs/');
    expect(withDocs.links.some((link) => link.url.includes('/api/docs'))).toBe(true);

    const withoutDocs = adminData(null, 'https://shop.example', 'ua', false);
    const urls = [withoutDocs.adminHome.url, ...withoutDocs.links.map((link) => link.url)];
    expect(urls.some((url) => url.includes('/api/'))).toBe(false);
    expect(withoutDocs.adminHome).toEqual({ url: 'https://shop.example/ua/news/', title: 'Новини на сайті' });
  });
});

/** Production serves no /api/docs unless API_DOCS=on: the staff user's bar must not link there. */
describe('the admin bar in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ products: 5, env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' } });
  });
  afterAll(async () => t?.close());

  it('links no page that answers 404', async () => {
    expect((await t.app.inject({ url: '/api/docs/' })).statusCode).toBe(404);
    const staff = await signIn(t, 'staff@demo.procosmetics.ua');
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(staff.accessToken) });
    const admin = me.json().data.admin as { adminHome: { url: string }; links: Array<{ url: string }> };
    const urls = [admin.adminHome.url, ...admin.links.map((link) => link.url)];
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(new URL(url).pathname.startsWith('/api/'), url).toBe(false);
  });
});
