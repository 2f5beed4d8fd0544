import { RECAPTCHA_ACTION_SEND_CODE } from '@shop/contracts/auth';

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

let loading: Promise<Grecaptcha> | null = null;

function loadScript(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('reCAPTCHA did not start'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

/** A token for the `send_code` action, or null where no site key is configured. */
export async function recaptchaToken(): Promise<string | null> {
  if (!SITE_KEY) return null;
  const grecaptcha = await loadScript(SITE_KEY);
  return grecaptcha.execute(SITE_KEY, { action: RECAPTCHA_ACTION_SEND_CODE });
}
