import type { FastifyReply, FastifyRequest } from 'fastify';
import { staffMay } from '@shop/contracts/staff-roles';
import type { AuthUser } from '../../core/auth.ts';
import { readStaffPreviewCookie, setStaffPreviewCookie } from '../../core/staff-preview-cookie.ts';
import type { ApiDeps } from '../../deps.ts';
import { previewAccount, sessionSecondsLeft } from './content-preview.repository.ts';

/** A preview lasts half an hour, or less when the session ends sooner. */
const PREVIEW_TTL_S = 30 * 60;

/** Lets the caller's browser open unpublished pages on the shop; null when the session has ended meanwhile. */
export async function allowContentPreview(deps: ApiDeps, user: AuthUser, reply: FastifyReply): Promise<{ expiresInSeconds: number } | null> {
  const left = await sessionSecondsLeft(deps.database.db, user.id, user.sessionId);
  if (!left) return null;
  const ttl = Math.min(PREVIEW_TTL_S, left);
  setStaffPreviewCookie(reply, deps.config, { userId: user.id, sessionId: user.sessionId }, ttl);
  return { expiresInSeconds: ttl };
}

/**
 * Whether this request comes from a staff user who may see unpublished content now: the cookie's
 * signature and expiry, its session still live, the account, read at this moment, active and with a
 * role that works in the content area. Anyone else is answered as if the page did not exist.
 */
export async function mayPreviewContent(deps: ApiDeps, request: FastifyRequest): Promise<boolean> {
  const claim = readStaffPreviewCookie(request, deps.config);
  if (!claim) return false;
  const account = await previewAccount(deps.database.db, claim.userId, claim.sessionId);
  return Boolean(account && account.status === 'active' && staffMay(account.staffRole, 'content'));
}
