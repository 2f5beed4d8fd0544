import { afterAll, describe, expect, it } from 'vitest';
import { createRedisCache } from './cache.ts';
import { createRedisCounterStore } from './counter-store.ts';
import { redisFallbackState } from './redis-fallback.ts';

/** Redis gone (nothing listens on port 1): the stores keep working in the process, say so once, and fail nothing. */
describe('Redis outage', () => {
  const events: string[] = [];
  const cache = createRedisCache('redis://127.0.0.1:1', { prefix: 'gone:', onFailure: () => events.push('cache down'), onRecovery: () => events.push('cache back') });
  const limits = createRedisCounterStore('redis://127.0.0.1:1', { prefix: 'gone:', onFailure: () => events.push('limits down') });
  afterAll(async () => {
    await Promise.all([cache.close(), limits.close()]);
  });

  it('keeps caching answers and counting limits in the process, within about a second each', async () => {
    const started = performance.now();
    await cache.set('answer', { a: 1 }, 60);
    expect(await cache.get('answer')).toEqual({ a: 1 });
    expect(await cache.incr('version', 60)).toBe(1);
    expect(await limits.incr('login:1.2.3.4', 60)).toBe(1);
    expect(await limits.incr('login:1.2.3.4', 60)).toBe(2);
    expect(performance.now() - started).toBeLessThan(4_000);
    expect(redisFallbackState()).toEqual({ cache: true, limits: true });
    // Once per outage, not once per call.
    expect(events).toEqual(['cache down', 'limits down']);
  });
});
