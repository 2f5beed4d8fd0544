import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { type Cache, createRedisCache } from './cache.ts';
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
