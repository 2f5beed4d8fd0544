import type { FastifyReply, FastifyRequest } from 'fastify';
import { staffMay } from '@shop/contracts/staff-roles';
import type { AuthUser } from '../../core/auth.ts';
import { readStaffPreviewCookie, setStaffPreviewCookie } from '../../core/staff-preview-cookie.ts';
import type { ApiDeps } from '../../deps.ts';
import { sessionLifetime } from '../auth/sessions.service.ts';
import { staffAccount } from './staff-posts.repository.ts';

/**
 * Preview of a blog post before publishing (issue 29), through the staff preview cookie that static
 * pages use too (core/staff-preview-cookie.ts): the API answers the unpublished post only if the
 * cookie's signature and expiry hold, its session is still live and the account, read at that moment,
 * is active and may work in the content area. Anybody else gets the same 404 as for a missing post.
 */
const TTL_S = 30 * 60;

/** Sets the preview cookie for the caller's session, ending within 30 minutes or with the session; false when the session has ended meanwhile. */
export async function allowPreview(deps: ApiDeps, user: AuthUser, reply: FastifyReply): Promise<boolean> {
  const life = await sessionLifetime(deps, user);
  if (!life) return false;
  setStaffPreviewCookie(reply, deps.config, { userId: user.id, sessionId: user.sessionId }, Math.min(TTL_S, life.ttlSeconds));
  return true;
}

/** Whether this request comes from a staff user who may preview content now (see above). */
export async function mayPreview(deps: ApiDeps, request: FastifyRequest): Promise<boolean> {
  const claim = readStaffPreviewCookie(request, deps.config);
  if (!claim) return false;
  if (!(await sessionLifetime(deps, { id: claim.userId, sessionId: claim.sessionId }))) return false;
  const account = await staffAccount(deps.database.db, claim.userId);
  return Boolean(account && account.status === 'active' && staffMay(account.staffRole, 'content'));
}
