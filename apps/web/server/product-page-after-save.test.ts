import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  buildApi,
  contentSecurityPolicy,
  createTestApp,
  currentCatalogVersion,
  DEMO_PASSWORD,
  insertCatalogFixtures,
  type TestApp,
} from '@shop/api/test-support';
import type { RouterContextProvider, ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverContext } from '../app/lib/request-context.server.ts';
import { createHtmlCache } from './html-cache.ts';
import { pageAudienceOf } from './page-audience.ts';
import { registerPageHandler } from './page-handler.ts';
import { handMadeServerBuild } from './testing/server-build.ts';

/**
 * A back-office save reaches the shop's cached pages at once (issue 29, screen 5): the page server,
 * as server.ts builds it, keeps the fixture cream's page for a guest and for a professional under
 * the catalogue version; a content editor's price change moves the version, so both pages are
 * rendered again with the new prices instead of being served from the cache.
 */
let t: TestApp;
let shop: FastifyInstance;

function priceEchoBuild(): ServerBuild {
  const entry = {
    default: async (_request: Request, status: number, headers: Headers, _context: unknown, load: RouterContextProvider) => {
      const { transport } = load.get(serverContext);
      const answer = await transport({ method: 'GET', path: '/v1/catalog/product/fx-rose-cream', headers: { accept: 'application/json' } });
      const { minPrice } = (answer.body as { data: { minPrice: number } }).data;
      headers.set('content-type', 'text/html; charset=utf-8');
      return new Response(`<!doctype html><p>от ${minPrice} грн</p>`, { status, headers });
    },
  };
  return handMadeServerBuild(entry as unknown as ServerBuild['entry']['module'], [
    { id: 'root', path: '', module: { default: () => null } },
    { id: 'page', parentId: 'root', path: '*', module: { default: () => null } },
  ]);
}

beforeAll(async () => {
  t = await createTestApp({ products: 4 });
  await insertCatalogFixtures(t.deps);
  const cache = createHtmlCache({ ttlSeconds: 600, staleSeconds: 60, maxBytes: 1024 * 1024, version: () => currentCatalogVersion(t.deps.cache) });
  shop = await buildApi(t.deps);
  registerPageHandler(shop, { build: priceEchoBuild(), mode: 'production', origin: 'http://shop.test', cache, contentSecurityPolicy, maxConcurrentRenders: 4, audienceOf: pageAudienceOf });
});
afterAll(async () => {
  await shop?.close();
  await t?.close();
});

async function signIn(who: string) {
  const res = await shop.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'x-forwarded-for': `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` },
    payload: { email: `${who}@demo.procosmetics.ua`, password: DEMO_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  const audience = res.cookies.find((c) => c.name === 'price_audience');
  return { token: res.json().data.accessToken as string, cookie: audience ? `price_audience=${audience.value}` : undefined };
}

const page = (cookie?: string): Promise<LightMyRequestResponse> =>
  shop.inject({ url: '/katalog/fx-rose-cream/', headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });

describe('a product page after a back-office save', () => {
  it('shows a guest and a professional the new price instead of the page they had cached', async () => {
    const professional = (await signIn('professional')).cookie;
    expect(professional).toBeDefined();
    expect((await page()).body).toContain('от 1000 грн');
    expect((await page()).headers['x-cache']).toBe('hit');
    // 7 % off the professional price of 800.
    expect((await page(professional)).body).toContain('от 744 грн');
    expect((await page(professional)).headers['x-cache']).toBe('hit');

    const { token } = await signIn('content');
    const staff = { authorization: `Bearer ${token}` };
    const [{ id }] = (await shop.inject({ url: '/api/v1/staff/products?q=FX-CR-50', headers: staff })).json().data;
    const form = (await shop.inject({ url: `/api/v1/staff/products/${id}`, headers: staff })).json().data;
    const { url: _url, image: _i, image2: _i2, updated_at: _u, id: _id, ...fields } = form;
    const variants = form.variants.map(({ image: _vi, ...v }: { image: unknown; article: string }) =>
      v.article === 'FX-CR-50' ? { ...v, retail_price: 950, professional_price: 700 } : v,
    );
    const saved = await shop.inject({ method: 'PUT', url: `/api/v1/staff/products/${id}`, headers: staff, payload: { ...fields, variants } });
    expect(saved.statusCode, saved.body).toBe(200);

    const guest = await page();
    expect(guest.headers['x-cache']).toBe('miss');
    expect(guest.body).toContain('от 950 грн');
    const pro = await page(professional);
    expect(pro.headers['x-cache']).toBe('miss');
    // 7 % off the new professional price of 700.
    expect(pro.body).toContain('от 651 грн');
  });
});
