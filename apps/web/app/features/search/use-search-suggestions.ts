import { useEffect, useRef, useState } from 'react';
import { TIMINGS_MS } from '@shop/contracts/constants';
import type { SearchResult } from '@shop/contracts/search';
import { browserApi } from '../../lib/browser-api.ts';
import { useAccount } from '../../visitor/account-store.ts';
import { createSuggestionLoader } from './suggestion-loader.ts';

export interface SearchSuggestions {
  result: SearchResult | null;
  /** The query the shown result answers. */
  resultQuery: string;
  loading: boolean;
}

/** Suggestions of the header search for the text in the box (debounced, stale answers dropped). */
export function useSearchSuggestions(query: string): SearchSuggestions {
  const [state, setState] = useState<SearchSuggestions>({ result: null, resultQuery: '', loading: false });
  const loaderRef = useRef<ReturnType<typeof createSuggestionLoader> | null>(null);
  // Suggestions show prices: answers kept for one price audience are dropped when it changes (sign-in).
  const account = useAccount();
  const priceAudience = account.status === 'signed-in' ? account.user.priceAudience : 'retail';

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new audience starts a new loader with an empty cache.
  useEffect(() => {
    const loader = createSuggestionLoader({
      delayMs: TIMINGS_MS.searchDebounce,
      fetch: (q) => browserApi.get<{ data: SearchResult }>('/v1/search', { query: q }).then((r) => r.data),
      onResult: (resultQuery, result) => setState((s) => ({ ...s, result, resultQuery })),
      onLoadingChange: (loading) => setState((s) => (s.loading === loading ? s : { ...s, loading })),
    });
    loaderRef.current = loader;
    return () => {
      loader.cancel();
      loaderRef.current = null;
    };
  }, [priceAudience]);

  useEffect(() => {
    loaderRef.current?.update(query);
  }, [query]);

  return state;
}
