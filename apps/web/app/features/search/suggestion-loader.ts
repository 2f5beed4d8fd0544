import type { SearchResult } from '@shop/contracts/search';
import { normaliseQuery, shouldRequestSuggestions } from './search-rules.ts';

export interface SuggestionLoaderOptions {
  /** Quiet time after the last keystroke before a request goes out (SPEC §9: 500 ms). */
  delayMs: number;
  fetch: (query: string) => Promise<SearchResult>;
  /** Receives the answer to the latest query only; older answers that arrive late are dropped. */
  onResult: (query: string, result: SearchResult) => void;
  onLoadingChange?: (loading: boolean) => void;
  /** Answers kept for queries seen earlier, so that backspacing does not ask again. */
  cacheSize?: number;
}

/**
 * Decides when the header search asks the API: debounced, only for queries longer than 2
 * characters, never twice for the same text, and never letting a slow old answer replace a newer one.
 * Plain TypeScript so that the rules are tested without a browser.
 */
export function createSuggestionLoader(options: SuggestionLoaderOptions) {
  const cache = new Map<string, SearchResult>();
  const cacheSize = options.cacheSize ?? 30;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let latest = '';
  let inFlight = 0;

  function setLoading(loading: boolean) {
    options.onLoadingChange?.(loading);
  }

  function remember(query: string, result: SearchResult) {
    cache.set(query, result);
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
  }

  async function run(query: string) {
    inFlight += 1;
    setLoading(true);
    try {
      const result = await options.fetch(query);
      remember(query, result);
      if (query === latest) options.onResult(query, result);
    } catch {
      // A failed suggestion leaves the last list in place; the results page still works on Enter.
    } finally {
      inFlight -= 1;
      if (inFlight === 0) setLoading(false);
    }
  }

  return {
    /** Called on every change of the input. */
    update(raw: string): void {
      const query = normaliseQuery(raw);
      latest = query;
      if (timer) clearTimeout(timer);
      timer = null;
      if (!shouldRequestSuggestions(query)) return;
      const known = cache.get(query);
      if (known) {
        options.onResult(query, known);
        return;
      }
      timer = setTimeout(() => {
        timer = null;
        void run(query);
      }, options.delayMs);
    },
    /** Stops a pending request (the component unmounts or the form is submitted). */
    cancel(): void {
      if (timer) clearTimeout(timer);
      timer = null;
      latest = '';
    },
  };
}
