import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApi, DEMO_PASSWORD, insertCatalogFixtures, createTestApp, type TestApp, contentSecurityPolicy } from '@shop/api/test-support';
import type { RouterContextProvider, ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverContext } from '../app/lib/request-context.server.ts';
import { createHtmlCache } from './html-cache.ts';
import { pageAudienceOf } from './page-audience.ts';
import { registerPageHandler } from './page-handler.ts';
import { handMadeServerBuild } from './testing/server-build.ts';

/**
 * The page server over the whole API: a page whose document asks the API (in process, as loaders
 * do) for the fixture cream and writes its price. Retail 1000, the demo professional 744 (7 % off
 * 800), the distributor 600.
 */
let t: TestApp;
let shop: FastifyInstance;
let renders = 0;

function priceEchoBuild(): ServerBuild {
  const entry = {
    default: async (request: Request, status: number, headers: Headers, _context: unknown, load: RouterContextProvider) => {
      renders++;
      const { transport } = load.get(serverContext);
      const answer = await transport({ method: 'GET', path: '/v1/catalog/product/fx-rose-cream', headers: { accept: 'application/json' } });
      const { minPrice } = (answer.body as { data: { minPrice: number } }).data;
      headers.set('content-type', 'text/html; charset=utf-8');
      return new Response(`<!doctype html><p>${new URL(request.url).pathname}: от ${minPrice} грн</p>`, { status, headers });
    },
  };
  return handMadeServerBuild(entry as unknown as ServerBuild['entry']['module'], [
    { id: 'root', path: '', module: { default: () => null } },
    { id: 'page', parentId: 'root', path: '*', module: { default: () => null } },
  ]);
}

beforeAll(async () => {
  t = await createTestApp({ products: 5 });
  await insertCatalogFixtures(t.deps);
  const cache = createHtmlCache({ ttlSeconds: 60, staleSeconds: 60, maxBytes: 1024 * 1024, version: async () => 'v1' });
  // The shop in one instance, as server.ts builds it: the API, then the pages.
  shop = await buildApi(t.deps);
  registerPageHandler(shop, { build: priceEchoBuild(), mode: 'production', origin: 'http://shop.test', cache, contentSecurityPolicy, maxConcurrentRenders: 4, audienceOf: pageAudienceOf });
});
afterAll(async () => {
  await shop?.close();
  await t?.close();
});

async function audienceCookie(who: string): Promise<string> {
  const res = await shop.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` },
    payload: { email: `${who}@demo.procosmetics.ua`, password: DEMO_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return `price_audience=${res.cookies.find((c) => c.name === 'price_audience')!.value}`;
}

const page = (url: string, cookie?: string): Promise<LightMyRequestResponse> =>
  shop.inject({ url, headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });

describe('pages per price audience', () => {
  it('keeps a professional’s page apart from the guests’ one, both ways, and never shares it', async () => {
    const professional = await audienceCookie('professional');

    const guestFirst = await page('/katalog/');
    expect(guestFirst.body).toContain('от 1000 грн');
    expect(guestFirst.headers['cache-control']).toMatch(/^public/);
    const guestAgain = await page('/katalog/');
    expect(guestAgain.headers['x-cache']).toBe('hit');

    // The guests' kept page is no answer for the professional, whose own page is then kept apart.
    const pro = await page('/katalog/', professional);
    expect(pro.headers['x-cache']).toBe('miss');
    expect(pro.body).toContain('от 744 грн');
    expect(pro.headers['cache-control']).toBe('private, no-store');
    const proAgain = await page('/katalog/', professional);
    expect(proAgain.headers['x-cache']).toBe('hit');
    expect(proAgain.body).toContain('от 744 грн');

    // And the reverse: a page first rendered for a professional is never a guest's.
    const proFirst = await page('/novinki/', professional);
    expect(proFirst.body).toContain('от 744 грн');
    const guestAfter = await page('/novinki/', undefined);
    expect(guestAfter.headers['x-cache']).toBe('miss');
    expect(guestAfter.body).toContain('от 1000 грн');
    expect(guestAfter.headers['cache-control']).toMatch(/^public/);
  });

  it('renders a distributor’s page with distributor prices under a key of its own', async () => {
    const distributor = await audienceCookie('distributor');
    const before = renders;
    const answer = await page('/katalog/', distributor);
    expect(answer.body).toContain('от 600 грн');
    expect(renders).toBe(before + 1);
  });

  it('treats a forged audience cookie as a guest', async () => {
    await page('/outlet/');
    const forged = await page('/outlet/', 'price_audience=professional-50.9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(forged.headers['x-cache']).toBe('hit');
    expect(forged.body).toContain('от 1000 грн');
    expect(forged.headers['cache-control']).toMatch(/^public/);
  });
});
