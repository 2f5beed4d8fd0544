import { timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config.ts';
import { keyedHash } from '../../core/secrets.ts';

/**
 * The path POST /v1/client_prices/download answers with (SPEC: "response has path"). The file is
 * not kept anywhere: the path carries the chosen lines, their owner and an expiry, signed by the
 * server, and GET /v1/client_prices/file renders the PDF again at that moment's prices. It opens
 * only for the same signed-in user (bearer token) and only until it expires; anything else is 404.
 */

const KEY_PURPOSE = 'client-prices-file';
/** How long a prices path works. */
export const PRICES_LINK_SECONDS = 15 * 60;

export interface PricesLink {
  owner: number;
  /** Unix seconds. */
  expires: number;
  /** [product id, variant id, count] */
  lines: Array<[number, number, number]>;
}

const sign = (config: AppConfig, payload: string) => keyedHash(config, KEY_PURPOSE, payload).slice(0, 43);

export function makePricesToken(config: AppConfig, link: PricesLink): string {
  const payload = Buffer.from(JSON.stringify([link.owner, link.expires, link.lines])).toString('base64url');
  return `${payload}.${sign(config, payload)}`;
}

const isCount = (n: unknown): n is number => Number.isInteger(n) && (n as number) > 0 && (n as number) < 2_147_483_648;

/** The link a token names, or null when its signature is wrong, it has expired or it is not well formed. */
export function openPricesToken(config: AppConfig, token: string, now = Date.now()): PricesLink | null {
  const [payload, key, extra] = token.split('.');
  if (!payload || !key || extra !== undefined) return null;
  const expected = sign(config, payload);
  if (key.length !== expected.length || !timingSafeEqual(Buffer.from(expected), Buffer.from(key))) return null;
  try {
    const [owner, expires, lines] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[];
    if (!isCount(owner) || !isCount(expires) || !Array.isArray(lines)) return null;
    if (expires * 1000 < now) return null;
    if (!lines.every((line) => Array.isArray(line) && line.length === 3 && line.every(isCount))) return null;
    return { owner, expires, lines: lines as PricesLink['lines'] };
  } catch {
    return null;
  }
}
