import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { serverKey } from '../../core/secrets.ts';
import { RETAIL_VIEWER, type PriceViewer, viewerFromKey, viewerKey } from './price-viewer.ts';

/**
 * The price audience cookie tells the page server which prices to render before any script runs
 * (decision 0010). It names a price group (`professional-10`, `distributor`, `client`) and an expiry,
 * signed with the server key; it carries no identity and never authenticates anybody. Retail
 * viewers get no cookie. httpOnly (scripts have the bearer token for their own calls), SameSite=Lax,
 * path `/` (pages and the API both read it).
 */
export const PRICE_AUDIENCE_COOKIE = 'price_audience';

const VALUE = /^([a-z0-9-]{1,20})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function signature(config: AppConfig, payload: string): string {
  return createHmac('sha256', serverKey(config)).update(`price-audience\u0000${payload}`).digest('base64url');
}

/** The cookie's value for a viewer, valid until `expiresAt` (seconds since the epoch). */
export function signPriceAudience(config: AppConfig, viewer: PriceViewer, expiresAt: number): string {
  const payload = `${viewerKey(viewer)}.${Math.floor(expiresAt)}`;
  return `${payload}.${signature(config, payload)}`;
}

/** The viewer a cookie value names, or null when it is malformed, forged or expired. */
export function verifyPriceAudience(config: AppConfig, value: string | undefined, now = Date.now()): PriceViewer | null {
  if (!value) return null;
  const match = VALUE.exec(value);
  if (!match) return null;
  const [, key, expiresAt] = match;
  const expected = Buffer.from(signature(config, `${key}.${expiresAt}`));
  const given = Buffer.from(match[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (Number(expiresAt) * 1000 <= now) return null;
  const viewer = viewerFromKey(key);
  return viewer && viewer.audience !== 'retail' ? viewer : null;
}

export function readPriceAudienceCookie(request: FastifyRequest, config: AppConfig): PriceViewer | null {
  return verifyPriceAudience(config, request.cookies?.[PRICE_AUDIENCE_COOKIE]);
}

const secure = (config: AppConfig) => config.publicOrigin.startsWith('https:');
const options = (config: AppConfig) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: secure(config) });

/**
 * Names the viewer's prices for the pages that follow, for as long as the session's refresh token
 * lives (`ttlSeconds`); `persistent` keeps it across browser restarts like the refresh cookie.
 * Retail viewers have theirs cleared: pages without the cookie are the guests' pages.
 */
export function setPriceAudienceCookie(reply: FastifyReply, config: AppConfig, viewer: PriceViewer, ttlSeconds: number, persistent: boolean): void {
  if (viewer.audience === RETAIL_VIEWER.audience) {
    clearPriceAudienceCookie(reply, config);
    return;
  }
  const value = signPriceAudience(config, viewer, Date.now() / 1000 + ttlSeconds);
  reply.setCookie(PRICE_AUDIENCE_COOKIE, value, { ...options(config), ...(persistent ? { maxAge: ttlSeconds } : {}) });
}

export function clearPriceAudienceCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(PRICE_AUDIENCE_COOKIE, options(config));
}
