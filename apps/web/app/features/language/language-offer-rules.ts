import type { ApiLanguage } from '@shop/contracts/i18n';

/** Storage keys (under the shop prefix) of the offer to switch to Ukrainian (SPEC §4). */
export const LANGUAGE_OFFER_KEYS = {
  /** localStorage: the visitor chose to keep Russian; the offer never shows again. */
  keptCurrent: 'language-offer:kept',
  /** localStorage: the offer was shown to this visitor once; it is not shown again. */
  shown: 'language-offer:shown-once',
} as const;

/**
 * Where a visitor is in the middle of something of their own: the signed-in areas (SPEC §2) and
 * checkout. The offer never interrupts them there.
 */
const BUSY_AREAS = /^\/(?:ua\/)?(?:profile|platform|user-professional-club|distributor-orders|distributor-storage|buy-flow|agent-register)(?:\/|$)/;

export function isBusyArea(pathname: string): boolean {
  return BUSY_AREAS.test(pathname);
}

interface OfferState {
  lang: ApiLanguage;
  pathname: string;
  keptCurrent: boolean;
  shownBefore: boolean;
  /** Another popup is open. */
  dialogOpen: boolean;
  /** The visitor is typing in or has just changed a form field. */
  formInput: boolean;
}

/** Why the offer cannot open right now: `never` for this page, `later` when it may once the visitor is free. */
export function languageOfferDecision(state: OfferState): 'show' | 'later' | 'never' {
  if (state.lang !== 'ru' || state.keptCurrent || state.shownBefore || isBusyArea(state.pathname)) return 'never';
  if (state.dialogOpen || state.formInput) return 'later';
  return 'show';
}

/**
 * Ukrainian is offered on Russian pages (integrations.md §6: the Ukrainian version is the default
 * for visitors in Ukraine), once per visitor, unless they decided to keep Russian, never over
 * another popup or form input, nor in the signed-in areas and checkout.
 */
export function shouldOfferUkrainian(state: OfferState): boolean {
  return languageOfferDecision(state) === 'show';
}
