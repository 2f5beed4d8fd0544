import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useShell } from '../lib/use-shell.ts';
import { useAccount } from '../visitor/account-store.ts';

/**
 * Pages are rendered on the server for the price audience of the browser's audience cookie
 * (decision 0010), so a signed-in user normally gets their prices in the first paint and nothing
 * changes after hydration. When the signed-in user's audience differs from the page's (they just
 * signed in on a guest page, linked to a professional's code, or the cookie was missing and
 * `/auth/me` has just set it), the page's data is loaded again, now with the right cookie.
 * Renders nothing.
 */
export function PriceAudienceSync() {
  const { priceAudience } = useShell();
  const account = useAccount();
  const revalidator = useRevalidator();
  const shown = useRef(priceAudience);

  const wanted = account.status === 'signed-in' ? account.user.priceAudience : null;
  useEffect(() => {
    if (wanted === null || wanted === shown.current) return;
    shown.current = wanted;
    void revalidator.revalidate();
  }, [wanted, revalidator]);

  return null;
}
