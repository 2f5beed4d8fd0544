import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApi, contentSecurityPolicy, createTestApp, currentCatalogVersion, DEMO_PASSWORD, type TestApp } from '@shop/api/test-support';
import type { RouterContextProvider, ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverContext } from '../app/lib/request-context.server.ts';
import { createHtmlCache } from './html-cache.ts';
import { pageAudienceOf } from './page-audience.ts';
import { registerPageHandler } from './page-handler.ts';
import { handMadeServerBuild } from './testing/server-build.ts';

/**
 * A draft's preview on the shop (issue 29), through the page server as server.ts builds it: the
 * page asked with `?preview` is rendered for its visitor alone (never from or into the page cache)
 * and its API calls carry the staff preview cookie, so a content editor sees the draft and a guest
 * asking the same address gets 404. Published, the post reaches guests on the cached public page.
 */
let t: TestApp;
let shop: FastifyInstance;

/** Renders the post's title the way the blog route's loader reads it: the preview address when asked with `?preview`. */
function postEchoBuild(): ServerBuild {
  const entry = {
    default: async (request: Request, status: number, headers: Headers, _context: unknown, load: RouterContextProvider) => {
      const { transport } = load.get(serverContext);
      const url = new URL(request.url);
      const slug = url.pathname.split('/')[2];
      const path = `/v1/news/${slug}${url.searchParams.has('preview') ? '/preview' : ''}`;
      const answer = await transport({ method: 'GET', path, headers: { accept: 'application/json' } });
      headers.set('content-type', 'text/html; charset=utf-8');
      if (answer.status !== 200) return new Response('<!doctype html><p>404</p>', { status: 404, headers });
      return new Response(`<!doctype html><h1>${(answer.body as { data: { title: string } }).data.title}</h1>`, { status, headers });
    },
  };
  return handMadeServerBuild(entry as unknown as ServerBuild['entry']['module'], [
    { id: 'root', path: '', module: { default: () => null } },
    { id: 'page', parentId: 'root', path: '*', module: { default: () => null } },
  ]);
}

beforeAll(async () => {
  t = await createTestApp({ products: 2 });
  const cache = createHtmlCache({ ttlSeconds: 600, staleSeconds: 60, maxBytes: 1024 * 1024, version: () => currentCatalogVersion(t.deps.cache) });
  shop = await buildApi(t.deps);
  registerPageHandler(shop, { build: postEchoBuild(), mode: 'production', origin: 'http://shop.test', cache, contentSecurityPolicy, maxConcurrentRenders: 4, audienceOf: pageAudienceOf });
});
afterAll(async () => {
  await shop?.close();
  await t?.close();
});

async function signIn(who: string): Promise<string> {
  const res = await shop.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` },
    payload: { email: `${who}@demo.procosmetics.ua`, password: DEMO_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.accessToken as string;
}

const page = (path: string, cookie?: string): Promise<LightMyRequestResponse> =>
  shop.inject({ url: path, headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });

describe("a draft's preview on the shop", () => {
  it('shows the draft to the content editor previewing it, never cached, and 404 to a guest and to a reviewer; published, guests see it', async () => {
    const staff = { authorization: `Bearer ${await signIn('content')}` };
    const post = { kind: 'news', slug: 'preview-draft', title_ru: 'Черновик весны', title_uk: 'Чернетка весни', blocks_ru: [{ type: 'content_title', title: 'Скоро' }], published: false };
    const created = await shop.inject({ method: 'POST', url: '/api/v1/staff/posts', headers: staff, payload: post });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;

    const previewed = await shop.inject({ method: 'POST', url: `/api/v1/staff/posts/${id}/preview`, headers: staff });
    const link = previewed.json().data.url_ru as string;
    const value = previewed.cookies.find((c) => c.name === 'staff_preview')?.value;
    expect(link).toBe('/news/preview-draft/?preview=1');
    const editor = await page(link, `staff_preview=${value}`);
    expect(editor.statusCode).toBe(200);
    expect(editor.body).toContain('Черновик весны');
    expect(editor.headers['cache-control']).toBe('private, no-store');
    expect(editor.headers['x-cache']).toBeUndefined();

    // The same address without the editor's cookie: not the editor's page from a cache, but 404.
    expect((await page(link)).statusCode).toBe(404);
    expect((await page('/news/preview-draft/')).statusCode).toBe(404);
    // A reviewer's own preview cookie is never issued (403), so a reviewer is a guest here.
    const reviewer = { authorization: `Bearer ${await signIn('reviewer')}` };
    expect((await shop.inject({ method: 'POST', url: `/api/v1/staff/posts/${id}/preview`, headers: reviewer })).statusCode).toBe(403);

    const saved = await shop.inject({ method: 'PUT', url: `/api/v1/staff/posts/${id}`, headers: staff, payload: { ...post, published: true, version: 1 } });
    expect(saved.statusCode, saved.body).toBe(200);
    const guest = await page('/news/preview-draft/');
    expect(guest.statusCode).toBe(200);
    expect(guest.body).toContain('Черновик весны');
  });
});
