import { useEffect } from 'react';
import type { GeoAnswer } from '@shop/contracts/geo';
import { browserApi } from '../../lib/browser-api.ts';
import { readStored, writeStored } from '../../lib/storage.ts';
import { getOpenDialog, openDialog } from '../../dialogs/dialog-store.ts';
import { LANGUAGE_OFFER_KEYS, isBusyArea } from './language-offer-rules.ts';

/** localStorage: this visitor was asked once whether to go to the EU site. */
export const REDIRECT_OFFER_KEY = 'redirect-language:asked';
const RETRY_MS = 2000;

/**
 * Asks the server for the visitor's country once per visitor (the lookup runs on the server with a
 * local database, never from the browser) and, outside Ukraine, offers the EU site in the country's
 * language. Like the language offer it never covers another popup nor opens in the signed-in areas
 * or checkout. A visitor who was asked this is not also offered Ukrainian. Renders nothing.
 */
export function RedirectLanguageOffer() {
  useEffect(() => {
    if (readStored(REDIRECT_OFFER_KEY) !== null || isBusyArea(window.location.pathname)) return;
    let timer = 0;
    let cancelled = false;
    browserApi
      .get<{ data: GeoAnswer }>('/v1/geo')
      .then(({ data }) => {
        if (!data.offer || cancelled) return;
        const offer = data.offer;
        const open = () => {
          if (cancelled || isBusyArea(window.location.pathname)) return;
          if (getOpenDialog() !== null) {
            timer = window.setTimeout(open, RETRY_MS);
            return;
          }
          if (openDialog('redirect-language', { offer })) {
            writeStored(REDIRECT_OFFER_KEY, data.country ?? '1');
            writeStored(LANGUAGE_OFFER_KEYS.shown, '1');
          }
        };
        open();
      })
      // No country is no offer.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, []);
  return null;
}
