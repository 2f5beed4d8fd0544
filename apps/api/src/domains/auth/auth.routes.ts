import type { FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import {
  ACCESS_TOKEN_TTL_S,
  accessTokenResult,
  confirmEmailPayload,
  loginPayload,
  messageResult,
  registerPayload,
  registerResult,
  resetPayload,
  restorePayload,
  sendCodePayload,
  sendCodeResult,
  socialLinkPayload,
  socialLoginPayload,
  socialLoginResult,
  socialPendingResult,
  socialProvidersResult,
  verifyCodePayload,
  verifyCodeResult,
  type AccessTokenResult,
} from '@shop/contracts/auth';
import { dataEnvelope } from '@shop/contracts/envelope';
import { emailByHashQuery, emailByHashResult, me } from '@shop/contracts/user';
import type { ApiDeps } from '../../deps.ts';
import { requireUser } from '../../core/auth.ts';
import { HttpError } from '../../core/errors.ts';
import type { ErrorStatus } from '../../core/openapi.ts';
import type { Api } from '../../types.ts';
import { loadMe } from '../users/me.ts';
import type { UserRow } from '../users/users.public.ts';
import { emailByResetToken, login, register, requestReset, restore } from './auth.service.ts';
import { verifyAccessToken } from './access-token.ts';
import { authMessage } from './messages.ts';
import { sendCode, verifyCode } from './phone-verification.service.ts';
import { seesDemoOutput } from '../../core/demo-access.ts';
import { clearRefreshCookie, readRefreshCookie, refreshTtlSeconds, setRefreshCookie } from './refresh-cookie.ts';
import { clearPriceAudienceCookie, readPriceAudienceCookie, setPriceAudienceCookie } from '../pricing/price-audience-cookie.ts';
import { RETAIL_VIEWER, viewerKey } from '../pricing/price-viewer.ts';
import { renewPriceAudienceCookie } from './price-audience-renewal.ts';
import { endSession, endSessionOfRefreshToken, RefreshRejected, rotateSession, startSession, sweepDeadTokens, type IssuedSession } from './sessions.service.ts';
import { localConsentRoutes } from './local-consent.routes.ts';
import { confirmEmail } from './email-confirmation.service.ts';
import { enforce, type RateLimit } from '../../core/rate-limit.ts';

/** Confirmation tokens are 256 bits: the limit only keeps a flood of guesses off the database. */
const CONFIRM_EMAIL_LIMIT: RateLimit = { name: 'confirm-email-ip', max: 30, windowSeconds: 10 * 60 };
import { linkSocialAccount, socialLogin, socialProvidersFor } from './social.service.ts';

/** Calls made with a stale token on purpose (signing in again, refreshing, leaving). */
const lenient = { bearer: 'lenient' as const };
/** `lenient` with the error statuses the call's own rules answer (published in the document). */
const lenientAnswering = (...errorStatuses: ErrorStatus[]) => ({ ...lenient, errorStatuses });

const requestInfo = (request: FastifyRequest) => ({ lang: request.lang, ip: request.ip, log: request.log });
const clientInfo = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/**
 * Sets the refresh cookie and the price audience cookie (which prices the server renders pages
 * with, decision 0010) for as long as the refresh token lives, and answers with the access token.
 */
function tokens(reply: FastifyReply, deps: ApiDeps, session: IssuedSession): AccessTokenResult {
  setRefreshCookie(reply, deps.config, session.refreshToken, session.remember);
  setPriceAudienceCookie(reply, deps.config, session.viewer, refreshTtlSeconds(session.remember), session.remember);
  reply.header('Cache-Control', 'no-store');
  return { accessToken: session.accessToken, tokenType: 'Bearer', expiresIn: ACCESS_TOKEN_TTL_S };
}

async function signIn(request: FastifyRequest, reply: FastifyReply, deps: ApiDeps, user: UserRow, remember: boolean) {
  return tokens(reply, deps, await startSession(deps, user, remember, clientInfo(request)));
}

export function authRoutes(app: Api, deps: ApiDeps): void {
  app.post(
    '/v1/auth/send-code',
    { config: lenientAnswering(429, 502), schema: { tags: ['auth'], summary: 'Send an SMS code to a phone', body: sendCodePayload, response: { 200: dataEnvelope(sendCodeResult) } } },
    async (request) => ({ data: await sendCode(deps, request.body, { ...requestInfo(request), seesDemoOutput: seesDemoOutput(deps.config, request) }) }),
  );

  app.post(
    '/v1/auth/verify-code',
    { config: lenientAnswering(429), schema: { tags: ['auth'], summary: 'Check an SMS code; answers a confirm token', body: verifyCodePayload, response: { 200: dataEnvelope(verifyCodeResult) } } },
    async (request) => ({ data: await verifyCode(deps, request.body, requestInfo(request)) }),
  );

  app.post(
    '/v1/auth/register',
    { config: lenientAnswering(429), schema: { tags: ['auth'], summary: 'Register with a verified phone', body: registerPayload, response: { 201: dataEnvelope(registerResult) } } },
    async (request, reply) => {
      const user = await register(deps, request.body, requestInfo(request));
      const result = await signIn(request, reply, deps, user, true);
      reply.status(201);
      return { data: { ...result, code: user.code } };
    },
  );

  app.post(
    '/v1/auth/login',
    { config: lenientAnswering(401, 403, 429), schema: { tags: ['auth'], summary: 'Sign in with e-mail and password', body: loginPayload, response: { 200: dataEnvelope(accessTokenResult) } } },
    async (request, reply) => {
      const user = await login(deps, request.body, requestInfo(request));
      return { data: await signIn(request, reply, deps, user, request.body.remember) };
    },
  );

  app.post(
    '/v1/auth/refresh',
    { config: lenientAnswering(401), schema: { tags: ['auth'], summary: 'New access token from the refresh cookie (rotates it)', response: { 200: dataEnvelope(accessTokenResult) } } },
    async (request, reply) => {
      const refreshToken = readRefreshCookie(request);
      try {
        if (!refreshToken) throw new RefreshRejected('unknown');
        const rotated = await rotateSession(deps, refreshToken, clientInfo(request));
        await sweepDeadTokens(deps);
        return { data: tokens(reply, deps, rotated) };
      } catch (error) {
        if (!(error instanceof RefreshRejected)) throw error;
        clearRefreshCookie(reply, deps.config);
        clearPriceAudienceCookie(reply, deps.config);
        throw new HttpError(401, authMessage(request.lang, 'refreshFailed'));
      }
    },
  );

  app.post(
    '/v1/auth/logout',
    { config: lenient, schema: { tags: ['auth'], summary: 'End this session', response: { 200: dataEnvelope(messageResult) } } },
    async (request, reply) => {
      // The session is named by the refresh cookie, or by the access token when the cookie is gone.
      const refreshToken = readRefreshCookie(request);
      if (refreshToken) await endSessionOfRefreshToken(deps, refreshToken);
      const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (bearer) {
        const claims = await verifyAccessToken(deps.config, bearer).catch(() => null);
        if (claims) await endSession(deps, claims.sessionId);
      }
      clearRefreshCookie(reply, deps.config);
      clearPriceAudienceCookie(reply, deps.config);
      return { data: { message: authMessage(request.lang, 'loggedOut') } };
    },
  );

  app.post(
    '/v1/auth/reset',
    { config: lenientAnswering(429), schema: { tags: ['auth'], summary: 'Send a password recovery letter', body: resetPayload, response: { 200: dataEnvelope(messageResult) } } },
    async (request, reply) => {
      const { message, issueLink } = await requestReset(deps, request.body.email, requestInfo(request));
      // The lookup, the write and the letter wait until the answer is out (see requestReset).
      reply.raw.once('finish', () => void issueLink());
      return { data: { message } };
    },
  );

  app.post(
    '/v1/auth/restore',
    { config: lenientAnswering(403, 429), schema: { tags: ['auth'], summary: 'Set a new password with a recovery token', body: restorePayload, response: { 200: dataEnvelope(accessTokenResult) } } },
    async (request, reply) => {
      const user = await restore(deps, request.body, requestInfo(request));
      return { data: await signIn(request, reply, deps, user, false) };
    },
  );

  app.post(
    '/v1/auth/confirm-email',
    { config: lenientAnswering(403, 429), schema: { tags: ['auth'], summary: 'Follow an e-mail confirmation link (a new profile e-mail, or a social sign-in)', body: confirmEmailPayload, response: { 200: dataEnvelope(messageResult) } } },
    async (request) => {
      await enforce(deps.limits, request.lang, [{ limit: CONFIRM_EMAIL_LIMIT, subject: request.ip }]);
      return { data: await confirmEmail(deps, request.body.token, request.lang) };
    },
  );

  app.get(
    '/v1/get_email_by_hash',
    { config: lenientAnswering(404, 429), schema: { tags: ['auth'], summary: 'E-mail of a recovery link', querystring: emailByHashQuery, response: { 200: dataEnvelope(emailByHashResult) } } },
    async (request) => ({ data: { email: await emailByResetToken(deps, request.query.hash, requestInfo(request)) } }),
  );

  app.get(
    '/v1/auth/providers',
    { config: lenient, schema: { tags: ['auth'], summary: 'Public ids for Google and Facebook sign-in', response: { 200: dataEnvelope(socialProvidersResult) } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return { data: socialProvidersFor(deps.config) };
    },
  );

  app.post(
    '/v1/auth/social_login',
    {
      config: lenientAnswering(401, 403, 409, 429, 502),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with Google or Facebook (202: a confirmation link went to an e-mail the provider does not vouch for)',
        body: socialLoginPayload,
        response: { 200: dataEnvelope(socialLoginResult), 202: dataEnvelope(socialPendingResult) },
      },
    },
    async (request, reply) => {
      const outcome = await socialLogin(deps, request.body.provider, request.body.token, requestInfo(request));
      if ('pending' in outcome) {
        reply.code(202);
        return { data: { message: outcome.pending, pending: true as const } };
      }
      return { data: { ...(await signIn(request, reply, deps, outcome.user, request.body.remember)), isNew: outcome.isNew } };
    },
  );

  for (const provider of ['google', 'facebook'] as const) {
    app.post(
      `/v1/oauth/${provider}/link`,
      { config: { errorStatuses: [409, 429, 502] }, schema: { tags: ['auth'], summary: `Link a ${provider} account to the signed-in user`, security: [{ bearer: [] }], body: socialLinkPayload, response: { 200: dataEnvelope(me) } } },
      async (request) => {
        const user = requireUser(request);
        await linkSocialAccount(deps, user.id, provider, request.body.token, requestInfo(request));
        return { data: await loadMe(deps, user.id, request.lang) };
      },
    );
  }

  app.get(
    '/v1/auth/me',
    { schema: { tags: ['auth'], summary: 'The signed-in user', security: [{ bearer: [] }], response: { 200: dataEnvelope(me) } } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('Cache-Control', 'private, no-store');
      const data = await loadMe(deps, user.id, request.lang);
      // Every page load asks this: a browser whose audience cookie is missing or out of date (signed
      // in before the cookie existed, or the user's type changed) gets the right one for what follows.
      const cookie = readPriceAudienceCookie(request, deps.config) ?? RETAIL_VIEWER;
      if (viewerKey(cookie) !== data.priceAudience) await renewPriceAudienceCookie(deps, reply, user);
      return { data };
    },
  );

  // The demo's consent page is a plain HTML form: the one place the API reads a form body, in a scope of its own.
  app.register(async (scope) => {
    await scope.register(formbody);
    localConsentRoutes(scope, deps);
  });
}
