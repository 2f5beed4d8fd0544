import { ApiError } from '../../../lib/api-client.ts';
import { serverFailure } from '../../../forms/server-errors.ts';

/**
 * What to tell a person whose Google or Facebook sign-in the API refused: the reason of a 422
 * (the provider gave no e-mail), of a 401 or 409, or of a 502 (the provider could not be reached,
 * which is the provider's failure and not the shop's, so its message is worth showing).
 */
export function socialFailureMessage(error: unknown): string | null {
  if (error instanceof ApiError && error.status === 502) return error.body?.message ?? null;
  const failure = serverFailure(error);
  return failure.fields.token?.[0] ?? failure.message;
}
