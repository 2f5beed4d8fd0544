import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { TIMINGS_MS } from '@shop/contracts/constants';
import { readStored, writeStored } from '../../lib/storage.ts';
import { getOpenDialog, openDialog } from '../../dialogs/dialog-store.ts';
import { useShell } from '../../lib/use-shell.ts';
import { LANGUAGE_OFFER_KEYS, languageOfferDecision } from './language-offer-rules.ts';

/** A field changed this recently still counts as the visitor filling in a form. */
const RECENT_INPUT_MS = 4000;
/** How often a postponed offer looks again whether the visitor is free. */
const RETRY_MS = 2000;

function isFormField(element: Element | null): boolean {
  return !!element && (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement || (element as HTMLElement).isContentEditable);
}

/**
 * Opens the language dialog 5 s after a Russian page loads (SPEC §4, §9), once per visitor. While
 * another popup is open or the visitor is filling in a form, it waits until they are done; in the
 * signed-in areas and checkout it does not open at all. Renders nothing.
 */
export function LanguageOffer() {
  const { lang } = useShell();
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each page a visitor opens starts the 5 s again.
  useEffect(() => {
    if (lang !== 'ru') return;
    let lastInput = 0;
    const onInput = (event: Event) => {
      if (isFormField(event.target as Element)) lastInput = Date.now();
    };
    document.addEventListener('input', onInput, true);
    document.addEventListener('keydown', onInput, true);
    let timer = 0;
    const check = () => {
      const decision = languageOfferDecision({
        lang,
        pathname: window.location.pathname,
        keptCurrent: readStored(LANGUAGE_OFFER_KEYS.keptCurrent) !== null,
        shownBefore: readStored(LANGUAGE_OFFER_KEYS.shown) !== null,
        dialogOpen: getOpenDialog() !== null || document.querySelector('[role="dialog"][aria-modal="true"], dialog[open]') !== null,
        formInput: isFormField(document.activeElement) || Date.now() - lastInput < RECENT_INPUT_MS,
      });
      if (decision === 'later') timer = window.setTimeout(check, RETRY_MS);
      else if (decision === 'show' && openDialog('language-choice')) writeStored(LANGUAGE_OFFER_KEYS.shown, '1');
    };
    timer = window.setTimeout(check, TIMINGS_MS.languageModalDelay);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('input', onInput, true);
      document.removeEventListener('keydown', onInput, true);
    };
  }, [lang, pathname]);
  return null;
}
