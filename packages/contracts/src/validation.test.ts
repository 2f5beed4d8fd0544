import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { localizeIssues } from './validation.ts';

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
