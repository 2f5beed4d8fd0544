import { randomUUID } from 'node:crypto';
import type { ApiDeps } from '../../deps.ts';
import type { AuthUser } from '../../core/auth.ts';
import { TokenRejected } from '../../core/auth.ts';
import { serverKey } from '../../core/secrets.ts';
import type { Tx } from '../../db/client.ts';
import { findUserById, type UserRow } from '../users/users.public.ts';
import { signAccessToken, verifyAccessToken } from './access-token.ts';
import { hashToken, newOpaqueToken, successorToken } from './opaque-tokens.ts';
import { refreshTtlSeconds } from './refresh-cookie.ts';
import * as repo from './sessions.repository.ts';
import { viewerForUser, type PriceViewer } from '../pricing/price-viewer.ts';

/**
 * Sessions: one refresh-token family per signed-in browser. The access token names its family
 * (`sid`), so revoking a family (logout, reuse, password change) ends its access tokens as well.
 */

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  remember: boolean;
  sessionId: string;
  /** The prices the session's user sees, for the price audience cookie set beside the tokens. */
  viewer: PriceViewer;
}

async function issueRefreshToken(
  db: Parameters<typeof repo.insertRefreshToken>[0],
  userId: number,
  familyId: string,
  remember: boolean,
  staff: boolean,
  client: ClientInfo,
) {
  const refreshToken = newOpaqueToken();
  const row = await repo.insertRefreshToken(db, {
    userId,
    familyId,
    tokenHash: hashToken(refreshToken),
    remember,
    expiresAt: new Date(Date.now() + refreshTtlSeconds(remember, staff) * 1000),
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    ip: client.ip,
  });
  return { refreshToken, row };
}

/** Signed-in browsers per account; signing in on one more ends the one least recently refreshed. */
export const MAX_SESSIONS_PER_USER = 10;
/** Revoked and replaced tokens are kept a day, so that a replay is still recognised as a reuse. */
export const DEAD_TOKEN_GRACE_S = 24 * 60 * 60;
/** How often, at most, a refresh sweeps every account's dead tokens. */
const SWEEP_EVERY_S = 60 * 60;

/** Starts a new session (a new family) for a user who just proved who they are. */
export async function startSession(deps: ApiDeps, user: UserRow, remember: boolean, client: ClientInfo): Promise<IssuedSession> {
  const familyId = randomUUID();
  const { db } = deps.database;
  const staff = user.staffRole !== null;
  // "Remember me" is a shopper's comfort; a staff session ends with the browser (STAFF_SESSION_TTL_S).
  const kept = remember && !staff;
  const { refreshToken } = await issueRefreshToken(db, user.id, familyId, kept, staff, client);
  await keepSessionsBounded(deps, user.id);
  const accessToken = await signAccessToken(deps.config, { userId: user.id, sessionId: familyId });
  return { accessToken, refreshToken, remember: kept, sessionId: familyId, viewer: viewerForUser(user) };
}

/**
 * Without bounds an account's refresh-token rows grow with every sign-in and refresh: past the cap
 * the oldest sessions end, and the account's dead rows are deleted.
 */
async function keepSessionsBounded(deps: ApiDeps, userId: number): Promise<void> {
  const { db } = deps.database;
  const live = await repo.liveFamiliesNewestFirst(db, userId);
  for (const familyId of live.slice(MAX_SESSIONS_PER_USER)) await endSession(deps, familyId);
  await repo.purgeDeadTokens(db, DEAD_TOKEN_GRACE_S, userId);
}

/** Deletes every account's dead refresh-token rows, at most once an hour across instances. */
export async function sweepDeadTokens(deps: ApiDeps): Promise<void> {
  if ((await deps.cache.incr('auth:token-sweep', SWEEP_EVERY_S)) > 1) return;
  await repo.purgeDeadTokens(deps.database.db, DEAD_TOKEN_GRACE_S);
}

export type RefreshFailure = 'unknown' | 'reused' | 'expired' | 'inactive';

export class RefreshRejected extends Error {
  constructor(readonly reason: RefreshFailure) {
    super(reason);
  }
}

/**
 * How long after a rotation the replaced refresh token still brings back the same successor: long
 * enough for a mobile client to retry a refresh whose answer was lost, short enough that a stolen
 * copy replayed later is still caught as a reuse (docs/security.md, "Refresh grace").
 */
export const REFRESH_GRACE_S = 30;

type Rotation = 'rotated' | 'repeated' | 'reused' | 'expired';

/**
 * Exchanges a refresh token for a new pair. The successor is derived from the old token (an HMAC
 * under the server key), and the old row is locked while it is replaced, so refreshes racing with
 * one cookie, or a retry whose first answer was lost, all get the same successor as long as they
 * come within REFRESH_GRACE_S of the rotation and the successor is still the family's current token.
 * Any other use of a replaced or revoked token is a reuse (a stolen copy, or a replay), and the whole
 * family is revoked so that neither copy works any more.
 */
