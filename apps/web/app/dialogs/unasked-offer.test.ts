import { describe, expect, it } from 'vitest';
import { isBusyArea, unaskedOfferDecision } from './unasked-offer.ts';

const facts = { pathname: '/katalog/', dismissed: false, returningCustomer: false };
const quiet = { dialogOpen: false, typing: false, filtering: false };

describe('unaskedOfferDecision', () => {
  it('opens in a quiet moment on a shop page', () => {
    expect(unaskedOfferDecision(facts, quiet)).toBe('show');
    expect(unaskedOfferDecision({ ...facts, pathname: '/ua/' }, quiet)).toBe('show');
  });

  it('waits while the visitor types, filters or reads another popup', () => {
    expect(unaskedOfferDecision(facts, { ...quiet, typing: true })).toBe('later');
    expect(unaskedOfferDecision(facts, { ...quiet, filtering: true })).toBe('later');
    expect(unaskedOfferDecision(facts, { ...quiet, dialogOpen: true })).toBe('later');
  });

  it('never opens on the basket, at checkout, on an order page or in the signed-in areas', () => {
    for (const pathname of ['/buy-flow/', '/buy-flow/basket/', '/ua/buy-flow/basket/', '/buy-flow/order/', '/order/', '/order/AB12CD/', '/profile/user-info/', '/ua/profile/', '/platform/seminars/', '/distributor-storage/leftovers/', '/agent-register/']) {
      expect(isBusyArea(pathname), pathname).toBe(true);
      expect(unaskedOfferDecision({ ...facts, pathname }, quiet), pathname).toBe('never');
    }
    for (const pathname of ['/', '/katalog/', '/ua/katalog/', '/profile-tips/x/', '/orders-info/', '/news/']) expect(isBusyArea(pathname), pathname).toBe(false);
  });

  it('never opens for a customer who has ordered before, nor twice', () => {
    expect(unaskedOfferDecision({ ...facts, returningCustomer: true }, quiet)).toBe('never');
    expect(unaskedOfferDecision({ ...facts, dismissed: true }, quiet)).toBe('never');
  });
});
