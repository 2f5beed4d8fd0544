import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { staffMay } from '@shop/contracts/staff-roles';
import type { AuthUser } from '../../core/auth.ts';
import { serverKey } from '../../core/secrets.ts';
import type { ApiDeps } from '../../deps.ts';
import { sessionLifetime } from '../auth/sessions.service.ts';
import { staffAccount } from './staff-posts.repository.ts';

/**
 * Preview before publishing (issue 29). The shop's pages are rendered on the server, which never sees
 * the bearer token (scripts keep it), and the refresh cookie goes to the auth calls alone. So the back
 * office's "Preview" asks the API for this cookie first: httpOnly, path `/`, SameSite=Lax, naming the
 * staff user and the session, signed with the server key, ending within 30 minutes (or with the
 * session). A page asked with `?preview` passes it on to its API calls; the API answers the unpublished
 * record only if the signature holds, the session is still live and the account, read at that moment,
 * is active and may work in the content area. Anybody else gets the same 404 as for a missing record.
 */
export const STAFF_PREVIEW_COOKIE = 'staff_preview';
const TTL_S = 30 * 60;
const VALUE = /^(\d{1,10})\.([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function signature(deps: Pick<ApiDeps, 'config'>, payload: string): string {
  return createHmac('sha256', serverKey(deps.config)).update(`staff-preview\u0000${payload}`).digest('base64url');
}

/** Sets the preview cookie for the caller's session; false when the session has ended meanwhile. */
export async function allowPreview(deps: ApiDeps, user: AuthUser, reply: FastifyReply): Promise<boolean> {
  const life = await sessionLifetime(deps, user);
  if (!life) return false;
  const ttl = Math.min(TTL_S, life.ttlSeconds);
  const payload = `${user.id}.${user.sessionId}.${Math.floor(Date.now() / 1000) + ttl}`;
  reply.setCookie(STAFF_PREVIEW_COOKIE, `${payload}.${signature(deps, payload)}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.publicOrigin.startsWith('https:'),
    maxAge: ttl,
  });
  return true;
}

/** Whether this request comes from a staff user who may preview content now (see above). */
export async function mayPreview(deps: ApiDeps, request: FastifyRequest): Promise<boolean> {
  const match = VALUE.exec(request.cookies?.[STAFF_PREVIEW_COOKIE] ?? '');
  if (!match) return false;
  const [, userId, sessionId, expiresAt, given] = match;
  const expected = Buffer.from(signature(deps, `${userId}.${sessionId}.${expiresAt}`));
  if (expected.length !== given.length || !timingSafeEqual(expected, Buffer.from(given))) return false;
  if (Number(expiresAt) * 1000 <= Date.now()) return false;
  const id = Number(userId);
  if (!(await sessionLifetime(deps, { id, sessionId }))) return false;
  const account = await staffAccount(deps.database.db, id);
  return Boolean(account && account.status === 'active' && staffMay(account.staffRole, 'content'));
}

/** The Cookie header a page's API calls carry on a preview, or null without a well-formed cookie. */
export function previewCookieOf(request: FastifyRequest): string | null {
  const value = request.cookies?.[STAFF_PREVIEW_COOKIE];
  return value && VALUE.test(value) ? `${STAFF_PREVIEW_COOKIE}=${value}` : null;
}
