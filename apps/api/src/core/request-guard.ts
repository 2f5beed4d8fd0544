import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, genericMessage } from './errors.ts';

/**
 * Guards of the API's state-changing routes (POST, PUT, PATCH, DELETE):
 *
 * - Cross-site requests are refused with 403. A browser says where a request comes from in
 *   `Sec-Fetch-Site` (every current browser) and `Origin`; a form or script on another site must not
 *   sign the visitor in as the attacker (login CSRF) or act with the visitor's cookies. A request with
 *   neither header is not a browser's (a server, curl) and carries no visitor's cookies to abuse.
 *   A route that must take cross-site calls (a payment provider's callback) opts out with
 *   `config: { crossSite: 'allow' }`.
 * - Bodies are JSON only: the API scope has no form or text parser, so a form-encoded or text/plain
 *   body is a 415. A route that truly needs another type registers that parser in its own scope
 *   (as the document upload does for multipart).
 * - JSON bodies are small: routes get `API_JSON_BODY_LIMIT` unless they set their own `bodyLimit`.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `allow`: the route accepts cross-site requests (only for callbacks of outside services). */
    crossSite?: 'allow';
  }
}

/** 64 KiB: the largest form of the shop (a review of 2 000 characters) is a few kilobytes. */
export const API_JSON_BODY_LIMIT = 64 * 1024;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** True when a browser tells that the request comes from another site than this one. */
export function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  const fetchSite = first(request.headers['sec-fetch-site']);
  // `none`: typed in the address bar or a bookmark; `same-origin`: the shop's own pages.
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = first(request.headers.origin);
  if (!origin) return false;
  if (origin === 'null') return true;
  if (origin === publicOrigin) return false;
  try {
    // The Host header is the shop's own name in a browser's request, whatever site made it.
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

/** Registers the guards on the API scope (call inside the `/api` plugin, before the routes). */
export function registerRequestGuard(api: FastifyInstance, options: { publicOrigin: string }): void {
  api.removeContentTypeParser('text/plain');
  api.addHook('onRoute', (route) => {
    route.bodyLimit ??= API_JSON_BODY_LIMIT;
  });
  api.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (request.routeOptions.config?.crossSite === 'allow') return;
    if (isCrossSite(request, options.publicOrigin)) throw new HttpError(403, genericMessage(request.lang, 'forbidden'));
  });
}
