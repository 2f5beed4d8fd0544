import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { Cache } from './cache.ts';
import { bumpCatalogVersion, currentCatalogVersion } from './catalog-version.ts';

/**
 * Catalogue answers are cached as ready JSON text under the catalogue version: a bump retires them
 * all at once, the TTL bounds staleness of what does not bump it (stock moving at checkout).
 */

/** Lists show stock, so they live shortly; structure (categories, facets) a little longer. */
export const LIST_TTL_S = 30;
export const STRUCTURE_TTL_S = 120;

/** Call after any catalogue change (products, prices, reviews, structure). */
export async function catalogChanged(cache: Cache): Promise<void> {
  await bumpCatalogVersion(cache);
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

// Ready response bytes per shared cache, kept in this process: a hit costs no cache round trip and no
// UTF-8 encoding of a large string. Keys carry the catalogue version, entries the shared TTL.
const HOT_BYTES = 64 * 1024 * 1024;
const hotByCache = new WeakMap<Cache, LRUCache<string, Buffer>>();

function hotFor(cache: Cache): LRUCache<string, Buffer> {
  let hot = hotByCache.get(cache);
  if (!hot) {
    hot = new LRUCache<string, Buffer>({ maxSize: HOT_BYTES, sizeCalculation: (bytes) => bytes.length || 1 });
    hotByCache.set(cache, hot);
  }
  return hot;
}

/**
 * An answer cached as JSON. The loaded value is checked against the route's response schema once,
 * when it is built; the text is shared through the cache (Redis across instances) and hits are sent
 * as ready bytes, without serialising again.
 */
export async function cachedJson<S extends z.ZodType>(
  cache: Cache,
  key: string,
  ttlSeconds: number,
  schema: S,
  load: () => Promise<z.input<S>>,
): Promise<Buffer> {
  const fullKey = `catalog:${await currentCatalogVersion(cache)}:json:${key}`;
  const hot = hotFor(cache);
  const ready = hot.get(fullKey);
  if (ready) return ready;
  let text = await cache.get<string>(fullKey);
  if (text === undefined) {
    text = JSON.stringify(schema.parse(await load()));
    await cache.set(fullKey, text, ttlSeconds);
  }
  const bytes = Buffer.from(text);
  hot.set(fullKey, bytes, { ttl: ttlSeconds * 1000 });
  return bytes;
}

/** Sends ready JSON bytes as the body (Fastify passes buffers through untouched). */
export function sendJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
