import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { type CounterStore, createMemoryCounterStore, createRedisCounterStore } from './counter-store.ts';
import { HttpError } from './errors.ts';
import { enforce, hit, peek, type RateLimit } from './rate-limit.ts';

const limit: RateLimit = { name: 'test-limit', max: 3, windowSeconds: 600 };

async function refusal(run: () => Promise<unknown>): Promise<HttpError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('rate limits', () => {
  it('count per subject and refuse past the maximum with 429, Retry-After and a localised message', async () => {
    const cache = createMemoryCounterStore();
    for (let i = 0; i < 3; i++) await enforce(cache, 'ua', [{ limit, subject: 'a' }]);
    const refused = await refusal(() => enforce(cache, 'ua', [{ limit, subject: 'a' }]));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers?.['Retry-After'])).toBeGreaterThan(0);
    expect(Number(refused.headers?.['Retry-After'])).toBeLessThanOrEqual(600);
    expect(refused.message).toMatch(/[а-яіїє]/i);
    // Another subject has its own counter.
    await expect(enforce(cache, 'ua', [{ limit, subject: 'b' }])).resolves.toBeUndefined();
  });

  it('peek reads a counter without counting', async () => {
    const cache = createMemoryCounterStore();
    await hit(cache, limit, 'x');
    await hit(cache, limit, 'x');
    expect(await peek(cache, limit, 'x')).toMatchObject({ allowed: true, count: 2 });
    expect(await peek(cache, limit, 'x')).toMatchObject({ count: 2 });
    await hit(cache, limit, 'x');
    expect((await peek(cache, limit, 'x')).allowed).toBe(false);
  });
});

/**
 * With REDIS_URL several app instances must count together, or a client could spread its attempts
 * over them. Runs where a Redis is given (CI sets TEST_REDIS_URL), as two stores with one prefix.
 */
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  const prefix = `test-${randomUUID()}:`;
  const instances: CounterStore[] = [];
  afterAll(() => Promise.all(instances.map((cache) => cache.close())));

  it('two instances share one counter', async () => {
    const first = createRedisCounterStore(redisUrl!, { prefix });
    const second = createRedisCounterStore(redisUrl!, { prefix });
    instances.push(first, second);
    await enforce(first, 'ru', [{ limit, subject: 'ip' }]);
    await enforce(second, 'ru', [{ limit, subject: 'ip' }]);
    await enforce(first, 'ru', [{ limit, subject: 'ip' }]);
    expect((await refusal(() => enforce(second, 'ru', [{ limit, subject: 'ip' }]))).statusCode).toBe(429);
    expect((await peek(first, limit, 'ip')).count).toBe(4);
  });
});
