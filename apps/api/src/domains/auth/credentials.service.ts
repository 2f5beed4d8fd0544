import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { passwordChangePayload, updateProfilePayload } from '@shop/contracts/user';
import { validationMessage } from '@shop/contracts/validation';
import type { ApiDeps } from '../../deps.ts';
import type { AuthUser } from '../../core/auth.ts';
import { HttpError, genericMessage, validationError } from '../../core/errors.ts';
import { enforce, hit, peek, tooManyRequests, type RateLimit } from '../../core/rate-limit.ts';
import { sendLetterLater } from './auth.service.ts';
import { passwordChangedLetter } from './letters.ts';
import { authMessage } from './messages.ts';
import { hashPassword, verifyPassword } from '../../core/passwords.ts';
import { invalidateResetTokens } from './password-reset.repository.ts';
import { parsePhone } from './phone.ts';
import { useConfirmToken } from './phone-verification.service.ts';
import { sendEmailProof } from './email-confirmation.service.ts';
import { endUserSessions, forgetCachedUser } from './sessions.service.ts';
import { resolveAssignTo } from '../users/assigned-code.ts';
import { usersMessage } from '../users/messages.ts';
import {
  findUserById,
  isPhoneTaken,
  uniqueViolationField,
  updateUser,
  type NewUser,
  type UserRow,
} from '../users/users.public.ts';

/*
 * The account's credential changes: a new password, e-mail or phone, and the profile change that may
 * carry them (PUT /v1/user also takes the name, city and ID code). They live in `auth` because they
 * prove the current password, a phone's code or an e-mail's link and end sessions; the account row
 * is `users`', written through users.public.ts. `users` imports nothing from `auth`
 * (docs/architecture.md, "auth and users").
 */

/** Wrong current passwords per account, so a stolen access token cannot guess the password. */
const CURRENT_PASSWORD_FAILURES: RateLimit = { name: 'current-password', max: 10, windowSeconds: 15 * 60 };

/**
 * Changes of e-mail or phone, per account and per address: each sends a letter or proves a phone,
 * so unlimited tries would mail strangers or list the shop's customers.
 */
