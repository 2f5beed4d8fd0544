import { describe, expect, it } from 'vitest';
import { isBusyArea, languageOfferDecision, shouldOfferUkrainian } from './language-offer-rules.ts';

const base = { lang: 'ru' as const, pathname: '/katalog/', keptCurrent: false, shownBefore: false, dialogOpen: false, typing: false, filtering: false, returningCustomer: false };

describe('shouldOfferUkrainian', () => {
  it('offers Ukrainian on a Russian page the first time', () => {
    expect(shouldOfferUkrainian(base)).toBe(true);
  });

  it('never offers it on Ukrainian pages', () => {
    expect(shouldOfferUkrainian({ ...base, lang: 'ua' })).toBe(false);
  });

  it('respects the decision to keep Russian', () => {
    expect(languageOfferDecision({ ...base, keptCurrent: true })).toBe('never');
  });

  it('shows once per visitor', () => {
    expect(languageOfferDecision({ ...base, shownBefore: true })).toBe('never');
  });

  it('waits while another popup is open or the visitor fills in a form', () => {
    expect(languageOfferDecision({ ...base, dialogOpen: true })).toBe('later');
    expect(languageOfferDecision({ ...base, typing: true })).toBe('later');
  });

  it('waits while the visitor filters the catalogue', () => {
    expect(languageOfferDecision({ ...base, filtering: true })).toBe('later');
  });

  it('never interrupts a customer who has ordered before', () => {
    expect(languageOfferDecision({ ...base, returningCustomer: true })).toBe('never');
  });

  it('never opens in the signed-in areas or at checkout', () => {
    for (const path of ['/profile/user-info/', '/ua/profile/', '/buy-flow/order/', '/buy-flow/basket/', '/platform/seminars/', '/distributor-storage/leftovers/', '/agent-register/']) {
      expect(isBusyArea(path), path).toBe(true);
      expect(languageOfferDecision({ ...base, pathname: path })).toBe('never');
    }
    for (const path of ['/', '/katalog/', '/profile-tips/x/', '/news/']) expect(isBusyArea(path), path).toBe(false);
  });
});
