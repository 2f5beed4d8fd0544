import type { ApiLanguage } from '@shop/contracts/i18n';

/** Storage keys (under the shop prefix) of the offer to switch to Ukrainian (SPEC §4). */
export const LANGUAGE_OFFER_KEYS = {
  /** localStorage: the visitor chose to keep Russian; the offer never shows again. */
  keptCurrent: 'language-offer:kept',
  /** sessionStorage: the offer was shown in this visit; it shows once, not on every page. */
  shownThisVisit: 'language-offer:shown',
} as const;

interface OfferState {
  lang: ApiLanguage;
  keptCurrent: boolean;
  shownThisVisit: boolean;
  /** Another popup is open: the offer waits for the next page load rather than cover it. */
  dialogOpen: boolean;
}

/**
 * Ukrainian is offered on Russian pages (integrations.md §6: the Ukrainian version is the default
 * for visitors in Ukraine), once per visit, unless the visitor decided to keep Russian.
 */
export function shouldOfferUkrainian(state: OfferState): boolean {
  return state.lang === 'ru' && !state.keptCurrent && !state.shownThisVisit && !state.dialogOpen;
}
