import { createHash } from 'node:crypto';

/**
 * reCAPTCHA v3's scripts, by path (Google's own advice for a policy): its loader, and the release
 * files the loader adds. Never the whole of www.google.com or www.gstatic.com, which serve other
 * scripts (JSONP endpoints, old libraries) that would let injected markup run code.
 */
const RECAPTCHA_SCRIPTS = 'https://www.google.com/recaptcha/api.js https://www.gstatic.com/recaptcha/releases/';
/** Where Google Identity Services and the Facebook SDK load from, talk to and open frames (social sign-in). */
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';
const FACEBOOK_SDK = 'https://connect.facebook.net';
const FACEBOOK_FRAMES = 'https://www.facebook.com https://web.facebook.com https://staticxx.facebook.com';

/**
 * The Content Security Policy of the shop (docs/decisions/0003). No inline script runs unless the
 * page names it by hash: a server-rendered page lists the SHA-256 of each inline script it carries
 * (its hydration data, the loader of its modules, scroll restoration, the early-tap recorder), so
 * markup that slips into a page cannot run. Google (reCAPTCHA, sign-in: named by path) and Facebook
 * (sign-in) are the only outside scripts, loaded on demand. Styles stay `'unsafe-inline'`: the whole stylesheet is
 * inline in every page's head and components set `style` attributes, which no hash or nonce covers.
 *
 * @param scriptHashes `'sha256-…'` sources of the inline scripts the answer carries; none for API answers.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  const scripts = [
    "'self'",
    ...scriptHashes,
    RECAPTCHA_SCRIPTS,
    `${GOOGLE_SIGN_IN}client`,
    FACEBOOK_SDK,
  ].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    `style-src 'self' 'unsafe-inline' ${GOOGLE_SIGN_IN}style`,
    "img-src 'self' data: blob: https://www.facebook.com",
    "font-src 'self'",
    `connect-src 'self' ${GOOGLE_SIGN_IN} https://graph.facebook.com`,
    `frame-src https://www.youtube.com https://www.youtube-nocookie.com https://www.google.com ${GOOGLE_SIGN_IN} ${FACEBOOK_FRAMES}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https://www.liqpay.ua",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The CSP source of a fixed inline script (an API page's own), e.g. `'sha256-…'`. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}
