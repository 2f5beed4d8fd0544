import { Redis } from 'ioredis';
import { REDIS_COMMAND_TIMEOUT_MS } from './redis-fallback.ts';

/**
 * The Redis side of the shared stores (the answer cache, the rate-limit counters): one connection
 * under a key prefix, and JSON values and expiring counters on it. Every operation throws when Redis
 * does not answer; the stores catch that and fall back to the process (core/redis-fallback.ts).
 */
export function openRedis(url: string, prefix: string, options: { lazyConnect?: boolean } = {}): Redis {
  const redis = new Redis(url, {
    keyPrefix: prefix,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    lazyConnect: options.lazyConnect ?? false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  // Connection errors reach the callers as failed commands, which fall back.
  redis.on('error', () => {});
  return redis;
}

const seconds = (ttlSeconds: number) => Math.max(1, Math.ceil(ttlSeconds));

export function redisJson(redis: Redis) {
  return {
    async get<T>(key: string): Promise<T | undefined> {
      const raw = await redis.get(key);
      return raw === null ? undefined : (JSON.parse(raw) as T);
    },
    async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
      await redis.set(key, JSON.stringify(value), 'EX', seconds(ttlSeconds));
    },
    async del(key: string): Promise<void> {
      await redis.del(key);
    },
    /** Adds `by` to a counter that expires `ttlSeconds` after it was created; returns the new value. */
    async incr(key: string, ttlSeconds: number, by = 1): Promise<number> {
      const [[incrError, value], [expireError]] = (await redis.multi().incrby(key, by).expire(key, seconds(ttlSeconds), 'NX').exec()) as [
        [Error | null, number],
        [Error | null, number],
      ];
      if (incrError ?? expireError) throw incrError ?? expireError;
      return value;
    },
  };
}
