import { describe, expect, it } from 'vitest';
import { createHtmlCache, isCacheablePath } from './html-cache.ts';

const page = (text: string) => ({ status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from(text) });

function cacheAt(clock: { now: number }, version = { current: 'v1' }) {
  return createHtmlCache({
    ttlSeconds: 60,
    staleSeconds: 30,
    maxBytes: 1024 * 1024,
    version: async () => version.current,
    now: () => clock.now,
  });
}

describe('guest HTML cache', () => {
  it('serves a page fresh for its time, then stale within the window, then not at all', async () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock);
    const key = await cache.key('/katalog/');
    cache.set(key, page('<h1>Каталог</h1>'));

    clock.now = 59_999;
    expect(cache.get(key)).toMatchObject({ fresh: true });
    clock.now = 60_000;
    expect(cache.get(key)).toMatchObject({ fresh: false });
    expect(cache.get(key)?.page.body.toString()).toBe('<h1>Каталог</h1>');
    clock.now = 90_000;
    expect(cache.get(key)).toBeUndefined();
  });

  it('keys pages by catalogue version and URL, so a catalogue change serves nothing old', async () => {
    const clock = { now: 0 };
    const version = { current: 'v1' };
    const cache = cacheAt(clock, version);
    cache.set(await cache.key('/ua/katalog/'), page('стара ціна'));
    version.current = 'v2';
    expect(cache.get(await cache.key('/ua/katalog/'))).toBeUndefined();
    expect(await cache.key('/katalog/')).not.toBe(await cache.key('/ua/katalog/'));
  });
});

describe('which pages the cache may keep', () => {
  it('keeps the public seminars page but no other page of the platform or the profile', () => {
    expect(isCacheablePath('/platform/seminars/')).toBe(true);
    expect(isCacheablePath('/ua/platform/seminars/page/2/')).toBe(true);
    expect(isCacheablePath('/platform/webinar/3/')).toBe(false);
    expect(isCacheablePath('/ua/profile/user-info/')).toBe(false);
    expect(isCacheablePath('/katalog/')).toBe(true);
  });
});
