import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * A small key/value cache for JSON-able answers (and the catalogue version). In one process it is an
 * LRU in memory, which drops the least recently used entry to make room; with REDIS_URL several
 * instances share Redis. Rate-limit counters live elsewhere, in `counter-store.ts`, which drops none.
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
  return {
    kind: 'memory',
    async get<T>(key: string) {
      return lru.get(key)?.value as T | undefined;
    },
    async set(key, value, ttlSeconds) {
      lru.set(key, { value }, { ttl: ttlSeconds * 1000 });
    },
    async del(key) {
      lru.delete(key);
    },
    async incr(key, ttlSeconds, by = 1) {
      const current = lru.get(key);
      const next = ((current?.value as number | undefined) ?? 0) + by;
      if (current) lru.set(key, { value: next }, { noUpdateTTL: true });
      else lru.set(key, { value: next }, { ttl: ttlSeconds * 1000 });
      return next;
    },
    async close() {
      lru.clear();
    },
  };
}

export function createRedisCache(url: string, prefix = 'shop:'): Cache {
  const redis = new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return {
    kind: 'redis',
    async get<T>(key: string) {
      const raw = await redis.get(key);
      return raw === null ? undefined : (JSON.parse(raw) as T);
    },
    async set(key, value, ttlSeconds) {
      await redis.set(key, JSON.stringify(value), 'EX', Math.max(1, Math.ceil(ttlSeconds)));
    },
    async del(key) {
      await redis.del(key);
    },
    async incr(key, ttlSeconds, by = 1) {
      const [[, value]] = (await redis
        .multi()
        .incrby(key, by)
        .expire(key, Math.max(1, Math.ceil(ttlSeconds)), 'NX')
        .exec()) as [[null, number], [null, number]];
      return value;
    },
    async close() {
      await redis.quit();
    },
  };
}

export function createCache(redisUrl: string | null): Cache {
  return redisUrl ? createRedisCache(redisUrl) : createMemoryCache();
}
