import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { isPublicAsset } from './public-asset.ts';

/** The policy of answers that carry no inline script: API answers, errors, the API's own pages. */
const DEFAULT_POLICY = contentSecurityPolicy();

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
    // A server-rendered page brings its own policy naming its inline scripts (entry.server.tsx).
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', DEFAULT_POLICY);
    if (options.hsts) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
