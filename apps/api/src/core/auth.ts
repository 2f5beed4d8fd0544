import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiLanguage } from '@shop/contracts/i18n';
import { type StaffArea, type StaffRole, staffMay } from '@shop/contracts/staff-roles';
import type { StoredUserType } from '../db/schema/users.ts';
import { HttpError, genericMessage } from './errors.ts';
import { messageTable, type MessageReader } from './messages.ts';

/**
 * Who is calling: the `Authorization: Bearer` access token, verified and turned into `request.user`
 * (null for guests). The token check itself lives in the auth domain and is passed in, so this file
 * only knows the request side: the hook, `requireUser` and the role guards.
 */

/** What every request knows about its signed-in user (kept small: it is cached per session). */
export interface AuthUser {
  id: number;
  /** The refresh-token family this access token belongs to: one per signed-in browser. */
  sessionId: string;
  userType: StoredUserType;
  isManager: boolean;
  distributorId: number | null;
  code: string | null;
  assignedCode: string | null;
  individualDiscount: number;
  canSeeAdminHeader: boolean;
  /** The back-office role of a staff account; null for everyone else. */
  staffRole: StaffRole | null;
  canUseBonuses: boolean;
  tempDiscount: boolean;
}

/**
 * Roles for guards (SPEC §6): `professional` includes distributors (a professional type) but not
 * their managers; `distributor` is the distributor account itself; `manager` a distributor's manager;
 * `authorised` a user linked to a professional's code; `staff` any staff role (the admin bar). What
 * each staff role may do is `staffGuard`'s.
 */
export type Role = 'professional' | 'distributor' | 'manager' | 'authorised' | 'staff';

export function hasRole(user: AuthUser, role: Role): boolean {
  switch (role) {
    case 'professional':
      return !user.isManager && (user.userType === 'professional' || user.userType === 'distributor');
    case 'distributor':
      return !user.isManager && user.userType === 'distributor';
    case 'manager':
      return user.isManager;
    case 'authorised':
      return user.assignedCode !== null;
    case 'staff':
      return user.staffRole !== null;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a guest. */
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /**
     * `lenient`: a bad or expired bearer token is ignored instead of answered with 401 (sign-in,
     * registration, refresh and logout, where the old token is expected to be stale).
     */
    bearer?: 'lenient';
  }
}

/** Why a bearer token was refused; the message tells the user what to do. */
export type TokenProblem = 'malformed' | 'expired' | 'invalid' | 'ended';

export class TokenRejected extends Error {
  constructor(readonly problem: TokenProblem) {
    super(problem);
  }
}

const tokenMessage = messageTable({
  ru: {
    malformed: 'Некорректный токен доступа',
    expired: 'Срок действия сессии истёк, войдите снова',
    invalid: 'Недействительный токен доступа',
    ended: 'Сессия завершена, войдите снова',
  },
  ua: {
    malformed: 'Некоректний токен доступу',
    expired: 'Термін дії сесії минув, увійдіть знову',
    invalid: 'Недійсний токен доступу',
    ended: 'Сесію завершено, увійдіть знову',
  },
}) satisfies MessageReader<TokenProblem>;

export function unauthenticated(lang: ApiLanguage, problem?: TokenProblem): HttpError {
  return new HttpError(401, problem ? tokenMessage(lang, problem) : genericMessage(lang, 'unauthenticated'), undefined, {
    'WWW-Authenticate': problem ? `Bearer error="invalid_token"` : 'Bearer',
  });
}

/** Turns a raw bearer token into the user, or throws TokenRejected. */
export type Authenticate = (token: string) => Promise<AuthUser>;

/**
 * Hook on every API request. A request without Authorization is a guest. A present but bad token is
 * a 401 on every route (so the web refreshes it and prices stay the user's) except `bearer: 'lenient'`
 * routes, where the caller is treated as a guest.
 */
export function registerAuthHook(
  app: FastifyInstance,
  authenticate: Authenticate,
  onUser?: (request: FastifyRequest, user: AuthUser | null) => void,
): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    request.user = null;
    const header = request.headers.authorization;
    if (header) {
      const lenient = request.routeOptions.config?.bearer === 'lenient';
      const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header);
      try {
        if (!match) throw new TokenRejected('malformed');
        request.user = await authenticate(match[1]);
      } catch (error) {
        if (!(error instanceof TokenRejected)) throw error;
        if (!lenient) throw unauthenticated(request.lang, error.problem);
      }
    }
    onUser?.(request, request.user);
  });
}

/** The signed-in user, or 401. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated(request.lang);
  return request.user;
}

/** The signed-in user holding one of the roles, or 401 (guest) / 403 (other user). */
export function requireRole(request: FastifyRequest, ...roles: Role[]): AuthUser {
  const user = requireUser(request);
  if (!roles.some((role) => hasRole(user, role))) throw new HttpError(403, genericMessage(request.lang, 'forbidden'));
  return user;
}

/** A route-level guard for `preHandler`: `{ preHandler: roleGuard('distributor') }`. */
export function roleGuard(...roles: Role[]) {
  return async (request: FastifyRequest) => {
    if (roles.length) requireRole(request, ...roles);
    else requireUser(request);
  };
}

/**
 * A back-office guard for `preHandler`: `{ preHandler: staffGuard('orders') }`. A guest is 401; a shop
 * account, or a staff role without the area (contracts' `STAFF_ROLE_AREAS`), is 403.
 */
export function staffGuard(area: StaffArea) {
  return async (request: FastifyRequest) => {
    const user = requireUser(request);
    if (!staffMay(user.staffRole, area)) throw new HttpError(403, genericMessage(request.lang, 'forbidden'));
  };
}

/**
 * The distributor a user acts for (SPEC §6 "Distributor managers"): the distributor itself, or the
 * distributor whose manager is signed in; null for everyone else. Prices, orders and the warehouse of
 * a manager are its distributor's, so ownership checks use this id, never `user.id`.
 */
export function actingDistributorId(
  user: (Pick<AuthUser, 'id'> & Partial<Pick<AuthUser, 'userType' | 'isManager' | 'distributorId'>>) | null | undefined,
): number | null {
  if (!user) return null;
  if (user.isManager) return user.distributorId ?? null;
  return user.userType === 'distributor' ? user.id : null;
}
