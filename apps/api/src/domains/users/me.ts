import type { ApiLanguage } from '@shop/contracts/i18n';
import type { DocumentState, Me, User, UserDocuments, UserRole, UserTypeName } from '@shop/contracts/user';
import type { ApiDeps } from '../../deps.ts';
import { HttpError, genericMessage } from '../../core/errors.ts';
import { hasAccountOrdered } from '../checkout/checkout.public.ts';
import { viewerForUser, viewerKey } from '../pricing/price-viewer.ts';
import { adminData } from './admin-links.ts';
import { listUserFiles, type UserFileRow } from './user-files.repository.ts';
import { findUserById, type UserRow } from './users.repository.ts';

/** A client linked to a professional's code is "authorised" (ARCHITECTURE §4); types are otherwise stored. */
function userTypeName(row: UserRow): UserTypeName {
  if ((row.userType === 'regular' || row.userType === 'none') && row.assignedCode) return 'authorised';
  return row.userType;
}

function roleOf(row: UserRow): UserRole {
  if (row.userType === 'distributor') return 'distributor';
  if (row.userType === 'professional') return 'professional';
  return row.assignedCode ? 'authorized_user' : 'unauthorized_user';
}

export function toUser(row: UserRow): User {
  const distributorSide = row.userType === 'distributor';
  return {
    id: row.id,
    name: row.name,
    secondName: row.secondName,
    phone: row.phone,
    email: row.email,
    city: row.city,
    code: row.code,
    assignedCode: row.assignedCode,
    userType: { name: userTypeName(row) },
    role: roleOf(row),
    isManager: row.isManager,
    distributorId: row.distributorId,
    canUseBonuses: row.canUseBonuses,
    bonusAmount: row.bonusAmount,
    // SPEC §1, §6: the individual discount is hidden for distributors (and their managers).
    individualDiscount: distributorSide ? null : row.individualDiscount,
    canSeeAdminHeader: row.canSeeAdminHeader,
    staffRole: row.staffRole ?? null,
    tempDiscount: row.tempDiscount,
    hasPassword: row.passwordHash !== null,
    social: { google: row.googleId !== null, facebook: row.facebookId !== null },
  };
}

/** `none` before any upload; `pending` while anything waits; else `approved` if any file was approved. */
function documentState(files: UserFileRow[]): DocumentState {
  if (!files.length) return 'none';
  if (files.some((f) => f.status === 'pending')) return 'pending';
  if (files.some((f) => f.status === 'approved')) return 'approved';
  return 'rejected';
}

export function toDocuments(files: UserFileRow[]): UserDocuments {
  return {
    state: documentState(files),
    files: files.map((f) => ({
      id: f.id,
      name: f.originalName,
      mimeType: f.mimeType,
      size: f.size,
      status: f.status,
      reviewComment: f.reviewComment,
      uploadedAt: f.createdAt.toISOString(),
    })),
  };
}

/**
 * GET /auth/me: the user, the admin bar for staff, the review state of professional documents, and
 * whether the account has ordered before (the pages then offer no first-order promotion).
 */
export async function loadMe(deps: ApiDeps, userId: number, lang: ApiLanguage): Promise<Me> {
  const { db } = deps.database;
  const row = await findUserById(db, userId);
  if (!row) throw new HttpError(404, genericMessage(lang, 'notFound'));
  const [files, hasOrdered] = await Promise.all([listUserFiles(db, userId), hasAccountOrdered(deps.database, { userId, phone: row.phone })]);
  return {
    ...toUser(row),
    priceAudience: viewerKey(viewerForUser(row)),
    admin: row.canSeeAdminHeader ? adminData(deps.config.accounts.adminUrl, deps.config.accounts.publicOrigin, lang) : null,
    documents: toDocuments(files),
    hasOrdered,
  };
}
