import { describe, expect, it } from 'vitest';
import { maskUkrainianPhone as ukrainianPhoneInput } from '@shop/contracts/phone';
import { newAttemptKey } from './quick-buy-phone.ts';

describe('quick buy phone mask (SPEC §5: +380 and 9 digits)', () => {
  it('keeps +380 in front of what is typed', () => {
    expect(ukrainianPhoneInput('')).toBe('+380');
    expect(ukrainianPhoneInput('+38')).toBe('+380');
    expect(ukrainianPhoneInput('+3806')).toBe('+3806');
    expect(ukrainianPhoneInput('+380671234567')).toBe('+380671234567');
  });

  it('reads the usual ways of writing a Ukrainian number', () => {
    for (const typed of ['067 123 45 67', '0671234567', '+38 (067) 123-45-67', '380671234567', '671234567', '+380+38 (067) 123-45-67']) {
      expect(ukrainianPhoneInput(typed)).toBe('+380671234567');
    }
  });

  it('stops at 9 digits after the code', () => {
    expect(ukrainianPhoneInput('+38067123456789')).toBe('+380671234567');
  });
});

describe('attempt key', () => {
  it('is a new key each time, fit for the Idempotency-Key header', () => {
    const a = newAttemptKey();
    expect(a).toMatch(/^[\w-]{8,100}$/);
    expect(newAttemptKey()).not.toBe(a);
  });
});
