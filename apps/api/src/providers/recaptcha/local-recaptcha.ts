import type { RecaptchaResult, RecaptchaVerifier } from './recaptcha.ts';

/**
 * Without a reCAPTCHA secret: development and tests pass every request; production refuses every
 * request, so a shop that forgot its secret sends no SMS rather than sending them unprotected.
 */
export class LocalRecaptchaVerifier implements RecaptchaVerifier {
  readonly kind = 'local' as const;

  constructor(private readonly production: boolean) {}

  async verify(): Promise<RecaptchaResult> {
    return this.production ? { ok: false, reason: 'not-configured' } : { ok: true, score: null };
  }
}
