import type { FastifyReply } from 'fastify';
import type { ApiDeps } from '../../deps.ts';
import type { AuthUser } from '../../core/auth.ts';
import { clearPriceAudienceCookie, setPriceAudienceCookie } from '../pricing/price-audience-cookie.ts';
import { viewerForUser } from '../pricing/price-viewer.ts';
import { findUserById } from '../users/users.public.ts';
import { sessionLifetime } from './sessions.service.ts';

/**
 * After the caller's own price-relevant fields changed (linking to a professional's code), the
 * pages that follow must show the new prices at once: the price audience cookie is set again from
 * the stored user, for the rest of the session's life.
 */
export async function renewPriceAudienceCookie(deps: ApiDeps, reply: FastifyReply, user: AuthUser): Promise<void> {
  const [row, lifetime] = await Promise.all([findUserById(deps.database.db, user.id), sessionLifetime(deps, user)]);
  if (!row || !lifetime) {
    clearPriceAudienceCookie(reply, deps.config);
    return;
  }
  setPriceAudienceCookie(reply, deps.config, viewerForUser(row), lifetime.ttlSeconds, lifetime.remember);
}
