import { RECAPTCHA_ACTION_SEND_CODE } from '@shop/contracts/auth';
import { loadScript } from '../../lib/load-script.ts';

/**
 * reCAPTCHA v3 for the SMS send-code call (ARCHITECTURE §7: SMS only after captcha in production).
 * The site key is public and set at build time (VITE_RECAPTCHA_SITE_KEY); without one, no token
 * is sent and the API's local driver accepts the call (outside production). Google's script loads
 * only when the SMS dialog asks for a token, never on first paint.
 */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SITE_KEY: string | undefined = import.meta.env.VITE_RECAPTCHA_SITE_KEY || undefined;

function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  return loadScript(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`, () => {
    const grecaptcha = window.grecaptcha;
    return grecaptcha && new Promise<Grecaptcha>((resolve) => grecaptcha.ready(() => resolve(grecaptcha)));
  });
}

/** A token for the `send_code` action, or null where no site key is configured. */
export async function recaptchaToken(): Promise<string | null> {
  if (!SITE_KEY) return null;
  const grecaptcha = await loadRecaptcha(SITE_KEY);
  return grecaptcha.execute(SITE_KEY, { action: RECAPTCHA_ACTION_SEND_CODE });
}
