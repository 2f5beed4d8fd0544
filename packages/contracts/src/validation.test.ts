import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { localizeIssues, validationMessage } from './validation.ts';

const form = z.strictObject({
  email: z.email().max(120),
  password: z.string().min(8).max(120),
});

function errorsOf(input: unknown, lang: 'ru' | 'ua') {
  const result = form.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return localizeIssues(result.error.issues, lang);
}

describe('localised validation messages', () => {
  it('names missing fields as required', () => {
    expect(errorsOf({}, 'ua')).toEqual({
      email: ["Поле обов'язкове для заповнення"],
      password: ["Поле обов'язкове для заповнення"],
    });
  });

  it('replaces :count with the bound of the rule', () => {
    expect(errorsOf({ email: 'a@b.ua', password: 'short' }, 'ru').password).toEqual(['Минимальная длина — 8 символов']);
    expect(errorsOf({ email: 'a@b.ua', password: 'x'.repeat(121) }, 'ua').password).toEqual(['Максимальна довжина — 120 символів']);
  });

  it('reports a malformed e-mail and unknown fields', () => {
    const errors = errorsOf({ email: 'nope', password: '12345678', admin: true }, 'ru');
    expect(errors.email).toEqual(['Введите корректный e-mail']);
    expect(errors.admin).toEqual(['Неизвестное поле']);
  });
});

describe('length messages agree with their number', () => {
  it('uses the plural forms of Russian and Ukrainian', () => {
    expect(validationMessage('ru', 'validation.min', 1)).toBe('Минимальная длина — 1 символ');
    expect(validationMessage('ru', 'validation.min', 3)).toBe('Минимальная длина — 3 символа');
    expect(validationMessage('ru', 'validation.max', 120)).toBe('Максимальная длина — 120 символов');
    expect(validationMessage('ru', 'validation.max', 21)).toBe('Максимальная длина — 21 символ');
    expect(validationMessage('ua', 'validation.min', 3)).toBe('Мінімальна довжина — 3 символи');
    expect(validationMessage('ua', 'validation.min', 8)).toBe('Мінімальна довжина — 8 символів');
    expect(validationMessage('ua', 'validation.min', 12)).toBe('Мінімальна довжина — 12 символів');
    expect(validationMessage('ua', 'validation.phone')).toBe('Введіть номер телефону у форматі +380XXXXXXXXX');
  });
});
