import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { type Cache, createMemoryCache, createRedisCache } from './cache.ts';
import { bumpCatalogVersion, currentCatalogVersion } from './catalog-version.ts';

/**
 * Each worker of `npm start` has its own cache client and reads the catalogue version at most once
 * a second. A change made through one worker must retire the other workers' cached answers and
 * pages within that second. Runs where a Redis is given (CI sets TEST_REDIS_URL).
 */
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('catalogue version shared by workers through Redis', () => {
  const prefix = `test-${randomUUID()}:`;
  const workers: Cache[] = [];
  afterAll(() => Promise.all(workers.map((cache) => cache.close())));

  it('reaches the other worker within a second of a bump', async () => {
    const first = createRedisCache(redisUrl!, { prefix });
    const second = createRedisCache(redisUrl!, { prefix });
    workers.push(first, second);
    const before = await currentCatalogVersion(second);
    expect(await currentCatalogVersion(first)).toBe(before);

    const bumped = await bumpCatalogVersion(first);
    expect(bumped).not.toBe(before);
    expect(await currentCatalogVersion(first)).toBe(bumped);
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    expect(await currentCatalogVersion(second)).toBe(bumped);
  });
});

describe('catalogue version in one process', () => {
  it('survives a burst of cached answers that fills the cache, and never goes back to a number it had', async () => {
    const cache = createMemoryCache(50);
    const first = await currentCatalogVersion(cache);
    const second = await bumpCatalogVersion(cache);
    expect(second).not.toBe(first);
    // Far more answers than the cache holds: each drops the least recently used entry to make room.
    for (let i = 0; i < 500; i++) await cache.set(`catalog:${second}:json:list-${i}`, { i }, 30);
    const third = await bumpCatalogVersion(cache);
    expect([first, second]).not.toContain(third);
    expect(Number(third)).toBe(Number(second) + 1);
    await cache.close();
  });
});
