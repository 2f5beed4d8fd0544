import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { HttpError } from './errors.ts';
import { STAFF_AREAS, STAFF_ROLES } from '@shop/contracts/staff-roles';
import { hasRole, requireRole, requireUser, roleGuard, staffGuard, type AuthUser, type Role } from './auth.ts';

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
  staffRole: null,
  canUseBonuses: false,
  tempDiscount: false,
};
const users: Record<string, AuthUser> = {
  regular: base,
  authorised: { ...base, assignedCode: 'PRO-K7MX4-RD9TQ' },
  professional: { ...base, userType: 'professional', code: 'PRO-K7MX4-RD9TQ' },
  distributor: { ...base, userType: 'distributor', code: 'DIS-H3WP8-NCV6A' },
  manager: { ...base, userType: 'distributor', isManager: true, distributorId: 4 },
  staff: { ...base, canSeeAdminHeader: true, staffRole: 'administrator' },
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

describe('staff areas (issue 29)', () => {
  const staff = (staffRole: AuthUser['staffRole']): AuthUser => ({ ...base, canSeeAdminHeader: staffRole !== null, staffRole });
  const allowed = async (user: AuthUser | null, area: (typeof STAFF_AREAS)[number]) =>
    staffGuard(area)(request(user)).then(
      () => 200,
      (error: HttpError) => error.statusCode,
    );

  it('lets each staff role into its own areas only', async () => {
    const table: Record<string, string[]> = {};
    for (const role of STAFF_ROLES) {
      table[role] = [];
      for (const area of STAFF_AREAS) if ((await allowed(staff(role), area)) === 200) table[role].push(area);
    }
    expect(table).toEqual({
      administrator: [...STAFF_AREAS],
      order_manager: ['dashboard', 'orders'],
      content_editor: ['dashboard', 'catalogue', 'content'],
      reviewer: ['dashboard', 'applications', 'moderation'],
    });
  });

  it('refuses guests with 401 and every shop role with 403, in every area', async () => {
    for (const area of STAFF_AREAS) {
      expect(await allowed(null, area)).toBe(401);
      for (const user of Object.values(users).filter((u) => u.staffRole === null)) expect(await allowed(user, area)).toBe(403);
    }
  });

  it('counts every staff role as staff for the shop-wide guard', () => {
    for (const role of STAFF_ROLES) expect(hasRole(staff(role), 'staff')).toBe(true);
    expect(hasRole({ ...base, canSeeAdminHeader: true }, 'staff')).toBe(false);
  });
});
