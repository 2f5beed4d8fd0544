import { describe, expect, it } from 'vitest';
import { formatPhone, normalisePhoneInput } from './phone-input.ts';

describe('normalisePhoneInput', () => {
  it('keeps a plus and digits only', () => {
    expect(normalisePhoneInput('+38 (067) 123-45-67')).toBe('+380671234567');
  });

  it('adds the Ukrainian code to a number typed from zero', () => {
    expect(normalisePhoneInput('067 123 45 67')).toBe('+380671234567');
  });

  it('keeps the Ukrainian code while the number is typed digit by digit', () => {
    let shown = '';
    for (const digit of '0671234567') shown = normalisePhoneInput(shown + digit);
    expect(shown).toBe('+380671234567');
  });

  it('adds the plus to an international number typed without it', () => {
    expect(normalisePhoneInput('380671234567')).toBe('+380671234567');
  });

  it('leaves an empty field empty and a lone plus as typed', () => {
    expect(normalisePhoneInput('')).toBe('');
    expect(normalisePhoneInput('+')).toBe('+');
  });

  it('stops at fifteen digits', () => {
    expect(normalisePhoneInput('+1234567890123456789')).toBe('+123456789012345');
  });
});

describe('formatPhone', () => {
  it('groups a Ukrainian number', () => {
    expect(formatPhone('+380671234567')).toBe('+380 67 123 45 67');
  });

  it('leaves other numbers as they are', () => {
    expect(formatPhone('+48123456789')).toBe('+48123456789');
  });
});
