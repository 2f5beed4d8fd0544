import type { BasketLineInput } from '@shop/contracts/basket';
import type { Quote } from '@shop/contracts/checkout';
import { TIMINGS_MS } from '@shop/contracts/constants';
import { useEffect, useRef, useState } from 'react';
import { checkoutApi } from './checkout-api.ts';

export type QuoteState = { status: 'loading'; quote: Quote | null } | { status: 'ready'; quote: Quote } | { status: 'failed'; quote: Quote | null };

interface QuoteInput {
  products: BasketLineInput[];
  deliveryMethodId: number | null;
  useBonuses: number;
  /** The quote of a guest and of a signed-in user differ; wait until it is known who is buying. */
  enabled: boolean;
}

/**
 * The server's amounts for the order being filled in (`POST /v1/checkout/quote`): asked again, after
 * a short pause, whenever the lines, the delivery or the bonuses change. The phone is not sent: the
 * first-order promotion is the signed-in account's, and the order decides it exactly as the quote of
 * the same caller does (docs/orders.md). The last amounts stay on screen (marked as updating) until
 * the new ones arrive; an older answer never replaces a newer one.
 */
export function useQuote({ products, deliveryMethodId, useBonuses, enabled }: QuoteInput): QuoteState {
  const [state, setState] = useState<QuoteState>({ status: 'loading', quote: null });
  const sequence = useRef(0);
  const key = JSON.stringify([products, deliveryMethodId, useBonuses]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the inputs it is made of.
  useEffect(() => {
    if (!enabled || products.length === 0) return;
    const ticket = ++sequence.current;
    // The first quote is asked at once; later changes wait for a pause (typing bonuses).
    const delay = ticket === 1 ? 0 : TIMINGS_MS.basketCheckDebounce;
    setState((current) => ({ status: 'loading', quote: current.quote }));
    const timer = setTimeout(() => {
      checkoutApi
        .quote({
          products,
          ...(deliveryMethodId ? { delivery_method_id: deliveryMethodId } : {}),
          use_bonuses: useBonuses,
        })
        .then(
          (quote) => ticket === sequence.current && setState({ status: 'ready', quote }),
          (error: unknown) => {
            if (ticket !== sequence.current) return;
            console.error('quote failed', error);
            setState((current) => ({ status: 'failed', quote: current.quote }));
          },
        );
    }, delay);
    return () => clearTimeout(timer);
  }, [key, enabled]);

  return state;
}
