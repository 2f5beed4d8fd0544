import type { RecaptchaExpectation, RecaptchaResult, RecaptchaVerifier } from './recaptcha.ts';

export interface GoogleRecaptchaOptions {
  secret: string;
  /** https://www.google.com/recaptcha/api/siteverify, or a local fake in tests. */
  verifyUrl: string;
  /** Google suggests starting at 0.5. */
  minScore: number;
  /** Accepted page hostnames; empty accepts any. */
  hostnames: string[];
  timeoutMs?: number;
}

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  'error-codes'?: string[];
}

/**
 * reCAPTCHA v3 siteverify: form-encoded `secret`, `response`, `remoteip`. A token is valid for two
 * minutes and only once (`timeout-or-duplicate` afterwards). Accepted only when successful, for the
 * expected action and hostname, and with a score at or above the threshold.
 */
export class GoogleRecaptchaVerifier implements RecaptchaVerifier {
  readonly kind = 'google' as const;

  constructor(private readonly options: GoogleRecaptchaOptions) {}

  async verify(token: string | null | undefined, expected: RecaptchaExpectation): Promise<RecaptchaResult> {
    if (!token) return { ok: false, reason: 'missing-input-response' };
    const form = new URLSearchParams({ secret: this.options.secret, response: token });
    if (expected.remoteIp) form.set('remoteip', expected.remoteIp);
    let answer: SiteverifyAnswer;
    try {
      const response = await fetch(this.options.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
      });
      if (!response.ok) return { ok: false, reason: `http-${response.status}` };
      answer = (await response.json()) as SiteverifyAnswer;
    } catch {
      return { ok: false, reason: 'unreachable' };
    }
    if (answer.success !== true) return { ok: false, reason: answer['error-codes']?.join(',') || 'unsuccessful' };
    if (answer.action !== expected.action) return { ok: false, reason: 'action-mismatch' };
    if (this.options.hostnames.length && !this.options.hostnames.includes(answer.hostname ?? '')) {
      return { ok: false, reason: 'hostname-mismatch' };
    }
    const score = typeof answer.score === 'number' ? answer.score : 0;
    if (score < this.options.minScore) return { ok: false, reason: 'low-score' };
    return { ok: true, score };
  }
}
