import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { HttpError } from './errors.ts';
import { hasRole, requireRole, requireUser, roleGuard, type AuthUser, type Role } from './auth.ts';

const base: AuthUser = {
  id: 1,
  sessionId: 's',
  userType: 'regular',
  isManager: false,
  distributorId: null,
  code: null,
  assignedCode: null,
  individualDiscount: 0,
  canSeeAdminHeader: false,
  canUseBonuses: false,
  tempDiscount: false,
};
const users: Record<string, AuthUser> = {
  regular: base,
  authorised: { ...base, assignedCode: 'PRO-K7MX4-RD9TQ' },
  professional: { ...base, userType: 'professional', code: 'PRO-K7MX4-RD9TQ' },
  distributor: { ...base, userType: 'distributor', code: 'DIS-H3WP8-NCV6A' },
  manager: { ...base, userType: 'distributor', isManager: true, distributorId: 4 },
  staff: { ...base, canSeeAdminHeader: true },
  noid: { ...base, userType: 'noid' },
};
const request = (user: AuthUser | null, lang: 'ru' | 'ua' = 'ru') => ({ user, lang }) as FastifyRequest;
const statusOf = (fn: () => unknown) => {
  try {
    fn();
    return 200;
  } catch (error) {
    return (error as HttpError).statusCode;
  }
};

describe('role guards (SPEC §6)', () => {
  it('gives each kind of user exactly its roles', () => {
    const roles: Role[] = ['professional', 'distributor', 'manager', 'authorised', 'staff'];
    const held = Object.fromEntries(Object.entries(users).map(([name, user]) => [name, roles.filter((r) => hasRole(user, r))]));
    expect(held).toEqual({
      regular: [],
      authorised: ['authorised'],
      professional: ['professional'],
      // A distributor is a professional type; its managers are neither.
      distributor: ['professional', 'distributor'],
      manager: ['manager'],
      staff: ['staff'],
      noid: [],
    });
  });

  it('answers 401 to guests and 403 to users without the role, localised', () => {
    expect(statusOf(() => requireUser(request(null)))).toBe(401);
    expect(statusOf(() => requireRole(request(null), 'distributor'))).toBe(401);
    expect(statusOf(() => requireRole(request(users.manager), 'distributor'))).toBe(403);
    expect(statusOf(() => requireRole(request(users.manager), 'distributor', 'manager'))).toBe(200);
    expect(() => requireRole(request(users.regular, 'ua'), 'professional')).toThrow('Доступ до сторінки чи ресурсу заборонено');
    expect(requireRole(request(users.distributor), 'distributor')).toBe(users.distributor);
  });

  it('works as a preHandler', async () => {
    await expect(roleGuard('staff')(request(users.staff))).resolves.toBeUndefined();
    await expect(roleGuard('staff')(request(users.regular))).rejects.toMatchObject({ statusCode: 403 });
    await expect(roleGuard()(request(null))).rejects.toMatchObject({ statusCode: 401 });
  });
});
