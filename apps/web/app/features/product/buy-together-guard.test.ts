import { describe, expect, it } from 'vitest';
import { canBuyFromBuyTogether } from './buy-together-guard.ts';

describe('canBuyFromBuyTogether', () => {
  it('lets an ordinary product be bought', () => {
    expect(canBuyFromBuyTogether({ hasDuplicate: false }, 'moved')).toBe(true);
  });
  it('refuses a product moved to a new series', () => {
    expect(canBuyFromBuyTogether({ hasDuplicate: true }, 'moved')).toBe(false);
  });
});
