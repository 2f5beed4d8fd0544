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
 * A static page after a back-office save (issue 29), through the page server as server.ts builds it:
 * the guest's page is kept in the page cache until a content editor saves a block, then the next
 * request shows the new block. An unpublished page asked with `?preview` is shown to the editor who
 * asked for a preview and is 404 to a guest at the same address.
 */
let t: TestApp;
let shop: FastifyInstance;

/** Renders the page's first block the way the static page's loader reads it (`?preview` passed on). */
function blockEchoBuild(): ServerBuild {
  const entry = {
    default: async (request: Request, status: number, headers: Headers, _context: unknown, load: RouterContextProvider) => {
      const { transport } = load.get(serverContext);
      const url = new URL(request.url);
      const slug = url.pathname.split('/')[2];
      const path = `/v1/pages/${slug}${url.searchParams.has('preview') ? '?preview=1' : ''}`;
      const answer = await transport({ method: 'GET', path, headers: { accept: 'application/json' } });
      headers.set('content-type', 'text/html; charset=utf-8');
      if (answer.status !== 200) return new Response('<!doctype html><p>404</p>', { status: 404, headers });
      const data = (answer.body as { data: { blocks: Array<{ title?: string }>; preview?: true } }).data;
      return new Response(`<!doctype html><h2>${data.blocks[0]?.title}</h2>${data.preview ? '<p>preview</p>' : ''}`, { status, headers });
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
  registerPageHandler(shop, { build: blockEchoBuild(), mode: 'production', origin: 'http://shop.test', cache, contentSecurityPolicy, maxConcurrentRenders: 4, audienceOf: pageAudienceOf });
});
afterAll(async () => {
  await shop?.close();
  await t?.close();
});

async function staffHeaders(who: string): Promise<{ authorization: string }> {
  const res = await shop.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'x-forwarded-for': `10.11.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` },
    payload: { email: `${who}@demo.procosmetics.ua`, password: DEMO_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json().data.accessToken}` };
}

const page = (path: string, cookie?: string): Promise<LightMyRequestResponse> =>
  shop.inject({ url: path, headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });

const body = {
  slug: 'care-guide',
  title_ru: 'Уход',
  title_uk: 'Догляд',
  body_ru: '',
  body_uk: '',
  blocks_ru: [{ type: 'content_title', title: 'Утро' }],
  blocks_uk: [{ type: 'content_title', title: 'Ранок' }],
  published: true,
};

describe('a static page after a back-office save', () => {
  it("shows guests the saved block on the next request instead of the page they had cached", async () => {
    const staff = await staffHeaders('content');
    const created = await shop.inject({ method: 'POST', url: '/api/v1/staff/pages', headers: staff, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const { id, version } = created.json().data;

    expect((await page('/pages/care-guide/')).body).toContain('<h2>Утро</h2>');
    expect((await page('/pages/care-guide/')).headers['x-cache']).toBe('hit');

    const saved = await shop.inject({ method: 'PUT', url: `/api/v1/staff/pages/${id}`, headers: staff, payload: { ...body, blocks_ru: [{ type: 'content_title', title: 'Вечер' }], version } });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await page('/pages/care-guide/');
    expect(after.body).toContain('<h2>Вечер</h2>');
    expect(after.headers['x-cache']).toBe('miss');
  });

  it('previews an unpublished page for the editor who asked, never cached, and answers a guest 404', async () => {
    const staff = await staffHeaders('content');
    const created = await shop.inject({ method: 'POST', url: '/api/v1/staff/pages', headers: staff, payload: { ...body, slug: 'care-draft', published: false } });
    expect(created.statusCode, created.body).toBe(201);
    const allowed = await shop.inject({ method: 'POST', url: '/api/v1/staff/content-preview', headers: staff });
    const value = allowed.cookies.find((c) => c.name === 'staff_preview')?.value;
    expect(value).toBeTruthy();

    const editor = await page('/pages/care-draft/?preview=1', `staff_preview=${value}`);
    expect(editor.statusCode).toBe(200);
    expect(editor.body).toContain('<h2>Утро</h2><p>preview</p>');
    expect(editor.headers['cache-control']).toBe('private, no-store');
    expect(editor.headers['x-cache']).toBeUndefined();

    expect((await page('/pages/care-draft/?preview=1')).statusCode).toBe(404);
    expect((await page('/pages/care-draft/')).statusCode).toBe(404);
  });
});
