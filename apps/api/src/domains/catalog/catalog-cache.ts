import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Cache } from '../../platform/cache.ts';
import { bumpCatalogVersion, getCatalogVersion } from '../../platform/catalog-version.ts';

/**
 * Catalogue answers are cached as ready JSON text under the catalogue version: a bump retires them
 * all at once, the TTL bounds staleness of what does not bump it (stock moving at checkout).
 */

/** Lists show stock, so they live shortly; structure (categories, facets) a little longer. */
export const LIST_TTL_S = 30;
export const STRUCTURE_TTL_S = 120;

// Reading the shared version at most once a second keeps a Redis round trip off most requests.
const VERSION_MEMO_MS = 1000;
const memo = new WeakMap<Cache, { version: string; readAt: number }>();

export async function currentCatalogVersion(cache: Cache): Promise<string> {
  const seen = memo.get(cache);
  if (seen && Date.now() - seen.readAt < VERSION_MEMO_MS) return seen.version;
  const version = await getCatalogVersion(cache);
  memo.set(cache, { version, readAt: Date.now() });
  return version;
}

/** Call after any catalogue change (products, prices, reviews, structure). */
export async function catalogChanged(cache: Cache): Promise<void> {
  const version = await bumpCatalogVersion(cache);
  memo.set(cache, { version, readAt: Date.now() });
}

/** A value cached under the current catalogue version. */
export async function cachedUnderVersion<T>(cache: Cache, key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
  const fullKey = `catalog:${await currentCatalogVersion(cache)}:${key}`;
  const hit = await cache.get<T>(fullKey);
  if (hit !== undefined) return hit;
  const value = await load();
  await cache.set(fullKey, value, ttlSeconds);
  return value;
}

/**
 * An answer cached as JSON text. The loaded value is checked against the route's response schema
 * once, when it is built; hits are sent as they are, without serialising again.
 */
export async function cachedJson<S extends z.ZodType>(
  cache: Cache,
  key: string,
  ttlSeconds: number,
  schema: S,
  load: () => Promise<z.input<S>>,
): Promise<string> {
  return cachedUnderVersion(cache, `json:${key}`, ttlSeconds, async () => JSON.stringify(schema.parse(await load())));
}

/** Sends JSON text as the body (Fastify passes strings with a JSON content type through untouched). */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
