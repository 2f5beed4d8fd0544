import { describe, expect, it } from 'vitest';
import { maskUkrainianPhone as maskOrderPhone } from '@shop/contracts/phone';
import { initialOrderPhone } from './order-phone.ts';

describe('maskOrderPhone', () => {
  it('keeps the +380 prefix and up to nine digits after it', () => {
    expect(maskOrderPhone('+38067')).toBe('+38067');
    expect(maskOrderPhone('+380671234567')).toBe('+380671234567');
    expect(maskOrderPhone('+3806712345678')).toBe('+380671234567');
    expect(maskOrderPhone('+380 67 12a3')).toBe('+38067123');
  });

  it('leaves the prefix when it is being deleted', () => {
    for (const raw of ['', '+', '+3', '+38', '+380']) expect(maskOrderPhone(raw)).toBe('+380');
  });

  it('reads a number pasted in the usual forms', () => {
    for (const raw of ['067 123 45 67', '+38 (067) 123-45-67', '380671234567', '80671234567', '671234567', '+380+380671234567']) {
      expect(maskOrderPhone(raw), raw).toBe('+380671234567');
    }
  });

  it('drops the local leading zero typed after the prefix', () => {
    expect(maskOrderPhone('+3800')).toBe('+380');
    expect(maskOrderPhone('+380067')).toBe('+38067');
  });
});

describe('initialOrderPhone', () => {
  it('prefills a Ukrainian number and starts another from the prefix', () => {
    expect(initialOrderPhone('+380671234567')).toBe('+380671234567');
    expect(initialOrderPhone('+48123456789')).toBe('+380');
    expect(initialOrderPhone(null)).toBe('+380');
  });
});
