import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { browserApi } from '../lib/browser-api.ts';
import { toast } from '../lib/toast.ts';
import { serverFailure, showFieldErrors } from './server-errors.ts';

export interface ServiceFormOptions<T extends FieldValues> {
  /** Where the form is sent (`/v1/store_contact_form`, `/v1/user_requests`, …). */
  path: string;
  /** The toast when the server gives no message of its own. */
  genericMessage: string;
  /** The form's fields that take the server's per-field errors; without them a failure is only the generic toast. */
  fields?: readonly Path<T>[];
  /** Runs with the server's message once the form is sent, before its toast. */
  onSent?: (message: string) => void;
  /** Runs after sending, whether it worked or not. */
  onSettled?: () => void;
}

/**
 * The submit handler of a service form (contact, feedback, application, messenger; SPEC §5): posts
 * the checked values, toasts the server's message; on failure puts the 422's messages under their
 * fields and toasts the server's message or the generic one.
 */
export function serviceFormSubmit<T extends FieldValues, Out extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, Out>, 'handleSubmit' | 'setError'>,
  { path, genericMessage, fields, onSent, onSettled }: ServiceFormOptions<T>,
) {
  return form.handleSubmit(async (values) => {
    try {
      const { data } = await browserApi.post<{ data: { message: string } }>(path, values);
      onSent?.(data.message);
      toast.success(data.message);
    } catch (error) {
      if (fields) {
        const failure = serverFailure(error);
        showFieldErrors(failure, form.setError, fields);
        toast.error(failure.message ?? genericMessage);
      } else {
        toast.error(genericMessage);
      }
    } finally {
      onSettled?.();
    }
  });
}
