import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../seed/users.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, fromIp, uniqueIp } from '../auth/auth.test-support.ts';
import { type CatalogFixtures, insertCatalogFixtures } from '../catalog/catalog.test-support.ts';
import { PRICE_AUDIENCE_COOKIE, signPriceAudience } from './price-audience-cookie.ts';

/**
 * Every demo user type sees its own prices (ARCHITECTURE §4, SPEC §6) from the bearer token and,
 * with no token at all, from the price audience cookie the sign-in set: that is how the page
 * server's loaders ask. The fixture cream's 50 ml variant costs 1000 retail (1200 before the
 * promotion), 800 professional, 600 distributor and 900 for clients of a professional.
 */
let t: TestApp;
let fx: CatalogFixtures;
beforeAll(async () => {
  t = await createTestApp();
  fx = await insertCatalogFixtures(t.deps);
  // A distributor's individual discount is never shown to them: give the demo one a discount to prove it.
  await t.deps.database.db.update(users).set({ individualDiscount: 15 }).where(eq(users.email, 'distributor@demo.procosmetics.ua'));
});
afterAll(() => t?.close());

const audienceCookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === PRICE_AUDIENCE_COOKIE);
const withCookie = (value: string) => ({ cookie: `${PRICE_AUDIENCE_COOKIE}=${value}` });

