import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry secrets or personal data (recovery tokens and their e-mail, codes,
 * provider tokens). Logs keep the parameter's name, never its value.
 */
const SECRET_PARAMS = new Set([
  'token',
  'confirm_token',
  'code',
  'access_token',
  'refresh_token',
  'id_token',
  'password',
  'email',
  'signature',
  // GET /v1/get_email_by_hash?hash=… carries a recovery token (SPEC §7 names the call).
  'hash',
]);

export const REDACTED = '[redacted]';

/** The URL with the values of secret query parameters replaced; everything else as it came. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const hashAt = url.indexOf('#', queryAt);
  const query = url.slice(queryAt + 1, hashAt < 0 ? undefined : hashAt);
  const redacted = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      let name: string;
      try {
        name = decodeURIComponent(pair.slice(0, equals).replace(/\+/g, ' '));
      } catch {
        name = pair.slice(0, equals);
      }
      return SECRET_PARAMS.has(name.toLowerCase()) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryAt)}?${redacted}`;
}

/** Fastify's request serializer with the URL redacted; headers (cookies, bearer tokens) are never logged. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
