import type { RateLimit } from '../../core/rate-limit.ts';

/**
 * Limits against SMS pumping (integrations.md §3): per IP, per phone, per number prefix and for the
 * whole shop per day, plus a growing wait between codes to one phone. The per-address limits are
 * sized for a mobile carrier's shared address (carrier-grade NAT): what an SMS costs is bounded by
 * reCAPTCHA, the per-phone wait, the per-prefix limit and the daily cap (docs/security.md "Rate limits").
 */
export const SMS_LIMITS = {
  perIp: { name: 'sms-ip', max: 30, windowSeconds: 60 * 60 },
  perPhone: { name: 'sms-phone', max: 3, windowSeconds: 10 * 60 },
  /** Pumping rotates numbers within one operator range: "+380671" covers 100 000 numbers. */
  perPrefix: { name: 'sms-prefix', max: 20, windowSeconds: 60 * 60 },
  verifyPerIp: { name: 'sms-verify-ip', max: 100, windowSeconds: 10 * 60 },
} satisfies Record<string, RateLimit>;

export function dailyCap(max: number): RateLimit {
  return { name: 'sms-day', max, windowSeconds: 24 * 60 * 60 };
}

export const phonePrefix = (e164: string) => e164.slice(0, 7);

/** The first resend waits 60 s, then 2, 4, 8… minutes, at most 32 (as Auth0 does). */
export function resendDelaySeconds(codesSent: number): number {
  return Math.min(60 * 2 ** Math.max(0, codesSent - 1), 32 * 60);
}

/** The wait resets after an hour without codes. */
export const BACKOFF_MEMORY_S = 60 * 60;
