import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../lib/api-client.ts';
import { toast } from '../lib/toast.ts';

/**
 * What the API said about a failed form (SPEC §8): its message and the errors per field of a 422.
 * Network failures and unexpected answers have no message of their own: the caller shows its
 * generic one.
 */
export interface ServerFailure {
  status: number | null;
  message: string | null;
  fields: Record<string, string[]>;
}

export function serverFailure(error: unknown): ServerFailure {
  if (error instanceof ApiError) {
    // 5xx messages are generic and the global policy already reacted; treat them like no message.
    const message = error.status < 500 ? (error.body?.message ?? null) : null;
    return { status: error.status, message, fields: error.body?.errors ?? {} };
  }
  return { status: null, message: null, fields: {} };
}

/**
 * Puts the server's errors under the fields the form has (SPEC §5: server validation errors are
 * appended per field). `rename` maps API names to form names (`assign_to` → `assignTo`). Returns
 * the API field names that had no field in the form.
 */
export function showFieldErrors<T extends FieldValues>(
  failure: ServerFailure,
  setError: UseFormSetError<T>,
  formFields: readonly Path<T>[],
  rename: Record<string, Path<T>> = {},
): string[] {
  const unplaced: string[] = [];
  let placed = 0;
  for (const [apiField, messages] of Object.entries(failure.fields)) {
    const field = rename[apiField] ?? (apiField as Path<T>);
    if (messages.length && formFields.includes(field)) {
      setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: placed++ === 0 });
    } else if (messages.length) {
      unplaced.push(apiField);
    }
  }
  return unplaced;
}

/**
 * The usual reaction to a failed form: errors under their fields; the server's message (or the
 * generic one) as a toast when no field explains the failure or an error has no field here.
 */
export function showFormFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly Path<T>[],
  genericMessage: string,
): void {
  const failure = serverFailure(error);
  const unplaced = showFieldErrors(failure, setError, formFields);
  if (unplaced.length > 0 || Object.keys(failure.fields).length === 0) toast.error(failure.message ?? genericMessage);
}
