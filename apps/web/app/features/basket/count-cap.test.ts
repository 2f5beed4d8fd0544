import { describe, expect, it } from 'vitest';
import { askedOverMax } from './count-cap.ts';

describe('a typed quantity over the stock', () => {
  it('is noticed when more than what is left is typed', () => {
    expect(askedOverMax('999', 74)).toBe(true);
    expect(askedOverMax('75', 74)).toBe(true);
    expect(askedOverMax('74,5', 74)).toBe(true);
  });

  it('is not noticed for a count within the stock or for no number at all', () => {
    expect(askedOverMax('74', 74)).toBe(false);
    expect(askedOverMax('1', 74)).toBe(false);
    expect(askedOverMax('', 74)).toBe(false);
    expect(askedOverMax('abc', 74)).toBe(false);
  });
});
