import type { FastifyInstance } from 'fastify';
import { isPublicAsset } from './public-asset.ts';

/** Where Google Identity Services and the Facebook SDK load from, talk to and open frames (social sign-in). */
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';
const FACEBOOK_SDK = 'https://connect.facebook.net';
const FACEBOOK_FRAMES = 'https://www.facebook.com https://web.facebook.com https://staticxx.facebook.com';

/**
 * The usual protective headers for API answers and pages. Script and style allow inline code
 * because server-rendered pages carry their hydration data inline (docs/decisions/0003). Google
 * (reCAPTCHA, sign-in) and Facebook (sign-in) are the only outside scripts, loaded on demand.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline' https://www.google.com https://www.gstatic.com ${GOOGLE_SIGN_IN}client ${FACEBOOK_SDK}`,
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

export function registerSecurityHeaders(app: FastifyInstance, options: { hsts: boolean }): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    // Scripts, styles, fonts and images are not documents: framing, referrer and content policies
    // have nothing to act on there, and every byte is repeated on each of a page's asset answers.
    if (isPublicAsset(request)) return payload;
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    // Sign-in popups of Google and Facebook report back to the page that opened them.
    reply.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    if (options.hsts) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
