import { describe, expect, it } from 'vitest';
import { shouldOfferUkrainian } from './language-offer-rules.ts';

const base = { lang: 'ru' as const, keptCurrent: false, shownThisVisit: false, dialogOpen: false };

describe('shouldOfferUkrainian', () => {
  it('offers Ukrainian on a Russian page the first time', () => {
    expect(shouldOfferUkrainian(base)).toBe(true);
  });

  it('never offers it on Ukrainian pages', () => {
    expect(shouldOfferUkrainian({ ...base, lang: 'ua' })).toBe(false);
  });

  it('respects the decision to keep Russian', () => {
    expect(shouldOfferUkrainian({ ...base, keptCurrent: true })).toBe(false);
  });

  it('shows once per visit', () => {
    expect(shouldOfferUkrainian({ ...base, shownThisVisit: true })).toBe(false);
  });

  it('does not cover another open popup', () => {
    expect(shouldOfferUkrainian({ ...base, dialogOpen: true })).toBe(false);
  });
});
