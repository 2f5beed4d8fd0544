import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { serverKey } from './secrets.ts';

/**
 * The staff preview cookie (issue 29, "a preview before publishing"). The shop's pages are rendered
 * on the server, which never sees the bearer token (scripts keep it), so the back office's "Preview"
 * asks the API for this cookie first: httpOnly, path `/`, SameSite=Lax, naming the staff user and the
 * session, signed with the server key, short-lived. A page asked with `?preview` passes it on to its
 * API calls (apps/web/server/page-handler.ts) and is never cached. This module only signs and reads
 * the cookie; whether its user may see unpublished content now is the domain's check, made at each
 * request against the account and its session (a forged, expired or stale cookie is just absent).
 */
export const STAFF_PREVIEW_COOKIE = 'staff_preview';
const VALUE = /^(\d{1,10})\.([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function signature(config: AppConfig, payload: string): string {
  return createHmac('sha256', serverKey(config)).update(`staff-preview\u0000${payload}`).digest('base64url');
}

export interface StaffPreviewClaim {
  userId: number;
  sessionId: string;
}

export function setStaffPreviewCookie(reply: FastifyReply, config: AppConfig, claim: StaffPreviewClaim, ttlSeconds: number): void {
  const payload = `${claim.userId}.${claim.sessionId}.${Math.floor(Date.now() / 1000) + ttlSeconds}`;
  reply.setCookie(STAFF_PREVIEW_COOKIE, `${payload}.${signature(config, payload)}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicOrigin.startsWith('https:'),
    maxAge: ttlSeconds,
  });
}

/** Who the request's cookie names, or null when it is missing, malformed, forged or expired. */
export function readStaffPreviewCookie(request: FastifyRequest, config: AppConfig, now = Date.now()): StaffPreviewClaim | null {
  const match = VALUE.exec(request.cookies?.[STAFF_PREVIEW_COOKIE] ?? '');
  if (!match) return null;
  const [, userId, sessionId, expiresAt, given] = match;
  const expected = Buffer.from(signature(config, `${userId}.${sessionId}.${expiresAt}`));
  if (expected.length !== given.length || !timingSafeEqual(expected, Buffer.from(given))) return null;
  if (Number(expiresAt) * 1000 <= now) return null;
  return { userId: Number(userId), sessionId };
}

/** The Cookie header a previewed page's API calls carry, or null without a well-formed cookie. */
export function staffPreviewCookieHeader(request: FastifyRequest): string | null {
  const value = request.cookies?.[STAFF_PREVIEW_COOKIE];
  return value && VALUE.test(value) ? `${STAFF_PREVIEW_COOKIE}=${value}` : null;
}
