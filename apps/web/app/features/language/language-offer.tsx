import { useLocation } from 'react-router';
import { TIMINGS_MS } from '@shop/contracts/constants';
import { openDialog } from '../../dialogs/dialog-store.ts';
import { useUnaskedOffer } from '../../dialogs/use-unasked-offer.ts';
import { readStored, writeStored } from '../../lib/storage.ts';
import { useShell } from '../../lib/use-shell.ts';
import { useAccount } from '../../visitor/account-store.ts';
import { LANGUAGE_OFFER_KEYS } from './language-offer-rules.ts';

/**
 * Opens the language dialog 5 s after a Russian page loads (SPEC §4, §9), once per visitor, in a
 * quiet moment: never while they type, filter or read another popup, never in the signed-in areas,
 * the basket or checkout, and not for a customer who has ordered before. Renders nothing.
 */
export function LanguageOffer() {
  const { lang } = useShell();
  const { pathname, search } = useLocation();
  const account = useAccount();
  useUnaskedOffer({
    // Waits until the account is known, so a returning customer is never shown it by mistake.
    enabled: lang === 'ru' && account.status !== 'unknown',
    delayMs: TIMINGS_MS.languageModalDelay,
    restartKey: pathname + search,
    facts: () => ({
      pathname: window.location.pathname,
      dismissed: readStored(LANGUAGE_OFFER_KEYS.keptCurrent) !== null || readStored(LANGUAGE_OFFER_KEYS.shown) !== null,
      returningCustomer: account.status === 'signed-in' && account.user.hasOrdered,
    }),
    open: () => {
      if (!openDialog('language-choice')) return false;
      writeStored(LANGUAGE_OFFER_KEYS.shown, '1');
      return true;
    },
  });
  return null;
}
