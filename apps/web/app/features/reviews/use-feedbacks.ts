import type { FeedbackItem, FeedbackList, FeedbackSummary } from '@shop/contracts/reviews';
import { useCallback, useEffect, useRef, useState } from 'react';
import { browserApi } from '../../lib/browser-api.ts';

export type FeedbackType = 'feedbacks' | 'comments';

interface FeedbacksState {
  items: FeedbackItem[];
  summary: FeedbackSummary | null;
  page: number;
  lastPage: number;
  status: 'idle' | 'loading' | 'ready' | 'error';
}

/**
 * Approved reviews (`feedbacks`) or questions (`comments`) of a product, page by page, loaded in the
 * browser when their tab is first opened: the product page itself stays one API call.
 */
export function useFeedbacks(productId: number, type: FeedbackType, enabled: boolean) {
  const [state, setState] = useState<FeedbacksState>({ items: [], summary: null, page: 0, lastPage: 1, status: 'idle' });
  const requested = useRef(0);

  const load = useCallback(
    async (page: number, replace: boolean) => {
      const ticket = ++requested.current;
      setState((s) => ({ ...s, status: 'loading' }));
      try {
        const result = await browserApi.get<FeedbackList>('/v1/product_feedbacks', { product_id: productId, type, page });
        // An older answer that arrives after a newer request is dropped.
        if (ticket !== requested.current) return;
        setState((s) => ({
          items: replace ? result.data : [...s.items, ...result.data.filter((item) => !s.items.some((i) => i.id === item.id))],
          summary: result.summary,
          page: result.meta.current_page,
          lastPage: result.meta.last_page,
          status: 'ready',
        }));
      } catch (error) {
        console.error('feedbacks failed to load', error);
        if (ticket === requested.current) setState((s) => ({ ...s, status: 'error' }));
      }
    },
    [productId, type],
  );

  useEffect(() => {
    if (enabled && state.status === 'idle') void load(1, true);
  }, [enabled, state.status, load]);

  return {
    ...state,
    hasMore: state.page < state.lastPage,
    loadMore: () => load(state.page + 1, false),
    reload: () => load(1, true),
  };
}
