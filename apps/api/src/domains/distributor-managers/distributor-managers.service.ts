import type { ApiLanguage } from '@shop/contracts/i18n';
import type { Manager, ManagerCreatePayload, ManagerEditPayload, ManagerStatusAction } from '@shop/contracts/distributor-managers';
import type { ApiDeps } from '../../deps.ts';
import { HttpError, genericMessage, validationError } from '../../core/errors.ts';
import { messageTable } from '../../core/messages.ts';
import { type Page, offsetOf, toPage } from '../../core/pagination.ts';
import { hashPassword } from '../../core/passwords.ts';
import { endUserSessions } from '../auth/sessions.service.ts';
import {
  type UserRow,
  deleteManager,
  findManager,
  findUserById,
  insertUser,
  isEmailTaken,
  listManagers,
  uniqueViolationField,
  updateUser,
} from '../users/users.public.ts';

/**
 * A distributor's managers (SPEC §6 "Distributor only: managers"). Every call names the distributor
 * (the signed-in distributor itself, never an id from the request), and each manager is looked up
 * together with it, so another distributor's manager answers 404 exactly like one that does not exist.
 * A manager is an account of type `distributor` with `is_manager` and `distributor_id`: it sees the
 * distributor's prices, and its orders and storage are the distributor's (`actingDistributorId`).
 */

const managerMessage = messageTable({
  ru: { emailTaken: 'Этот e-mail уже зарегистрирован' },
  ua: { emailTaken: 'Цей e-mail вже зареєстровано' },
});

const notFound = (lang: ApiLanguage) => new HttpError(404, genericMessage(lang, 'notFound'));
const emailTaken = (lang: ApiLanguage) => validationError(lang, { email: [managerMessage(lang, 'emailTaken')] });

export function toManager(row: UserRow): Manager {
  return {
    id: row.id,
    status: row.status,
    first_name: row.name,
    last_name: row.secondName,
    email: row.email,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listDistributorManagers(
  deps: ApiDeps,
  distributorId: number,
  request: { page: number; perPage: number; url: string },
): Promise<Page<Manager>> {
  const { rows, total } = await listManagers(deps.database.db, distributorId, request.perPage, offsetOf(request.page, request.perPage));
  return toPage(rows.map(toManager), total, request.page, request.perPage, request.url);
}

/** A unique index hit by a concurrent request with the same e-mail is the same 422 as the check before it. */
async function guardEmail<T>(lang: ApiLanguage, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolationField(error) === 'email') throw emailTaken(lang);
    throw error;
  }
}

export async function createManager(deps: ApiDeps, distributorId: number, input: ManagerCreatePayload, lang: ApiLanguage): Promise<Manager> {
  const db = deps.database.db;
  if (await isEmailTaken(db, input.email)) throw emailTaken(lang);
  const distributor = await findUserById(db, distributorId);
  if (!distributor) throw notFound(lang);
  const passwordHash = await hashPassword(input.password);
  const row = await guardEmail(lang, () =>
    insertUser(db, {
      name: input.first_name,
      secondName: input.last_name,
      email: input.email,
      passwordHash,
      userType: 'distributor',
      isManager: true,
      distributorId,
      city: distributor.city,
      lang: distributor.lang,
    }),
  );
  return toManager(row);
}

/** Edits a manager; a changed password or e-mail ends the manager's sessions (they were signed in with the old ones). */
export async function editManager(deps: ApiDeps, distributorId: number, id: number, input: ManagerEditPayload, lang: ApiLanguage): Promise<Manager> {
  const db = deps.database.db;
  const current = await findManager(db, distributorId, id);
  if (!current) throw notFound(lang);
  if (await isEmailTaken(db, input.email, id)) throw emailTaken(lang);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const row = await guardEmail(lang, () =>
    updateUser(db, id, { name: input.first_name, secondName: input.last_name, email: input.email, ...(passwordHash ? { passwordHash } : {}) }),
  );
  if (!row) throw notFound(lang);
  const emailChanged = row.email !== current.email;
  if (passwordHash || emailChanged) await endUserSessions(deps, id);
  return toManager(row);
}

/** Activates or deactivates a manager; deactivation ends every session at once (refresh families and cached access). */
export async function setManagerStatus(deps: ApiDeps, distributorId: number, id: number, action: ManagerStatusAction, lang: ApiLanguage): Promise<Manager> {
  const db = deps.database.db;
  const current = await findManager(db, distributorId, id);
  if (!current) throw notFound(lang);
  const status = action === 'activate' ? 'active' : 'inactive';
  const row = current.status === status ? current : await updateUser(db, id, { status });
  if (!row) throw notFound(lang);
  if (status === 'inactive') await endUserSessions(deps, id);
  return toManager(row);
}

/** Deletes a manager and its sessions. */
export async function removeManager(deps: ApiDeps, distributorId: number, id: number, lang: ApiLanguage): Promise<{ id: number }> {
  const db = deps.database.db;
  if (!(await findManager(db, distributorId, id))) throw notFound(lang);
  await endUserSessions(deps, id);
  if (!(await deleteManager(db, distributorId, id))) throw notFound(lang);
  return { id };
}
