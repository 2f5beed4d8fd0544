import type { BasketLine } from '@shop/contracts/basket';
import type { Quote } from '@shop/contracts/checkout';
import { useCallback, useEffect, useState } from 'react';
import { browserApi } from '../../lib/browser-api.ts';
import { useAccount } from '../../visitor/account-store.ts';
import { isPromoLine, lineInputs } from './basket-lines.ts';

export interface BasketQuote {
  /** The server's amounts for the lines shown, or the last ones while new ones are on their way. */
  quote: Quote | null;
  pending: boolean;
  failed: boolean;
  retry: () => void;
}

/** Waits this long after the last change, so a run of "+" clicks asks once. */
const QUOTE_DELAY_MS = 300;

/**
 * The caller's amounts for the basket (`POST /v1/checkout/quote`, decision 0015): goods, named
 * discounts, bonuses and total, always as the server counts them; the browser never adds prices
 * up itself. Asked again when the lines or the signed-in account change.
 */
export function useBasketQuote(lines: readonly BasketLine[], enabled = true): BasketQuote {
  const account = useAccount();
  const [quote, setQuote] = useState<Quote | null>(null);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const hasGoods = lines.some((line) => !isPromoLine(line));
  const body = JSON.stringify({ products: lineInputs(lines) });
  const who = account.status === 'signed-in' ? `u${account.user.id}` : account.status;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `body` and `who` stand for the lines and the account; `attempt` asks again.
  useEffect(() => {
    if (!enabled || !hasGoods || account.status === 'unknown') {
      setPending(false);
      if (!hasGoods) setQuote(null);
      return;
    }
    let current = true;
    setPending(true);
    const timer = window.setTimeout(() => {
      browserApi
        .post<{ data: Quote }>('/v1/checkout/quote', JSON.parse(body), { background: true })
        .then(({ data }) => {
          if (!current) return;
          setQuote(data);
          setFailed(false);
        })
        .catch((error: unknown) => {
          console.error('basket quote failed', error);
          if (current) setFailed(true);
        })
        .finally(() => current && setPending(false));
    }, QUOTE_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [body, who, enabled, hasGoods, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { quote, pending, failed, retry };
}
