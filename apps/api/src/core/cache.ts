import { LRUCache } from 'lru-cache';
import { type FallbackEvents, redisOrMemory } from './redis-fallback.ts';
import { openRedis, redisJson } from './redis-json.ts';

/**
 * A small key/value cache for JSON-able answers (and the catalogue version). In one process it is an
 * LRU in memory, which drops the least recently used answer to make room but never a counter (`incr`:
 * the versions); with REDIS_URL several instances share Redis. Rate-limit counters live elsewhere, in
 * `counter-store.ts`, which drops none.
 */
export interface Cache {
  readonly kind: 'memory' | 'redis';
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Adds `by` to a counter that expires `ttlSeconds` after it was created; returns the new value. */
  incr(key: string, ttlSeconds: number, by?: number): Promise<number>;
  close(): Promise<void>;
}

export async function cached<T>(cache: Cache, key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
  const hit = await cache.get<T>(key);
  if (hit !== undefined) return hit;
  const value = await load();
  await cache.set(key, value, ttlSeconds);
  return value;
}

export function createMemoryCache(maxEntries = 5_000): Cache {
  const lru = new LRUCache<string, { value: unknown }>({ max: maxEntries, ttlAutopurge: false });
  // Counters (the catalogue's and the seminars' versions) are kept apart from the answers and never
  // dropped to make room: a version evicted by a burst of cached answers started again from 1, and
  // pages cached under that old number were served again (a changed setting shown as it was before).
  const counters = new Map<string, { value: number; expiresAt: number }>();
  const counter = (key: string) => {
    const entry = counters.get(key);
    if (entry && entry.expiresAt <= Date.now()) counters.delete(key);
    return counters.get(key);
  };
  return {
    kind: 'memory',
    async get<T>(key: string) {
      const count = counter(key);
      if (count) return count.value as T;
      return lru.get(key)?.value as T | undefined;
    },
    async set(key, value, ttlSeconds) {
      counters.delete(key);
      lru.set(key, { value }, { ttl: ttlSeconds * 1000 });
    },
    async del(key) {
      counters.delete(key);
      lru.delete(key);
    },
    async incr(key, ttlSeconds, by = 1) {
      const current = counter(key);
      const next = (current?.value ?? 0) + by;
      counters.set(key, { value: next, expiresAt: current?.expiresAt ?? Date.now() + ttlSeconds * 1000 });
      return next;
    },
    async close() {
      counters.clear();
      lru.clear();
    },
  };
}

/**
 * The shared cache in Redis. When Redis does not answer, it works from an in-process LRU for a few
 * seconds at a time (core/redis-fallback.ts): answers are then cached per instance and a catalogue
 * change reaches the other instances only through the cached answers' own expiry, but nothing fails.
 */
export function createRedisCache(url: string, options: { prefix?: string } & FallbackEvents = {}): Cache {
  const redis = openRedis(url, options.prefix ?? 'shop:');
  const shared = redisJson(redis);
  const fallback = createMemoryCache();
  const either = redisOrMemory('cache', options);
  return {
    kind: 'redis',
    get: <T>(key: string) => either(() => shared.get<T>(key), () => fallback.get<T>(key)),
    set: (key, value, ttlSeconds) => either(() => shared.set(key, value, ttlSeconds), () => fallback.set(key, value, ttlSeconds)),
    del: (key) => either(() => shared.del(key), () => fallback.del(key)),
    incr: (key, ttlSeconds, by = 1) => either(() => shared.incr(key, ttlSeconds, by), () => fallback.incr(key, ttlSeconds, by)),
    async close() {
      await fallback.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export function createCache(redisUrl: string | null, events: FallbackEvents = {}): Cache {
  return redisUrl ? createRedisCache(redisUrl, events) : createMemoryCache();
}
