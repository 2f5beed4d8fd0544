import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';

/**
 * The refresh token's cookie: httpOnly (scripts never see it), SameSite=Lax, sent only to the auth
 * calls. "Remember me" makes it persistent for 30 days; otherwise it ends with the browser session.
 */
export const REFRESH_COOKIE = 'refresh_token';
export const REFRESH_COOKIE_PATH = '/api/v1/auth';
export const REMEMBER_TTL_S = 30 * 24 * 60 * 60;
/** A browser-session refresh still expires on the server after a day without use. */
export const SESSION_TTL_S = 24 * 60 * 60;

/**
 * A staff session (any back-office role) never outlives the browser and ends on the server after
 * 8 hours without use: a staff account ships, refunds and approves, so a forgotten one must not last.
 */
export const STAFF_SESSION_TTL_S = 8 * 60 * 60;

export function refreshTtlSeconds(remember: boolean, staff = false): number {
  if (staff) return STAFF_SESSION_TTL_S;
  return remember ? REMEMBER_TTL_S : SESSION_TTL_S;
}

const secure = (config: AppConfig) => config.publicOrigin.startsWith('https:');

export function setRefreshCookie(reply: FastifyReply, config: AppConfig, token: string, remember: boolean): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(config),
    ...(remember ? { maxAge: REMEMBER_TTL_S } : {}),
  });
}

export function clearRefreshCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: secure(config) });
}

export function readRefreshCookie(request: FastifyRequest): string | null {
  const value = request.cookies[REFRESH_COOKIE];
  return value && /^[A-Za-z0-9_-]{20,200}$/.test(value) ? value : null;
}
