export interface RecaptchaExpectation {
  /** The action the page named when it asked for the token (`send_code`). */
  action: string;
  remoteIp?: string;
}

export type RecaptchaResult = { ok: true; score: number | null } | { ok: false; reason: string };

/** Checks a reCAPTCHA v3 token. Drivers: local (accepts outside production) and Google siteverify. */
export interface RecaptchaVerifier {
  readonly kind: 'local' | 'google';
  verify(token: string | null | undefined, expected: RecaptchaExpectation): Promise<RecaptchaResult>;
}
