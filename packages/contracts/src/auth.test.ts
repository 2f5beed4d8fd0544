import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  detectPhoneCountry,
  loginForm,
  registerForm,
  registerPayload,
  registerPayloadFromForm,
  restoreForm,
  sendCodeForm,
  verifyCodeForm,
} from './auth.ts';
import { assignToForm, passwordChangeForm, passwordSetForm, updateProfilePayload } from './user.ts';
import { localizeIssues } from './validation.ts';

const errorsOf = (result: z.ZodSafeParseResult<unknown>, lang: 'ru' | 'ua' = 'ru') =>
  result.success ? {} : localizeIssues(result.error.issues, lang);

const filledRegistration = {
  email: 'olena@example.com',
  password: 'Secret-pass-1',
  password_confirmation: 'Secret-pass-1',
  name: 'Олена',
  second_name: 'Коваль',
  phone: '+380671234567',
  agreement: true as const,
};

describe('form schemas shared with the web (SPEC §5)', () => {
  it('login: remember defaults to false; e-mail is trimmed', () => {
    expect(loginForm.parse({ email: ' a@b.co ', password: '12345678' })).toEqual({ email: 'a@b.co', password: '12345678', remember: false });
  });

  it('registration form: agreement required, every field checked at once', () => {
    expect(errorsOf(registerForm.safeParse({ ...filledRegistration, agreement: false }))).toEqual({
      agreement: ['Необходимо согласиться с условиями'],
    });
    expect(errorsOf(registerForm.safeParse({}), 'ua')).toEqual({
      email: ["Поле обов'язкове для заповнення"],
      password: ["Поле обов'язкове для заповнення"],
      password_confirmation: ["Поле обов'язкове для заповнення"],
      name: ["Поле обов'язкове для заповнення"],
      second_name: ["Поле обов'язкове для заповнення"],
      phone: ["Поле обов'язкове для заповнення"],
      agreement: ['Необхідно погодитися з умовами'],
    });
  });

  it('registration payload comes from the form without the agreement, with the confirm token', () => {
    const values = registerForm.parse(filledRegistration);
    const payload = registerPayloadFromForm(values, 'confirm-123', 'PRO-K7MX4-RD9TQ');
    expect(payload).not.toHaveProperty('agreement');
    expect(registerPayload.parse(payload)).toMatchObject({ register_mode: 'regular', confirm_token: 'confirm-123', assign_to: 'PRO-K7MX4-RD9TQ' });
    expect(errorsOf(registerPayload.safeParse({ ...payload, agreement: true }))).toEqual({ agreement: ['Неизвестное поле'] });
  });

  it('SMS: phone country detectable or the min-length 13 message; code of exactly 6 characters', () => {
    expect(detectPhoneCountry('+380671234567')).toBe('UA');
    expect(detectPhoneCountry('0671234567', 'UA')).toBe('UA');
    expect(detectPhoneCountry('+3806712')).toBeUndefined();
    expect(errorsOf(sendCodeForm.safeParse({ phone: '+3806712' }))).toEqual({ phone: ['Минимальная длина — 13 символов'] });
    expect(sendCodeForm.safeParse({ phone: '+48501234567' }).success).toBe(true);
    for (const code of ['12345', '1234567', '']) {
      expect(errorsOf(verifyCodeForm.safeParse({ code }))).toEqual({ code: ['Минимальная длина — 6 символов'] });
    }
    expect(verifyCodeForm.safeParse({ code: '123456' }).success).toBe(true);
  });

  it('restore: confirmation at least 8 and equal to the password', () => {
    expect(errorsOf(restoreForm.safeParse({ password: 'Secret-pass-1', password_confirmation: 'Secret-pass-2' }))).toEqual({
      password_confirmation: ['Пароли не совпадают'],
    });
  });

  it('profile: partial updates, assignTo field, password forms with and without the current password', () => {
    expect(updateProfilePayload.parse({ city: '  ' })).toEqual({ city: '' });
    expect(errorsOf(assignToForm.safeParse({ assignTo: 'PRO 1001' }))).toEqual({ assignTo: ['Некорректное значение'] });
    expect(errorsOf(passwordChangeForm.safeParse({ password: 'Secret-pass-1', password_confirmation: 'Secret-pass-1' }))).toEqual({
      current_password: ['Поле обязательно для заполнения'],
    });
    expect(passwordSetForm.safeParse({ password: 'Secret-pass-1', password_confirmation: 'Secret-pass-1' }).success).toBe(true);
  });
});
