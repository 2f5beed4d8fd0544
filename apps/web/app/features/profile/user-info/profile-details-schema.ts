import { PASSWORD_MAX } from '@shop/contracts/auth';
import { profileForm } from '@shop/contracts/user';
import { z } from 'zod';

/**
 * The profile form with the current password, which PUT /v1/user asks for when the e-mail changes
 * on an account that has a password.
 */
export function profileDetailsForm(current: { email: string; hasPassword: boolean }) {
  return profileForm
    .extend({ current_password: z.string().max(PASSWORD_MAX).optional() })
    .superRefine((values, ctx) => {
      if (emailChanged(values.email, current.email) && current.hasPassword && !values.current_password) {
        ctx.addIssue({ code: 'custom', path: ['current_password'], input: values.current_password, message: 'validation.required' });
      }
    });
}

export function emailChanged(typed: string, current: string): boolean {
  return typed.trim().toLowerCase() !== current.trim().toLowerCase();
}
