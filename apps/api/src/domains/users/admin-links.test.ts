import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../auth/auth.test-support.ts';
import { adminData, adminEditUrl } from './admin-links.ts';

describe('the admin bar', () => {
  it("leads to the back office's dashboard and its screens, on the shop's origin unless ADMIN_URL names another", () => {
    const own = adminData(null, 'https://shop.example', 'ua');
    expect(own.adminHome).toEqual({ url: 'https://shop.example/admin/', title: 'Адмін-панель' });
    expect(own.links.map((link) => link.url)).toContain('https://shop.example/admin/orders');
    expect(adminData('https://admin.shop.example', 'https://shop.example', 'ru').adminHome.url).toBe('https://admin.shop.example/');
  });

  it("sends \"edit\" on a product, post or page to that record's edit form", () => {
    expect(adminEditUrl(null, 'https://shop.example', 'product', 12)).toBe('https://shop.example/admin/products/12');
    expect(adminEditUrl(null, 'https://shop.example', 'post', 3)).toBe('https://shop.example/admin/posts/3');
    expect(adminEditUrl(null, 'https://shop.example', 'page', 7)).toBe('https://shop.example/admin/pages/7');
  });

  it('hands the storefront an edit link per kind of record, with the id left for the page to fill in', () => {
    const { edit } = adminData(null, 'https://shop.example', 'ru');
    expect(edit.product).toEqual({ url: 'https://shop.example/admin/products/{id}', title: 'Редактировать товар' });
    expect(edit.post.url).toBe('https://shop.example/admin/posts/{id}');
    expect(edit.page).toEqual({ url: 'https://shop.example/admin/pages/{id}', title: 'Редактировать страницу' });
    expect(adminData(null, 'https://shop.example', 'ua').edit.page.title).toBe('Редагувати сторінку');
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