export const IDENTIFIER_CHANGE_LIMITS = {
  perUser: { name: 'identifier-change-user', max: 5, windowSeconds: 60 * 60 },
  perIp: { name: 'identifier-change-ip', max: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimit>;

async function loadOwnRow(deps: ApiDeps, user: AuthUser, lang: ApiLanguage): Promise<UserRow> {
  const row = await findUserById(deps.database.db, user.id);
  if (!row) throw new HttpError(404, genericMessage(lang, 'notFound'));
  return row;
}

/** The current password's problem, or null when it is right (or the account has none to check). */
async function currentPasswordProblem(deps: ApiDeps, row: UserRow, given: string | undefined, lang: ApiLanguage): Promise<string | null> {
  if (!row.passwordHash) return null;
  if (!given) return usersMessage(lang, 'currentPasswordRequired');
  const subject = String(row.id);
  const failures = await peek(deps.limits, CURRENT_PASSWORD_FAILURES, subject);
  if (!failures.allowed) throw tooManyRequests(lang, failures.retryAfterSeconds);
  if (await verifyPassword(row.passwordHash, given)) return null;
  await hit(deps.limits, CURRENT_PASSWORD_FAILURES, subject);
  return usersMessage(lang, 'currentPasswordWrong');
}

/**
 * PUT /user: changes only the fields sent, always the caller's own row. A new e-mail needs the
 * current password and changes only once its owner follows the link sent to it; a new phone needs the confirm token of that phone; `assign_to` links to a
 * professional's or distributor's code (null unlinks).
 */
export async function updateProfile(
  deps: ApiDeps,
  user: AuthUser,
  input: z.output<typeof updateProfilePayload>,
  request: { lang: ApiLanguage; ip: string; log: FastifyBaseLogger },
): Promise<{ pricesChanged: boolean; emailToConfirm: string | null }> {
  const { lang, ip } = request;
  const { db } = deps.database;
  const row = await loadOwnRow(deps, user, lang);
  const newEmail = input.email !== undefined && input.email.toLowerCase() !== row.email;
  const parsedPhone = input.phone === undefined ? undefined : parsePhone(input.phone)?.e164;
  if (newEmail || (parsedPhone && parsedPhone !== row.phone)) {
    await enforce(deps.limits, lang, [
      { limit: IDENTIFIER_CHANGE_LIMITS.perIp, subject: ip },
      { limit: IDENTIFIER_CHANGE_LIMITS.perUser, subject: String(row.id) },
    ]);
  }
  const changes: Partial<NewUser> = {};
  const errors: Record<string, string[]> = {};

  if (input.name !== undefined) changes.name = input.name;
  if (input.second_name !== undefined) changes.secondName = input.second_name;
  if (input.city !== undefined) changes.city = input.city?.trim() || null;

  // A new e-mail changes nothing yet: a link goes to it (confirmEmail moves it), and the answer is
  // the same whether the address is free or someone else's.
  let emailToProve: string | null = null;
  if (newEmail && input.email !== undefined) {
    const problem = await currentPasswordProblem(deps, row, input.current_password, lang);
    if (problem) errors.current_password = [problem];
    emailToProve = input.email.toLowerCase();
  }

  let newPhone: string | null = null;
  if (input.phone !== undefined) {
    const phone = parsedPhone;
    if (!phone) errors.phone = [validationMessage(lang, 'validation.phone')];
    else if (phone !== row.phone) {
      newPhone = phone;
      changes.phone = phone;
    }
  }

  if (input.assign_to !== undefined) {
    if (input.assign_to === null) changes.assignedCode = null;
    else {
      try {
        changes.assignedCode = await resolveAssignTo(deps, db, input.assign_to, { userId: row.id, ip }, lang);
      } catch (error) {
        if (!(error instanceof HttpError) || !error.errors) throw error;
        Object.assign(errors, error.errors);
      }
    }
  }
  if (Object.keys(errors).length) throw validationError(lang, errors);
  const proveEmail = async () => {
    if (emailToProve) await sendEmailProof(deps, { purpose: 'email-change', userId: row.id, email: emailToProve }, request);
  };
  if (!Object.keys(changes).length) {
    await proveEmail();
    return { pricesChanged: false, emailToConfirm: emailToProve };
  }

  try {
    await db.transaction(async (tx) => {
      // Whether the phone is someone else's is told only to whoever proved it is theirs.
      if (newPhone) {
        await useConfirmToken(tx, input.confirm_token, newPhone, lang);
        if (await isPhoneTaken(tx, newPhone, row.id)) throw validationError(lang, { phone: [authMessage(lang, 'phoneTaken')] });
      }
      await updateUser(tx, row.id, changes);
    });
  } catch (error) {
    const field = uniqueViolationField(error);
    if (field === 'phone') throw validationError(lang, { phone: [authMessage(lang, 'phoneTaken')] });
    throw error;
  }
  // The cached session copy carries assignedCode, which decides prices: drop it now.
  await forgetCachedUser(deps, row.id);
  await proveEmail();
  return { pricesChanged: changes.assignedCode !== undefined && changes.assignedCode !== row.assignedCode, emailToConfirm: emailToProve };
}

/**
 * POST /user/password-change: needs the current password (unless the account has none yet), ends
 * every other session, spends pending recovery links and tells the owner by e-mail.
 */
export async function changePassword(
  deps: ApiDeps,
  user: AuthUser,
  input: z.output<typeof passwordChangePayload>,
  request: { lang: ApiLanguage; log: FastifyBaseLogger },
): Promise<string> {
  const { lang } = request;
  const row = await loadOwnRow(deps, user, lang);
  const problem = await currentPasswordProblem(deps, row, input.current_password, lang);
  if (problem) throw validationError(lang, { current_password: [problem] });
  const passwordHash = await hashPassword(input.password);
  await deps.database.db.transaction(async (tx) => {
    await updateUser(tx, row.id, { passwordHash });
    await invalidateResetTokens(tx, row.id);
  });
  await endUserSessions(deps, row.id, user.sessionId);
  sendLetterLater(deps, passwordChangedLetter(lang, row.email, row.name), request.log);
  return usersMessage(lang, 'passwordChanged');
}
