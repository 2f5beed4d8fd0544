import { z } from 'zod';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@shop/contracts/auth';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiDeps } from '../../deps.ts';
import { HttpError, genericMessage } from '../../core/errors.ts';
import { installSecret } from '../../core/install-secret.ts';
import { isLocalSecret, issueLocalSocialToken, newLocalSecret } from '../../providers/social/local-social.ts';
import type { Api } from '../../types.ts';
import { consentError, consentPage, RELAY_SCRIPT, relayPage } from './local-consent.page.ts';
import { contentSecurityPolicy, scriptHashSource } from '../../core/content-security-policy.ts';
import { servesLocalConsent } from './social.service.ts';

const params = z.object({ provider: z.enum(SOCIAL_PROVIDERS) });

/** The cookie that keeps a browser's local identity for a provider (a year, like a provider's session). */
export const localSecretCookie = (provider: SocialProvider) => `local_${provider}_identity`;
const LOCAL_SECRET_TTL_S = 365 * 24 * 60 * 60;
const consent = z.object({
  email: z.email().max(254),
  first_name: z.string().trim().max(60).optional(),
  last_name: z.string().trim().max(60).optional(),
});

/** The popup is opened by a plain navigation, which sends no X-Localization: the page says its language. */
function languageOf(request: FastifyRequest): ApiLanguage {
  const query = request.query as { lang?: unknown } | undefined;
  const body = request.body as { lang?: unknown } | undefined;
  const asked = body?.lang ?? query?.lang;
  return asked === 'ua' ? 'ua' : asked === 'ru' ? 'ru' : request.lang;
}

/** The consent and relay pages run no script but the relay's (docs/decisions/0003). */
const CONSENT_POLICY = contentSecurityPolicy([scriptHashSource(RELAY_SCRIPT)]);

function sendPage(reply: FastifyReply, status: number, html: string) {
  // The relay page carries a sign-in token: never kept by a cache.
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', CONSENT_POLICY)
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * The demo's local consent page for a provider without credentials (never in production, never for
 * a provider that is configured): GET shows it, POST signs a token for the identity typed in and
 * relays it to the shop page that opened the popup.
 */
export function localConsentRoutes(app: Api, deps: ApiDeps): void {
  const guard = (request: FastifyRequest, provider: SocialProvider) => {
    if (!servesLocalConsent(deps.config, provider)) throw new HttpError(404, genericMessage(request.lang, 'notFound'));
  };

  app.get('/v1/auth/local-consent/:provider', { schema: { hide: true, params } }, async (request, reply) => {
    guard(request, request.params.provider);
    return sendPage(reply, 200, consentPage(request.params.provider, languageOf(request)));
  });

  app.post('/v1/auth/local-consent/:provider', { schema: { hide: true, params } }, async (request, reply) => {
    const { provider } = request.params;
    guard(request, provider);
    const lang = languageOf(request);
    const raw = (request.body ?? {}) as Record<string, unknown>;
    const text = (name: string) => (typeof raw[name] === 'string' ? (raw[name] as string) : '');
    const parsed = consent.safeParse({ email: text('email').trim(), first_name: text('first_name'), last_name: text('last_name') });
    if (!parsed.success) {
      const form = { email: text('email'), firstName: text('first_name'), lastName: text('last_name'), error: consentError(lang) };
      return sendPage(reply, 422, consentPage(provider, lang, form));
    }
    // The browser's own local identity for this provider, as a real provider's session would be: made
    // once, kept in an httpOnly cookie only these pages receive. Another browser typing the same
    // e-mail is another identity.
    const cookie = localSecretCookie(provider);
    const known = request.cookies?.[cookie];
    const secret = isLocalSecret(known) ? known : newLocalSecret();
    if (secret !== known) {
      reply.setCookie(cookie, secret, {
        path: `/api/v1/auth/local-consent/${provider}`,
        httpOnly: true,
        sameSite: 'strict',
        secure: deps.config.publicOrigin.startsWith('https:'),
        maxAge: LOCAL_SECRET_TTL_S,
      });
    }
    const token = await issueLocalSocialToken(
      installSecret(deps.config, 'local-social'),
      provider,
      { email: parsed.data.email, firstName: parsed.data.first_name || null, lastName: parsed.data.last_name || null },
      secret,
    );
    return sendPage(reply, 200, relayPage(provider, lang, token));
  });
}
