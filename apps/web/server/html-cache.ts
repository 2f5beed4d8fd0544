import { LRUCache } from 'lru-cache';

/**
 * Guest HTML cache. Server-rendered pages are the same for every visitor (personal prices, basket
 * and favourites fill in on the client), so a page is kept by its URL (which carries the language)
 * and served from memory until it expires or the catalogue changes.
 */
export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Pages of the signed-in areas are rendered for nobody in particular but must never be shared. */
const PRIVATE_PREFIXES = ['/profile/', '/buy-flow/', '/platform/', '/user-professional-club/', '/distributor-orders/', '/distributor-storage/'];

export function isCacheablePath(pathname: string): boolean {
  const path = pathname.startsWith('/ua/') ? pathname.slice(3) : pathname;
  return !PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix));
}

export interface HtmlCacheOptions {
  /** Seconds a page is served before it is rendered again. */
  ttlSeconds: number;
  /** Bytes of HTML kept in memory. */
  maxBytes: number;
  /** Current catalogue version (cheap to call: memoised by its owner); older pages are not served. */
  version: () => Promise<string>;
}

export function createHtmlCache(options: HtmlCacheOptions) {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes,
    // Room for the compressed copies kept beside the body (about a fifth of it each).
    sizeCalculation: (page) => Math.ceil(page.body.length * 1.4) + 256,
    ttl: options.ttlSeconds * 1000,
  });
  return {
    async key(url: string): Promise<string> {
      return `${await options.version()}|${url}`;
    },
    get(key: string): CachedPage | undefined {
      return pages.get(key);
    },
    set(key: string, page: CachedPage): void {
      pages.set(key, page);
    },
    clear(): void {
      pages.clear();
    },
  };
}

export type HtmlCache = ReturnType<typeof createHtmlCache>;