async function login(who: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: fromIp(uniqueIp()),
    payload: { email: `${who}@demo.procosmetics.ua`, password: DEMO_PASSWORD, remember: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  const refresh = res.cookies.find((c) => c.name === 'refresh_token')!.value;
  return { accessToken: res.json().data.accessToken as string, refresh, audience: audienceCookieOf(res) };
}

/** What a caller with these headers is shown: search dropdown, list item and product page variant. */
async function pricesSeenWith(headers: Record<string, string>) {
  const search = await t.app.inject({ url: '/api/v1/search?query=FX-CR-200', headers });
  const list = await t.app.inject({ url: '/api/v1/catalog/products?brand=fx-christina&per_page=100', headers });
  const page = await t.app.inject({ url: '/api/v1/catalog/product/fx-rose-cream', headers });
  for (const res of [search, list, page]) expect(res.statusCode, res.body).toBe(200);
  const listed = list.json().data.find((p: { id: number }) => p.id === fx.roseCream.id);
  const variant = page.json().data.productPrices.find((v: { id: number }) => v.id === fx.roseCream.small);
  return {
    search: search.json().data.products[0].minPrice as number,
    list: listed.minPrice as number,
    variant: { price: variant.price as number, oldPrice: variant.oldPrice as number | null },
  };
}

const RETAIL = { search: 1000, list: 1000, variant: { price: 1000, oldPrice: 1200 } };
const PROFESSIONAL_7 = { search: 744, list: 744, variant: { price: 744, oldPrice: 800 } };
const DISTRIBUTOR = { search: 600, list: 600, variant: { price: 600, oldPrice: null } };
const CLIENT = { search: 900, list: 900, variant: { price: 900, oldPrice: null } };

const cases = [
  { who: 'regular', audience: null, prices: RETAIL },
  { who: 'noid', audience: null, prices: RETAIL },
  { who: 'staff', audience: null, prices: RETAIL },
  { who: 'professional', audience: 'professional-7', prices: PROFESSIONAL_7 },
  { who: 'distributor', audience: 'distributor', prices: DISTRIBUTOR },
  { who: 'manager', audience: 'distributor', prices: DISTRIBUTOR },
  { who: 'authorised', audience: 'client', prices: CLIENT },
] as const;

describe('prices per user type', () => {
  it('shows guests retail prices', async () => {
    expect(await pricesSeenWith({})).toEqual(RETAIL);
  });

  for (const { who, audience, prices } of cases) {
    it(`shows the ${who} user the same prices by bearer token and by the audience cookie alone`, async () => {
      const session = await login(who);
      expect(await pricesSeenWith(bearer(session.accessToken))).toEqual(prices);
      if (audience === null) {
        // Retail users get no cookie (a sign-in clears any left over): their pages are the guests'.
        expect(session.audience?.value ?? '').toBe('');
        return;
      }
      const cookie = session.audience!;
      expect(cookie.value.startsWith(`${audience}.`)).toBe(true);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(await pricesSeenWith(withCookie(cookie.value))).toEqual(prices);
    });
  }
});

describe('the price audience cookie', () => {
  it('is ignored when forged, unsigned, re-labelled or expired', async () => {
    const { audience } = await login('professional');
    const [, expiresAt, signature] = audience!.value.split('.');
    const tampered = [
      'professional-7',
      `professional-50.${expiresAt}.${signature}`,
      `distributor.${expiresAt}.${signature}`,
      `professional-7.${Number(expiresAt) + 1000}.${signature}`,
      `professional-7.${expiresAt}.${'A'.repeat(43)}`,
      signPriceAudience(t.deps.config, { audience: 'professional', individualDiscount: 7 }, Date.now() / 1000 - 1),
    ];
    for (const value of tampered) expect(await pricesSeenWith(withCookie(value)), value).toEqual(RETAIL);
  });

  it('never outranks the bearer token, and never signs anybody in', async () => {
    const regular = await login('regular');
    const { audience } = await login('distributor');
    const headers = { ...bearer(regular.accessToken), ...withCookie(audience!.value) };
    expect(await pricesSeenWith(headers)).toEqual(RETAIL);
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: withCookie(audience!.value) });
    expect(me.statusCode).toBe(401);
  });

  it('is renewed with every refresh and cleared at logout and when a refresh fails', async () => {
    const session = await login('professional');
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: { cookie: `refresh_token=${session.refresh}` } });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(audienceCookieOf(refreshed)?.value).toMatch(/^professional-7\./);

    const failed = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: { cookie: 'refresh_token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } });
    expect(failed.statusCode).toBe(401);
    expect(audienceCookieOf(failed)?.value).toBe('');

    const next = refreshed.cookies.find((c) => c.name === 'refresh_token')!.value;
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie: `refresh_token=${next}` } });
    expect(out.statusCode).toBe(200);
    expect(audienceCookieOf(out)).toMatchObject({ value: '', path: '/' });
  });

  it('is set again by /auth/me when the browser’s cookie is missing or names other prices', async () => {
    const { accessToken, audience } = await login('professional');
    const missing = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(accessToken) });
    expect(missing.json().data.priceAudience).toBe('professional-7');
    expect(audienceCookieOf(missing)?.value).toMatch(/^professional-7\./);

    const right = await t.app.inject({ url: '/api/v1/auth/me', headers: { ...bearer(accessToken), ...withCookie(audience!.value) } });
    expect(audienceCookieOf(right)).toBeUndefined();

    const { audience: distributor } = await login('distributor');
    const wrong = await t.app.inject({ url: '/api/v1/auth/me', headers: { ...bearer(accessToken), ...withCookie(distributor!.value) } });
    expect(audienceCookieOf(wrong)?.value).toMatch(/^professional-7\./);

    const regular = await login('regular');
    const stale = await t.app.inject({ url: '/api/v1/auth/me', headers: { ...bearer(regular.accessToken), ...withCookie(audience!.value) } });
    expect(stale.json().data.priceAudience).toBe('retail');
    expect(audienceCookieOf(stale)?.value).toBe('');
  });

  it('follows the user linking to a professional’s code and unlinking', async () => {
    const { accessToken } = await login('regular');
    const linked = await t.app.inject({ method: 'PUT', url: '/api/v1/user', headers: bearer(accessToken), payload: { assign_to: 'PRO-K7MX4-RD9TQ' } });
    expect(linked.statusCode, linked.body).toBe(200);
    const cookie = audienceCookieOf(linked)!;
    expect(cookie.value).toMatch(/^client\./);
    expect(await pricesSeenWith(withCookie(cookie.value))).toEqual(CLIENT);

    const unlinked = await t.app.inject({ method: 'PUT', url: '/api/v1/user', headers: bearer(accessToken), payload: { assign_to: null } });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(audienceCookieOf(unlinked)?.value).toBe('');
    // A change that does not touch prices leaves the cookie alone.
    const renamed = await t.app.inject({ method: 'PUT', url: '/api/v1/user', headers: bearer(accessToken), payload: { name: 'Олена' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(audienceCookieOf(renamed)).toBeUndefined();
  });
});
