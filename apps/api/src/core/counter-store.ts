import { type FallbackEvents, redisOrMemory } from './redis-fallback.ts';
import { openRedis, redisJson } from './redis-json.ts';

/**
 * Where rate-limit counters and the small records of the throttles (sign-in failures, the SMS
 * resend wait) live: a store of their own, never the answer cache, whose bounded LRU let a flood of
 * cheap requests evict them. With REDIS_URL several instances share Redis (atomic INCRBY and expiry);
 * otherwise a map in the process that drops a counter only when it has expired, never to make room.
 *
 * Its memory is bounded by how it is used rather than by a size: every limit checks the caller's
 * address first, and a refused request creates no new entry, so one address makes at most its own
 * limits' worth of entries per window, and expired entries are swept.
 */
export interface CounterStore {
  readonly kind: 'memory' | 'redis';
  /** Adds `by` to a counter that expires `ttlSeconds` after it was created; returns the new value. */
  incr(key: string, ttlSeconds: number, by?: number): Promise<number>;
  /** A counter's value, 0 when it does not exist. */
  count(key: string): Promise<number>;
  /** A small JSON record (a throttle's state) with its own expiry. */
  read<T>(key: string): Promise<T | undefined>;
  write(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  del(key: string): Promise<void>;
  /** How many live entries the store holds (for tests and metrics; scans on Redis). */
  size(): Promise<number>;
  close(): Promise<void>;
}

/** Expired entries are swept at most this often, on the next write. */
const SWEEP_EVERY_MS = 10_000;

export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  let sweptAt = now();

  const live = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > now()) return entry;
    entries.delete(key);
    return undefined;
  };
  const sweep = () => {
    const at = now();
    if (at - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = at;
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
  };

  return {
    kind: 'memory',
    async incr(key, ttlSeconds, by = 1) {
      sweep();
      const entry = live(key);
      if (entry) {
        entry.value = (entry.value as number) + by;
        return entry.value as number;
      }
      entries.set(key, { value: by, expiresAt: now() + ttlSeconds * 1000 });
      return by;
    },
    async count(key) {
      return Number(live(key)?.value ?? 0);
    },
    async read<T>(key: string) {
      return live(key)?.value as T | undefined;
    },
    async write(key, value, ttlSeconds) {
      sweep();
      entries.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
    },
    async del(key) {
      entries.delete(key);
    },
    async size() {
      sweptAt = 0;
      sweep();
      return entries.size;
    },
    async close() {
      entries.clear();
    },
  };
}

/**
 * Counters in Redis under a prefix of their own. When Redis does not answer, the counters fall back
 * to the process's memory for a few seconds at a time (core/redis-fallback.ts): limits keep holding,
 * per instance instead of shared, and no request fails with a 500 because Redis went away.
 */
export function createRedisCounterStore(url: string, options: { prefix?: string } & FallbackEvents = {}): CounterStore {
  const prefix = options.prefix ?? 'shop-limits:';
  const redis = openRedis(url, prefix, { lazyConnect: true });
  const shared = redisJson(redis);
  const fallback = createMemoryCounterStore();
  const either = redisOrMemory('limits', options);

  return {
    kind: 'redis',
    incr: (key, ttlSeconds, by = 1) => either(() => shared.incr(key, ttlSeconds, by), () => fallback.incr(key, ttlSeconds, by)),
    count: (key) => either(async () => Number((await redis.get(key)) ?? 0), () => fallback.count(key)),
    read: <T>(key: string) => either(() => shared.get<T>(key), () => fallback.read<T>(key)),
    write: (key, value, ttlSeconds) => either(() => shared.set(key, value, ttlSeconds), () => fallback.write(key, value, ttlSeconds)),
    del: (key) => either(() => shared.del(key), () => fallback.del(key)),
    async size() {
      let total = 0;
      let cursor = '0';
      do {
        // SCAN matches the whole key: the connection's prefix is not added to MATCH.
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
        cursor = next;
        total += keys.length;
      } while (cursor !== '0');
      return total;
    },
    async close() {
      await fallback.close();
      if (redis.status === 'wait' || redis.status === 'end') redis.disconnect();
      else await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export function createCounterStore(redisUrl: string | null, events: FallbackEvents = {}): CounterStore {
  return redisUrl ? createRedisCounterStore(redisUrl, events) : createMemoryCounterStore();
}
