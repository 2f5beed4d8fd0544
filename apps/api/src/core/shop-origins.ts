import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';

/**
 * The origins the shop answers on, and which of them a request came from. A payment form and its way
 * back must stay on the origin the shopper is on: the page's `form-action 'self'` lets a form post only
 * there, and the visitor cookie and the session live per origin. The Host and Origin headers are the
 * caller's to write, so an origin is used only when it is one of these; anything else gets
 * PUBLIC_ORIGIN (never a callback or return address on an attacker's host).
 */

/** `https://www.shop.ua` ⇄ `https://shop.ua`: the other spelling of an origin, or null for an IP or `localhost`. */
export function wwwTwin(origin: string): string | null {
  const url = new URL(origin);
  if (url.hostname === 'localhost' || /^[\d.]+$/.test(url.hostname) || url.hostname.startsWith('[')) return null;
  const twin = new URL(origin);
  twin.hostname = url.hostname.startsWith('www.') ? url.hostname.slice(4) : `www.${url.hostname}`;
  return twin.origin;
}

/**
 * Every origin of this shop: PUBLIC_ORIGIN and its www/bare twin, ALLOWED_ORIGINS, and outside
 * production the loopback names at the shop's own port (the start-up log prints 127.0.0.1 and
 * localhost alike; only this machine can open them).
 */
export function shopOrigins(config: AppConfig): Set<string> {
  const origins = new Set<string>([config.publicOrigin.toLowerCase(), ...config.allowedOrigins]);
  const twin = wwwTwin(config.publicOrigin);
  if (twin) origins.add(twin);
  if (config.env !== 'production') {
    for (const host of ['localhost', '127.0.0.1', '[::1]']) origins.add(`http://${host}:${config.port}`);
  }
  return origins;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The origin a request names: its `Origin` header (a browser's fetch), else its scheme and Host. */
function claimedOrigin(request: Pick<FastifyRequest, 'headers' | 'protocol' | 'host'>): string | null {
  const header = first(request.headers.origin);
  const raw = header && header !== 'null' ? header : `${request.protocol}://${request.host}`;
  try {
    return new URL(raw).origin.toLowerCase();
  } catch {
    return null;
  }
}

/** The shop origin the request was made on, or PUBLIC_ORIGIN when it names none of the shop's. */
export function requestShopOrigin(request: Pick<FastifyRequest, 'headers' | 'protocol' | 'host'>, config: AppConfig): string {
  const claimed = claimedOrigin(request);
  return claimed && shopOrigins(config).has(claimed) ? claimed : config.publicOrigin;
}
