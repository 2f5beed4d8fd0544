import type { Cache } from './cache.ts';

/**
 * A version number of the catalogue kept in the shared cache. Cached answers and cached guest pages
 * include it in their keys, so bumping it after any catalogue change retires them all at once.
 */
const KEY = 'catalog:version';
const TTL_S = 30 * 24 * 3600;

// Reading the shared version at most once a second keeps a Redis round trip off most requests.
const MEMO_MS = 1000;
const memo = new WeakMap<Cache, { version: string; readAt: number }>();

/** Read as a counter (adding nothing), so that it is kept where counters are: never dropped for room. */
async function readVersion(cache: Cache): Promise<string> {
  return String(await cache.incr(KEY, TTL_S, 0));
}

/** The current catalogue version, read from the shared cache at most once a second per process. */
export async function currentCatalogVersion(cache: Cache): Promise<string> {
  const seen = memo.get(cache);
  if (seen && Date.now() - seen.readAt < MEMO_MS) return seen.version;
  const version = await readVersion(cache);
  memo.set(cache, { version, readAt: Date.now() });
  return version;
}

/** Moves the catalogue to a new version; this process sees it at once, others within a second. */
export async function bumpCatalogVersion(cache: Cache): Promise<string> {
  const version = String(await cache.incr(KEY, TTL_S));
  memo.set(cache, { version, readAt: Date.now() });
  return version;
}
