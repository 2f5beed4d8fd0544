import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { toApiLanguage, type ApiLanguage } from '@shop/contracts/i18n';
import { VISITOR_COOKIE, VISITOR_COOKIE_MAX_AGE_S } from '@shop/contracts/constants';
import { isPublicAsset } from './public-asset.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of the answer, from X-Localization (`ru` default, `ua`). */
    lang: ApiLanguage;
    /** Anonymous visitor id, from X-User-Hash or the visitor cookie; set as a one-year cookie when new. */
    visitorId: string;
  }
}

const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** Reads the per-request headers every call carries (SPEC §7): X-Localization and X-User-Hash. */
export function registerRequestContext(app: FastifyInstance, options: { secureCookies: boolean }): void {
  app.decorateRequest('lang', 'ru');
  app.decorateRequest('visitorId', '');
  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers['x-localization'];
    request.lang = toApiLanguage(Array.isArray(header) ? header[0] : header);

    const fromHeader = request.headers['x-user-hash'];
    const candidate = (Array.isArray(fromHeader) ? fromHeader[0] : fromHeader) ?? request.cookies[VISITOR_COOKIE];
    if (candidate && VISITOR_ID.test(candidate)) {
      request.visitorId = candidate;
    } else {
      request.visitorId = randomUUID().replaceAll('-', '');
    }
    if (request.cookies[VISITOR_COOKIE] !== request.visitorId && !isPublicAsset(request)) {
      reply.setCookie(VISITOR_COOKIE, request.visitorId, {
        path: '/',
        maxAge: VISITOR_COOKIE_MAX_AGE_S,
        sameSite: 'lax',
        secure: options.secureCookies,
        httpOnly: false,
      });
    }
  });
}
