import { LRUCache } from 'lru-cache';

/**
 * HTML cache. Server-rendered pages differ only by URL (which carries the language) and price
 * audience (the few price groups, decision 0010), never by person: names, counters, basket and
 * favourites fill in on the client. A page is served from memory until it expires or the catalogue
 * changes.
 */
export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Pages of the signed-in areas (and an order's own page, whose address may carry its link's key) are
 * rendered for nobody in particular but must never be shared; the
 * demo's outbox changes with every letter and holds recovery links.
 */
const PRIVATE_PREFIXES = ['/profile/', '/buy-flow/', '/order/', '/platform/', '/user-professional-club/', '/distributor-orders/', '/distributor-storage/', '/demo/'];

/** Public pages inside a private area: the seminars page is the same for every visitor (issue 30). */
const PUBLIC_PREFIXES = ['/platform/seminars/'];

export function isCacheablePath(pathname: string): boolean {
  const path = pathname.startsWith('/ua/') ? pathname.slice(3) : pathname;
  if (PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix))) return true;
  return !PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix));
}

export interface HtmlCacheOptions {
  /** Seconds a page is served as it is before it is rendered again. */
  ttlSeconds: number;
  /**
   * Seconds after that during which the old page may still be served while a new one renders (the
   * origin's own stale-while-revalidate). Only within one catalogue version: a new version is a new key.
   */
  staleSeconds: number;
  /** Bytes of HTML kept in memory. */
  maxBytes: number;
  /** Current catalogue version (cheap to call: memoised by its owner); older pages are not served. */
  version: () => Promise<string>;
  /** Clock in milliseconds; tests pass their own. */
  now?: () => number;
}

/** A page found in the cache: fresh, or past its time but still within the stale window. */
export interface CacheLookup {
  page: CachedPage;
  fresh: boolean;
}

export function createHtmlCache(options: HtmlCacheOptions) {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlSeconds * 1000;
  const staleMs = options.staleSeconds * 1000;
  const pages = new LRUCache<string, { page: CachedPage; storedAt: number }>({
    maxSize: options.maxBytes,
    // Room for the compressed copies kept beside the body (about a fifth of it each).
    sizeCalculation: (entry) => Math.ceil(entry.page.body.length * 1.4) + 256,
    // Frees the memory of pages nobody asked for again; freshness itself is judged by `get`.
    ttl: ttlMs + staleMs,
  });
  return {
    /** The key of a URL's page for a price audience ('' for retail). */
    async key(url: string, audience = ''): Promise<string> {
      return `${await options.version()}|${audience}|${url}`;
    },
    get(key: string): CacheLookup | undefined {
      const entry = pages.get(key);
      if (!entry) return undefined;
      const age = now() - entry.storedAt;
      if (age < ttlMs) return { page: entry.page, fresh: true };
      if (age < ttlMs + staleMs) return { page: entry.page, fresh: false };
      pages.delete(key);
      return undefined;
    },
    set(key: string, page: CachedPage): void {
      pages.set(key, { page, storedAt: now() });
    },
    clear(): void {
      pages.clear();
    },
  };
}

export type HtmlCache = ReturnType<typeof createHtmlCache>;
