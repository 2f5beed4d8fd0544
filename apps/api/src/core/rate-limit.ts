import type { ApiLanguage } from '@shop/contracts/i18n';
import type { Cache } from './cache.ts';
import { HttpError, genericMessage } from './errors.ts';

/**
 * Fixed-window counters on the shared cache (`incr` is atomic, and shared through Redis when
 * REDIS_URL is set, so several app instances count together). The window index is part of the key,
 * so the answer can say exactly when the window ends (Retry-After).
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
export async function hit(cache: Cache, limit: RateLimit, subject: string, by = 1): Promise<RateLimitState> {
  const { key, retryAfterSeconds } = window(limit, subject, Date.now());
  const count = await cache.incr(key, limit.windowSeconds, by);
  return { allowed: count <= limit.max, count, retryAfterSeconds };
}

/** Reads the counter without counting (for limits that count only failures). */
export async function peek(cache: Cache, limit: RateLimit, subject: string): Promise<RateLimitState> {
  const { key, retryAfterSeconds } = window(limit, subject, Date.now());
  const count = Number((await cache.get<number>(key)) ?? 0);
  return { allowed: count < limit.max, count, retryAfterSeconds };
}

/** 429 with Retry-After and a localised message. */
export function tooManyRequests(lang: ApiLanguage, retryAfterSeconds: number, message?: string): HttpError {
  return new HttpError(429, message ?? genericMessage(lang, 'tooMany'), undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
}

/** Counts a hit on each limit in turn; throws 429 on the first one exceeded. */
export async function enforce(
  cache: Cache,
  lang: ApiLanguage,
  checks: Array<{ limit: RateLimit; subject: string }>,
  message?: string,
): Promise<void> {
  for (const { limit, subject } of checks) {
    const state = await hit(cache, limit, subject);
    if (!state.allowed) throw tooManyRequests(lang, state.retryAfterSeconds, message);
  }
}
