import type { ApiLanguage } from '@shop/contracts/i18n';
import type { CounterStore } from '../../core/counter-store.ts';
import { HttpError, genericMessage } from '../../core/errors.ts';

export interface SubmissionLimit {
  /** Name of the form, part of the counter key. */
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts a form submission from one address (or author) and refuses it with 429 (and Retry-After) once `max`
 * submissions were made within the window. The counter lives in the counter store (shared through
 * Redis when REDIS_URL is set), so several instances count together and no flood evicts it.
 */
export async function countSubmission(store: CounterStore, limit: SubmissionLimit, subject: string, lang: ApiLanguage): Promise<void> {
  const used = await store.incr(`limit:${limit.name}:${subject}`, limit.windowSeconds);
  if (used > limit.max) {
    throw new HttpError(429, genericMessage(lang, 'tooMany'), undefined, { 'retry-after': String(limit.windowSeconds) });
  }
}
