import type { ApiLanguage } from '@shop/contracts/i18n';
import type { CounterStore } from './counter-store.ts';
import { HttpError, genericMessage } from './errors.ts';

/**
 * Fixed-window counters in the counter store (`core/counter-store.ts`, never the answer cache: a
 * flood of answers cannot evict them). `incr` is atomic, and shared through Redis when REDIS_URL is
 * set, so several app instances count together. The window index is part of the key, so the answer
 * can say exactly when the window ends (Retry-After).
 */
export interface RateLimit {
  /** Short name, part of the key: `login-ip`, `sms-phone`. */
  name: string;
  max: number;
  windowSeconds: number;
}

export interface RateLimitState {
  allowed: boolean;
  count: number;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

function window(limit: RateLimit, subject: string, nowMs: number) {
  const windowMs = limit.windowSeconds * 1000;
  const index = Math.floor(nowMs / windowMs);
  const endsAt = (index + 1) * windowMs;
  return {
    key: `rl:${limit.name}:${subject}:${index}`,
    retryAfterSeconds: Math.max(1, Math.ceil((endsAt - nowMs) / 1000)),
  };
}

/** Counts one more hit and tells whether it is still within the limit. */
export async function hit(store: CounterStore, limit: RateLimit, subject: string, by = 1): Promise<RateLimitState> {
  const { key, retryAfterSeconds } = window(limit, subject, Date.now());
  const count = await store.incr(key, limit.windowSeconds, by);
  return { allowed: count <= limit.max, count, retryAfterSeconds };
}

/** Reads the counter without counting (for limits that count only failures). */
export async function peek(store: CounterStore, limit: RateLimit, subject: string): Promise<RateLimitState> {
  const { key, retryAfterSeconds } = window(limit, subject, Date.now());
  const count = await store.count(key);
  return { allowed: count < limit.max, count, retryAfterSeconds };
}

/** 429 with Retry-After and a localised message. */
export function tooManyRequests(lang: ApiLanguage, retryAfterSeconds: number, message?: string): HttpError {
  return new HttpError(429, message ?? genericMessage(lang, 'tooMany'), undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
}

/**
 * Counts a hit on each limit in turn; throws 429 on the first one exceeded, so the limits after it
 * are not counted. List the per-address limit first: then a refused address creates no new entry
 * (a new visitor id, e-mail or phone from it is never counted).
 */
export async function enforce(
  store: CounterStore,
  lang: ApiLanguage,
  checks: Array<{ limit: RateLimit; subject: string }>,
  message?: string,
): Promise<void> {
  for (const { limit, subject } of checks) {
    const state = await hit(store, limit, subject);
    if (!state.allowed) throw tooManyRequests(lang, state.retryAfterSeconds, message);
  }
}
