import type { ApiLanguage } from '@shop/contracts/i18n';
import type { Cache } from '../../core/cache.ts';
import { HttpError, genericMessage } from '../../core/errors.ts';

export interface SubmissionLimit {
  /** Name of the form, part of the counter key. */
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts a form submission from one address (or author) and refuses it with 429 (and Retry-After) once `max`
 * submissions were made within the window. The counter lives in the shared cache, so several
 * instances count together.
 */
export async function countSubmission(cache: Cache, limit: SubmissionLimit, subject: string, lang: ApiLanguage): Promise<void> {
  const used = await cache.incr(`limit:${limit.name}:${subject}`, limit.windowSeconds);
  if (used > limit.max) {
    throw new HttpError(429, genericMessage(lang, 'tooMany'), undefined, { 'retry-after': String(limit.windowSeconds) });
  }
}