export async function rotateSession(deps: ApiDeps, refreshToken: string, client: ClientInfo): Promise<IssuedSession> {
  const { db } = deps.database;
  const current = await repo.findRefreshTokenByHash(db, hashToken(refreshToken));
  if (!current) throw new RefreshRejected('unknown');
  if (current.revokedAt) {
    await endSession(deps, current.familyId);
    throw new RefreshRejected('reused');
  }
  const user = await findUserById(db, current.userId);
  if (user?.status !== 'active') {
    await endSession(deps, current.familyId);
    throw new RefreshRejected('inactive');
  }

  const successor = successorToken(serverKey(deps.config), refreshToken);
  const outcome = await db.transaction(async (tx): Promise<Rotation> => {
    const locked = await repo.lockRefreshToken(tx, current.id);
    if (!locked || locked.revokedAt) return 'reused';
    if (locked.replacedBy !== null) return (await isRepeatWithinGrace(tx, locked.replacedBy, successor)) ? 'repeated' : 'reused';
    if (locked.expiresAt.getTime() <= Date.now()) return 'expired';
    const row = await insertSuccessor(tx, locked, successor, client, user.staffRole !== null);
    return (await repo.claimForRotation(tx, locked.id, row.id)) ? 'rotated' : 'reused';
  });
  if (outcome === 'expired') throw new RefreshRejected('expired');
  if (outcome === 'reused') {
    await endSession(deps, current.familyId);
    throw new RefreshRejected('reused');
  }
  const accessToken = await signAccessToken(deps.config, { userId: current.userId, sessionId: current.familyId });
  return { accessToken, refreshToken: successor, remember: current.remember, sessionId: current.familyId, viewer: viewerForUser(user) };
}

async function insertSuccessor(tx: Tx, replaced: repo.RefreshTokenRow, successor: string, client: ClientInfo, staff: boolean) {
  // The rotation time is the successor's creation time, taken from the server's clock like the
  // grace check that reads it.
  const now = Date.now();
  return repo.insertRefreshToken(tx, {
    userId: replaced.userId,
    familyId: replaced.familyId,
    tokenHash: hashToken(successor),
    remember: replaced.remember,
    createdAt: new Date(now),
    expiresAt: new Date(now + refreshTtlSeconds(replaced.remember, staff) * 1000),
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    ip: client.ip,
  });
}

/**
 * A replaced token presented again is a repeat, not a reuse, only while its successor is the one
 * derived from it, still current (neither revoked nor replaced itself, nor expired) and younger than
 * the grace window.
 */
async function isRepeatWithinGrace(tx: Tx, successorId: number, successor: string): Promise<boolean> {
  const row = await repo.findRefreshTokenById(tx, successorId);
  if (!row || row.tokenHash !== hashToken(successor)) return false;
  if (row.revokedAt || row.replacedBy !== null) return false;
  const now = Date.now();
  return row.expiresAt.getTime() > now && now - row.createdAt.getTime() <= REFRESH_GRACE_S * 1000;
}

const sessionCacheKey = (sessionId: string) => `auth:session:${sessionId}`;
/** How long a request may trust a cached user and session before reading them again. */
const SESSION_CACHE_TTL_S = 30;

export async function endSession(deps: ApiDeps, familyId: string): Promise<void> {
  await repo.revokeFamily(deps.database.db, familyId);
  await deps.cache.del(sessionCacheKey(familyId));
}

/** Logout: ends the session a refresh token belongs to (whether or not it is still current). */
export async function endSessionOfRefreshToken(deps: ApiDeps, refreshToken: string): Promise<void> {
  const row = await repo.findRefreshTokenByHash(deps.database.db, hashToken(refreshToken));
  if (row) await endSession(deps, row.familyId);
}

/** Ends every session of a user, or every one but `keepFamilyId` (the caller's own). */
export async function endUserSessions(deps: ApiDeps, userId: number, keepFamilyId?: string): Promise<void> {
  const ended = await repo.revokeUserFamilies(deps.database.db, userId, keepFamilyId);
  await Promise.all(ended.map((familyId) => deps.cache.del(sessionCacheKey(familyId))));
}

/** Drops the cached copies of a user, after the user's row changed. */
export async function forgetCachedUser(deps: ApiDeps, userId: number): Promise<void> {
  const families = await repo.listLiveFamilies(deps.database.db, userId);
  await Promise.all(families.map((familyId) => deps.cache.del(sessionCacheKey(familyId))));
}

/**
 * How long the caller's session still lives and whether it outlives the browser, for cookies that
 * must end with it (the price audience cookie after a profile change). Null when it has ended.
 */
export async function sessionLifetime(deps: ApiDeps, user: Pick<AuthUser, 'id' | 'sessionId'>): Promise<{ ttlSeconds: number; remember: boolean } | null> {
  const row = await repo.findLiveFamilyToken(deps.database.db, user.sessionId, user.id);
  if (!row) return null;
  return { ttlSeconds: Math.max(1, Math.floor((row.expiresAt.getTime() - Date.now()) / 1000)), remember: row.remember };
}

function toAuthUser(user: UserRow, sessionId: string): AuthUser {
  return {
    id: user.id,
    sessionId,
    userType: user.userType,
    isManager: user.isManager,
    distributorId: user.distributorId,
    code: user.code,
    assignedCode: user.assignedCode,
    individualDiscount: user.individualDiscount,
    canSeeAdminHeader: user.canSeeAdminHeader,
    staffRole: user.staffRole,
    canUseBonuses: user.canUseBonuses,
    tempDiscount: user.tempDiscount,
  };
}

type CachedSession = { live: true; user: AuthUser } | { live: false };

/**
 * The bearer token check of the auth hook: a valid signature and expiry, then the session must be
 * live and the user active. The session's user is cached briefly (shared through Redis).
 */
export async function authenticate(deps: ApiDeps, token: string): Promise<AuthUser> {
  const claims = await verifyAccessToken(deps.config, token);
  const key = sessionCacheKey(claims.sessionId);
  let session = await deps.cache.get<CachedSession>(key);
  if (!session) {
    const { db } = deps.database;
    const user = await findUserById(db, claims.userId);
    const live = Boolean(user && user.status === 'active' && (await repo.isFamilyLive(db, claims.sessionId, claims.userId)));
    session = live && user ? { live: true, user: toAuthUser(user, claims.sessionId) } : { live: false };
    await deps.cache.set(key, session, SESSION_CACHE_TTL_S);
  }
  if (!session.live || session.user.id !== claims.userId) throw new TokenRejected('ended');
  return session.user;
}
