import { localizeIssues } from '@shop/contracts/validation';
import { describe, expect, it } from 'vitest';
import { registrationForm } from './registration-schema.ts';

const valid = {
  email: 'anna@example.com',
  password: 'Secret123!',
  password_confirmation: 'Secret123!',
  name: 'Анна',
  second_name: 'Коваль',
  phone: '+380671234567',
  agreement: true as const,
};

describe('registrationForm', () => {
  it('accepts a complete form without a cosmetologist code', () => {
    const parsed = registrationForm.parse({ ...valid, assignTo: '' });
    expect(parsed.register_mode).toBe('regular');
    expect(parsed.assignTo).toBe('');
  });

  it('keeps a cosmetologist code', () => {
    expect(registrationForm.parse({ ...valid, assignTo: 'PRO-1024' }).assignTo).toBe('PRO-1024');
  });

  it('shows every problem of an empty form at once, with bounds filled in', () => {
    const result = registrationForm.safeParse({ email: '', password: 'short', password_confirmation: 'other', name: 'Ан', second_name: '', phone: '' });
    expect(result.success).toBe(false);
    const errors = localizeIssues(result.error?.issues ?? [], 'ua');
    expect(errors.email).toEqual(["Поле обов'язкове для заповнення"]);
    expect(errors.password).toEqual(['Мінімальна довжина — 8 символів']);
    expect(errors.name).toEqual(['Мінімальна довжина — 3 символи']);
    expect(errors.agreement).toEqual(['Необхідно погодитися з умовами']);
    expect(errors.password_confirmation).toContain('Мінімальна довжина — 8 символів');
  });

  it('rejects a malformed code', () => {
    expect(registrationForm.safeParse({ ...valid, assignTo: 'код!' }).success).toBe(false);
  });
});
