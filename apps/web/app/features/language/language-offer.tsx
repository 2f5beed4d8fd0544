import { useEffect } from 'react';
import { TIMINGS_MS } from '@shop/contracts/constants';
import { readStored, writeStored } from '../../lib/storage.ts';
import { getOpenDialog, openDialog } from '../../dialogs/dialog-store.ts';
import { useShell } from '../../lib/use-shell.ts';
import { LANGUAGE_OFFER_KEYS, shouldOfferUkrainian } from './language-offer-rules.ts';

/** Opens the language dialog 5 s after a Russian page loads (SPEC §4, §9). Renders nothing. */
export function LanguageOffer() {
  const { lang } = useShell();
  useEffect(() => {
    if (lang !== 'ru') return;
    const timer = window.setTimeout(() => {
      const offer = shouldOfferUkrainian({
        lang,
        keptCurrent: readStored(LANGUAGE_OFFER_KEYS.keptCurrent) !== null,
        shownThisVisit: readStored(LANGUAGE_OFFER_KEYS.shownThisVisit, 'session') !== null,
        dialogOpen: getOpenDialog() !== null,
      });
      if (offer && openDialog('language-choice')) writeStored(LANGUAGE_OFFER_KEYS.shownThisVisit, '1', 'session');
    }, TIMINGS_MS.languageModalDelay);
    return () => window.clearTimeout(timer);
  }, [lang]);
  return null;
}
