import { describe, expect, it } from 'vitest';
import { createMemoryCounterStore, createRedisCounterStore } from './counter-store.ts';
import { HttpError } from './errors.ts';
import { enforce, type RateLimit } from './rate-limit.ts';

describe('the in-process counter store', () => {
  it('keeps every live counter however many there are: nothing is dropped to make room', async () => {
    const store = createMemoryCounterStore();
    await store.incr('guarded', 600);
    await store.incr('guarded', 600);
    for (let i = 0; i < 50_000; i++) await store.incr(`other:${i}`, 600);
    expect(await store.count('guarded')).toBe(2);
    expect(await store.size()).toBe(50_001);
  });

  it('forgets a counter when it expires, and sweeps expired ones out of memory', async () => {
    let now = 1_000_000;
    const store = createMemoryCounterStore(() => now);
    await store.incr('short', 60, 3);
    await store.write('record', { sent: 1 }, 3600);
    now += 59_000;
    expect(await store.count('short')).toBe(3);
    now += 2_000;
    expect(await store.count('short')).toBe(0);
    for (let i = 0; i < 100; i++) await store.incr(`brief:${i}`, 10);
    now += 11_000;
    await store.incr('fresh', 60);
    // Only the record and the fresh counter are left.
    expect(await store.size()).toBe(2);
    expect(await store.read('record')).toEqual({ sent: 1 });
  });
});

describe('the Redis counter store when Redis does not answer', () => {
  it('counts in the process instead, so limits still refuse and nothing fails with a 500', async () => {
    const failures: unknown[] = [];
    // Nothing listens on port 1: every command fails as if Redis had gone away.
    const store = createRedisCounterStore('redis://127.0.0.1:1', { prefix: 'gone:', onFailure: (error) => failures.push(error) });
    const limit: RateLimit = { name: 'redis-gone', max: 2, windowSeconds: 600 };
    try {
      await enforce(store, 'ua', [{ limit, subject: 'a' }]);
      await enforce(store, 'ua', [{ limit, subject: 'a' }]);
      const refused = await enforce(store, 'ua', [{ limit, subject: 'a' }]).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(HttpError);
      expect((refused as HttpError).statusCode).toBe(429);
      await store.write('wait', { nextAt: 5 }, 60);
      expect(await store.read('wait')).toEqual({ nextAt: 5 });
      expect(failures.length).toBeGreaterThan(0);
    } finally {
      await store.close();
    }
  });
});
