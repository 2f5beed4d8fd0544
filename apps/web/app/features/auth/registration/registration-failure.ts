import type { UseFormSetError } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { serverFailure, showFieldErrors } from '../../../forms/server-errors.ts';
import type { RegistrationFormValues } from './registration-schema.ts';

/** API fields whose first error is a toast (SPEC §8: registration failure). */
const TOASTED = ['email', 'phone', 'assign_to'] as const;

const FORM_FIELDS = [
  'email',
  'password',
  'password_confirmation',
  'name',
  'second_name',
  'phone',
  'work',
  'assignTo',
] as const satisfies readonly (keyof RegistrationFormValues)[];

/**
 * Shows why registration failed: the first error of e-mail, phone and the cosmetologist code as
 * toasts, every field error under its field, errors of fields the form does not have (an expired
 * phone confirmation) as toasts, and the server's message when no field explains it.
 */
export function showRegistrationFailure(
  error: unknown,
  setError: UseFormSetError<RegistrationFormValues>,
  genericMessage: string,
): void {
  const failure = serverFailure(error);
  const unplaced = showFieldErrors(failure, setError, FORM_FIELDS, { assign_to: 'assignTo' });
  const toastFields = [...TOASTED, ...unplaced.filter((field) => !(TOASTED as readonly string[]).includes(field))];
  const messages = toastFields.flatMap((field) => failure.fields[field]?.slice(0, 1) ?? []);
  if (Object.keys(failure.fields).length === 0) messages.push(failure.message ?? genericMessage);
  for (const message of messages) toast.error(message);
}
