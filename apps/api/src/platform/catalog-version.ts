import type { Cache } from './cache.ts';

/**
 * A version number of the catalogue kept in the shared cache. Cached answers and cached guest pages
 * include it in their keys, so bumping it after any catalogue change retires them all at once.
 */
const KEY = 'catalog:version';
const TTL_S = 30 * 24 * 3600;

export async function getCatalogVersion(cache: Cache): Promise<string> {
  const value = await cache.get<number>(KEY);
  if (value !== undefined) return String(value);
  await cache.set(KEY, 1, TTL_S);
  return '1';
}

export async function bumpCatalogVersion(cache: Cache): Promise<string> {
  return String(await cache.incr(KEY, TTL_S));
}
