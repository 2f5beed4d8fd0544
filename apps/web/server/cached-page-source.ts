import type { CachedPage, HtmlCache } from './html-cache.ts';

/** A page just rendered for one request, with the cookies it sets for that visitor. */
export interface RenderedPage extends CachedPage {
  setCookies: string[];
}

/** Where a cacheable page came from, sent as `x-cache`. */
export type CacheOutcome = 'hit' | 'stale' | 'shared' | 'miss';

/** Only complete, cookie-free success pages are shared between visitors. */
export function isShareable(page: RenderedPage): boolean {
  return page.status === 200 && page.setCookies.length === 0;
}

/**
 * Serves cacheable pages so that one URL renders once at a time. Without it, every request that
 * arrived while a page was expired or not yet rendered (just after a catalogue change, say)
 * rendered it again: at 50 connections on one URL, about twenty renders followed each expiry.
 *
 * - fresh in the cache: served as it is;
 * - expired but within the stale window: served as it is, and rendered again in the background;
 * - being rendered for another request: that render's page is awaited and served, if shareable;
 * - otherwise rendered for this request, and kept when shareable.
 */
export function createCachedPageSource<Request>(
  cache: HtmlCache,
  render: (request: Request) => Promise<RenderedPage>,
  onRefreshError: (error: unknown) => void,
) {
  const rendering = new Map<string, Promise<RenderedPage>>();

  function renderAndKeep(key: string, request: Request): Promise<RenderedPage> {
    const pending = render(request)
      .then((page) => {
        if (isShareable(page)) cache.set(key, page);
        return page;
      })
      .finally(() => {
        if (rendering.get(key) === pending) rendering.delete(key);
      });
    rendering.set(key, pending);
    return pending;
  }

  /**
   * The page for a URL (path and query) and price audience ('' for retail), whose cache key adds the
   * catalogue version: one audience's page is never another's.
   */
  return async function pageFor(url: string, audience: string, request: Request): Promise<{ page: CachedPage | RenderedPage; outcome: CacheOutcome }> {
    const key = await cache.key(url, audience);
    const cached = cache.get(key);
    if (cached?.fresh) return { page: cached.page, outcome: 'hit' };
    if (cached) {
      if (!rendering.has(key)) renderAndKeep(key, request).catch(onRefreshError);
      return { page: cached.page, outcome: 'stale' };
    }
    const inFlight = rendering.get(key);
    if (inFlight) {
      // A failed or personal page of another request is no answer here: render this one instead.
      const page = await inFlight.catch(() => undefined);
      if (page && isShareable(page)) return { page, outcome: 'shared' };
    }
    return { page: await renderAndKeep(key, request), outcome: 'miss' };
  };
}
