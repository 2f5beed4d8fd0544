import { describe, expect, it } from 'vitest';
import { RETAIL_VIEWER, viewerForUser } from './price-viewer.ts';
import { chooseVariantPrice, priceFilterBoundToStored, toHryvnia, type VariantPrices } from './pricing.ts';

const variant: VariantPrices = { retail: 100_000, oldRetail: 120_000, professional: 80_000, distributor: 60_000, client: 90_000 };

describe('chooseVariantPrice', () => {
  it('shows guests the retail price with the promotion price crossed out', () => {
    expect(chooseVariantPrice(variant, RETAIL_VIEWER)).toEqual({ price: 100_000, oldPrice: 120_000 });
  });

  it('crosses nothing out when the old retail price is missing or not higher', () => {
    expect(chooseVariantPrice({ ...variant, oldRetail: null }, RETAIL_VIEWER).oldPrice).toBeNull();
    expect(chooseVariantPrice({ ...variant, oldRetail: 100_000 }, RETAIL_VIEWER).oldPrice).toBeNull();
  });

  it('takes the individual discount off the professional price', () => {
    expect(chooseVariantPrice(variant, { audience: 'professional', individualDiscount: 10 })).toEqual({ price: 72_000, oldPrice: 80_000 });
    expect(chooseVariantPrice(variant, { audience: 'professional', individualDiscount: 0 })).toEqual({ price: 80_000, oldPrice: null });
  });

  it('clamps a discount outside 0–100', () => {
    expect(chooseVariantPrice(variant, { audience: 'professional', individualDiscount: 150 }).price).toBe(0);
    expect(chooseVariantPrice(variant, { audience: 'professional', individualDiscount: -5 }).price).toBe(80_000);
  });

  it('never discounts distributor prices', () => {
    expect(chooseVariantPrice(variant, { audience: 'distributor', individualDiscount: 25 })).toEqual({ price: 60_000, oldPrice: null });
  });

  it('shows users with an assigned code the client price', () => {
    expect(chooseVariantPrice(variant, { audience: 'client', individualDiscount: 0 })).toEqual({ price: 90_000, oldPrice: null });
  });
});

describe('viewerForUser', () => {
  it('maps user types to audiences', () => {
    expect(viewerForUser(null)).toEqual(RETAIL_VIEWER);
    expect(viewerForUser({ userType: 'noid' })).toEqual(RETAIL_VIEWER);
    expect(viewerForUser({ userType: 'regular' })).toEqual(RETAIL_VIEWER);
    expect(viewerForUser({ userType: 'professional', individualDiscount: 7 })).toEqual({ audience: 'professional', individualDiscount: 7 });
    expect(viewerForUser({ userType: 'distributor', individualDiscount: 7 })).toEqual({ audience: 'distributor', individualDiscount: 0 });
    expect(viewerForUser({ userType: 'authorised' })).toEqual({ audience: 'client', individualDiscount: 0 });
    expect(viewerForUser({ userType: 'regular', assignedCode: 'PRO-123' })).toEqual({ audience: 'client', individualDiscount: 0 });
  });
});

describe('money', () => {
  it('rounds kopecks to whole hryvnia', () => {
    expect(toHryvnia(123_449)).toBe(1234);
    expect(toHryvnia(123_450)).toBe(1235);
  });

  it('turns a professional price bound into the stored undiscounted bound', () => {
    expect(priceFilterBoundToStored(900, { audience: 'professional', individualDiscount: 10 })).toBe(100_000);
    expect(priceFilterBoundToStored(900, RETAIL_VIEWER)).toBe(90_000);
  });
});
