import type { ApiLanguage } from '@shop/contracts/i18n';
import type { StaffRole } from '@shop/contracts/staff-roles';
import type { StaffUser, StaffUserPatch, StaffUsersQuery } from '@shop/contracts/staff-users';
import type { ApiDeps } from '../../deps.ts';
import { HttpError, genericMessage, validationError } from '../../core/errors.ts';
import { messageTable } from '../../core/messages.ts';
import { type Page, offsetOf, toPage } from '../../core/pagination.ts';
import { recordStaffAction } from '../audit/audit.public.ts';
import { endUserSessions, forgetCachedUser } from '../auth/sessions.service.ts';
import { newIdCode } from '../users/id-codes.ts';
import { type NewUser, type UserRow, findUserById, isAgentCode, lockUserForStaff, searchUsersForStaff, updateUser } from '../users/users.public.ts';

/**
 * Accounts in the back office (issue 29, screen "Users"; administrators only, `staffGuard('users')`).
 * Every change locks the account, compares, writes only what differs, and records the fields before
 * and after in the audit log in the same transaction. Blocking ends the account's sessions at once;
 * any change drops the cached copy of the account, so the next request sees it.
 */

const staffUsersMessage = messageTable({
  ru: {
    unknownCode: 'Нет активного профессионала или дистрибьютора с таким кодом',
    ownCode: 'Нельзя привязать аккаунт к его собственному коду',
    ownRole: 'Нельзя снять роль администратора с самого себя',
    ownBlock: 'Нельзя заблокировать собственный аккаунт',
  },
  ua: {
    unknownCode: 'Немає активного професіонала чи дистриб’ютора з таким кодом',
    ownCode: 'Не можна прив’язати акаунт до його власного коду',
    ownRole: 'Не можна зняти роль адміністратора із самого себе',
    ownBlock: 'Не можна заблокувати власний акаунт',
  },
});

const notFound = (lang: ApiLanguage) => new HttpError(404, genericMessage(lang, 'notFound'));

/** The account as the back office shows it: never the password hash or the social ids. */
export function toStaffUser(row: UserRow): StaffUser {
  return {
    id: row.id,
    name: row.name,
    second_name: row.secondName,
    email: row.email,
    phone: row.phone,
    city: row.city,
    work: row.work,
    user_type: row.userType,
    status: row.status,
    code: row.code,
    assigned_code: row.assignedCode,
    is_manager: row.isManager,
    distributor_id: row.distributorId,
    individual_discount: row.individualDiscount,
    temp_discount: row.tempDiscount,
    can_use_bonuses: row.canUseBonuses,
    bonus_amount: row.bonusAmount,
    staff_role: row.staffRole,
    lang: row.lang,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listStaffUsers(deps: ApiDeps, query: StaffUsersQuery, url: string): Promise<Page<StaffUser>> {
  const { rows, total } = await searchUsersForStaff(deps.database.db, query, query.per_page, offsetOf(query.page, query.per_page));
  return toPage(rows.map(toStaffUser), total, query.page, query.per_page, url);
}

export async function getStaffUser(deps: ApiDeps, id: number, lang: ApiLanguage): Promise<StaffUser> {
  const row = await findUserById(deps.database.db, id);
  if (!row) throw notFound(lang);
  return toStaffUser(row);
}

/** The patch's fields as the row's columns, with the ID code a new professional or distributor needs. */
function columnsOf(current: UserRow, patch: StaffUserPatch): Partial<NewUser> {
  const columns: Partial<NewUser> = {};
  if (patch.user_type !== undefined) columns.userType = patch.user_type;
  if (patch.individual_discount !== undefined) columns.individualDiscount = patch.individual_discount;
  if (patch.temp_discount !== undefined) columns.tempDiscount = patch.temp_discount;
  if (patch.can_use_bonuses !== undefined) columns.canUseBonuses = patch.can_use_bonuses;
  if (patch.status !== undefined) columns.status = patch.status;
  if (patch.assigned_code !== undefined) columns.assignedCode = patch.assigned_code;
  // A professional or distributor is known by its ID code (SPEC §6); one made here gets one, as on approval.
  const type = patch.user_type;
  if ((type === 'professional' || type === 'distributor') && current.code === null) columns.code = newIdCode(type);
  return columns;
}

/** The changed columns only, as they were (`from`) and as written (`to`), for the audit log. */
function difference(current: UserRow, columns: Partial<NewUser>) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(columns) as [keyof UserRow, unknown][]) {
    if (current[key] === value) continue;
    before[key] = current[key];
    after[key] = value;
  }
  return { before, after };
}

/** Changes an account's type, discounts, bonuses, block or agent code; see the module comment. */
export async function changeStaffUser(deps: ApiDeps, actorId: number, id: number, patch: StaffUserPatch, lang: ApiLanguage): Promise<StaffUser> {
  const { db } = deps.database;
  if (id === actorId && patch.status === 'inactive') throw validationError(lang, { status: [staffUsersMessage(lang, 'ownBlock')] });
  const { row, blocked } = await db.transaction(async (tx) => {
    const current = await lockUserForStaff(tx, id);
    if (!current) throw notFound(lang);
    if (patch.assigned_code) {
      if (current.code !== null && current.code.toUpperCase() === patch.assigned_code) throw validationError(lang, { assigned_code: [staffUsersMessage(lang, 'ownCode')] });
      if (!(await isAgentCode(tx, patch.assigned_code, id))) throw validationError(lang, { assigned_code: [staffUsersMessage(lang, 'unknownCode')] });
    }
    const { before, after } = difference(current, columnsOf(current, patch));
    if (!Object.keys(after).length) return { row: current, blocked: false };
    const updated = await updateUser(tx, id, after as Partial<NewUser>);
    if (!updated) throw notFound(lang);
    await recordStaffAction(tx, { actorId, action: 'user.update', subjectType: 'user', subjectId: id, before, after });
    return { row: updated, blocked: after.status === 'inactive' };
  });
  // A blocked account's refresh families are revoked and their cached sessions dropped: its access
  // token is refused on the very next request, not when it expires.
  if (blocked) await endUserSessions(deps, id);
  await forgetCachedUser(deps, id);
  return toStaffUser(row);
}

/** Gives a staff role or takes it back (null). An administrator never takes its own role away. */
export async function setStaffRole(deps: ApiDeps, actorId: number, id: number, role: StaffRole | null, lang: ApiLanguage): Promise<StaffUser> {
  const { db } = deps.database;
  if (id === actorId && role !== 'administrator') throw validationError(lang, { staff_role: [staffUsersMessage(lang, 'ownRole')] });
  const row = await db.transaction(async (tx) => {
    const current = await lockUserForStaff(tx, id);
    if (!current) throw notFound(lang);
    if (current.staffRole === role) return current;
    const updated = await updateUser(tx, id, { staffRole: role });
    if (!updated) throw notFound(lang);
    await recordStaffAction(tx, {
      actorId,
      action: role === null ? 'user.staff_role_revoke' : 'user.staff_role_grant',
      subjectType: 'user',
      subjectId: id,
      before: { staffRole: current.staffRole },
      after: { staffRole: role },
    });
    return updated;
  });
  // The guard reads the role from the session's cached user: drop it so the change applies at once.
  await forgetCachedUser(deps, id);
  return toStaffUser(row);
}
