import type { ApiLanguage } from '@shop/contracts/i18n';
import { type OfferDecision, type OfferMoment, unaskedOfferDecision } from '../../dialogs/unasked-offer.ts';

export { isBusyArea } from '../../dialogs/unasked-offer.ts';

/** Storage keys (under the shop prefix) of the offer to switch to Ukrainian (SPEC §4). */
export const LANGUAGE_OFFER_KEYS = {
  /** localStorage: the visitor chose to keep Russian; the offer never shows again. */
  keptCurrent: 'language-offer:kept',
  /** localStorage: the offer was shown to this visitor once; it is not shown again. */
  shown: 'language-offer:shown-once',
} as const;

interface OfferState extends OfferMoment {
  lang: ApiLanguage;
  pathname: string;
  keptCurrent: boolean;
  shownBefore: boolean;
  /** A signed-in customer who has ordered before: they know the shop and its languages. */
  returningCustomer: boolean;
}

/**
 * Ukrainian is offered on Russian pages (integrations.md §6: the Ukrainian version is the default
 * for visitors in Ukraine), once per visitor, unless they decided to keep Russian; the rest is the
 * rule of every unasked-for offer (dialogs/unasked-offer.ts).
 */
export function languageOfferDecision(state: OfferState): OfferDecision {
  if (state.lang !== 'ru') return 'never';
  return unaskedOfferDecision({ pathname: state.pathname, dismissed: state.keptCurrent || state.shownBefore, returningCustomer: state.returningCustomer }, state);
}

export function shouldOfferUkrainian(state: OfferState): boolean {
  return languageOfferDecision(state) === 'show';
}
