import { describe, expect, it } from 'vitest';
import { priceListKindOf } from './prices-api.ts';

describe('whose prices the popup is about', () => {
  it('is the client prices for a professional, the professional prices for a distributor and its manager', () => {
    expect(priceListKindOf({ userType: { name: 'professional' }, isManager: false })).toBe('client');
    expect(priceListKindOf({ userType: { name: 'distributor' }, isManager: false })).toBe('professional');
    expect(priceListKindOf({ userType: { name: 'distributor' }, isManager: true })).toBe('professional');
  });
});
