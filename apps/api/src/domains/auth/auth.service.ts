import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { loginPayload, registerPayload, restorePayload } from '@shop/contracts/auth';
import type { ApiLanguage } from '@shop/contracts/i18n';
import { validationMessage } from '@shop/contracts/validation';
import type { ApiDeps } from '../../deps.ts';
import { HttpError, validationError } from '../../core/errors.ts';
import { enforce, hit, peek, tooManyRequests, type RateLimit } from '../../core/rate-limit.ts';
import { accountProviders } from '../../providers/account-providers.ts';
import type { Letter } from '../../providers/email/mailer.ts';
import { resolveAssignTo } from '../users/assigned-code.ts';
import { findUserByEmail, findUserById, insertUser, isEmailTaken, isPhoneTaken, uniqueViolationField, updateUser, type UserRow } from '../users/users.public.ts';
import { passwordChangedLetter, resetLetter, restoreLink } from './letters.ts';
import { authMessage } from './messages.ts';
import { forgetLoginFailures, loginWait, recordLoginFailure } from './login-throttle.ts';
import { hashToken, newOpaqueToken } from './opaque-tokens.ts';
import { hashPassword, verifyPassword } from '../../core/passwords.ts';
import { parsePhone } from './phone.ts';
import { useConfirmToken } from './phone-verification.service.ts';
import * as resets from './password-reset.repository.ts';
import { endUserSessions } from './sessions.service.ts';

export interface RequestInfo {
  lang: ApiLanguage;
  ip: string;
  log: FastifyBaseLogger;
}

/**
 * Per-address limits are sized for many customers behind one address (a mobile carrier's
 * carrier-grade NAT, an office, a salon): they stop one script, while the per-account and per-phone
 * limits and the sign-in throttle do the work against guessing. Figures and reasons: docs/security.md
 * "Rate limits".
 */
export const AUTH_LIMITS = {
  /** Failed sign-ins per address: a right password is never counted, so a busy address still signs in. */
  loginFailuresPerIp: { name: 'login-fail-ip', max: 300, windowSeconds: 10 * 60 },
  registerPerIp: { name: 'register-ip', max: 30, windowSeconds: 60 * 60 },
  /** A confirm token survives a refused attempt: this bounds what one proven phone can probe. */
  registerPerPhone: { name: 'register-phone', max: 5, windowSeconds: 60 * 60 },
  resetPerIp: { name: 'reset-ip', max: 30, windowSeconds: 60 * 60 },
  resetPerEmail: { name: 'reset-email', max: 3, windowSeconds: 60 * 60 },
  restorePerIp: { name: 'restore-ip', max: 20, windowSeconds: 60 * 60 },
  emailByHashPerIp: { name: 'email-hash-ip', max: 30, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimit>;

export const RESET_TOKEN_TTL_S = 60 * 60;

/**
 * Sends a letter after the answer: SMTP may take seconds, and an answer that waits for it would
 * tell, by its timing, whether the e-mail has an account.
 */
export function sendLetterLater(deps: ApiDeps, letter: Letter, log: FastifyBaseLogger): void {
  setImmediate(() => {
    accountProviders(deps)
      .mailer.send(letter)
      .catch((error: unknown) => log.error({ err: error, subject: letter.subject }, 'letter not sent'));
  });
}

/**
 * POST /auth/login: the user whose e-mail and password match, or 401 with one message for both.
 * Refused first when the address has made too many failed sign-ins, then while this account waits
 * after failures from this address; only a failure is counted against the address.
 */
export async function login(deps: ApiDeps, input: z.output<typeof loginPayload>, request: RequestInfo): Promise<UserRow> {
  const { lang, ip } = request;
  const email = input.email.toLowerCase();
  const address = await peek(deps.limits, AUTH_LIMITS.loginFailuresPerIp, ip);
  if (!address.allowed) throw tooManyRequests(lang, address.retryAfterSeconds, authMessage(lang, 'tooManyLogins'));
  const wait = await loginWait(deps.limits, email, ip);
  if (wait > 0) throw tooManyRequests(lang, wait, authMessage(lang, 'tooManyLogins'));

  const user = await findUserByEmail(deps.database.db, email);
  // Verified even for an unknown e-mail, so the time taken does not reveal which e-mails exist.
  const matches = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !matches) {
    await hit(deps.limits, AUTH_LIMITS.loginFailuresPerIp, ip);
    await recordLoginFailure(deps.limits, email, ip);
    throw new HttpError(401, authMessage(lang, 'loginFailed'));
  }
  await forgetLoginFailures(deps.limits, email, ip);
  if (user.status !== 'active') throw new HttpError(403, authMessage(lang, 'accountInactive'));
  return user;
}

/**
 * POST /auth/register. The phone must be the one proven by `confirm_token`, and only then are e-mail,
 * phone and `assign_to` checked: before the proof, an answer "e-mail taken" would let anyone list
 * which e-mails are customers. A refused attempt leaves the confirm token unspent (the transaction
 * rolls back), so attempts are limited per address and per phone. The professional (agent)
 * registration makes a `noid` account that waits for its documents.
 */
export async function register(deps: ApiDeps, input: z.output<typeof registerPayload>, request: RequestInfo): Promise<UserRow> {
  const { lang, ip } = request;
  await enforce(deps.limits, lang, [{ limit: AUTH_LIMITS.registerPerIp, subject: ip }]);
  const { db } = deps.database;

  const phone = parsePhone(input.phone, input.phone_country)?.e164;
  if (!phone) throw validationError(lang, { phone: [validationMessage(lang, 'validation.phone')] });
  await enforce(deps.limits, lang, [{ limit: AUTH_LIMITS.registerPerPhone, subject: phone }]);

  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      await useConfirmToken(tx, input.confirm_token, phone, lang);
      const errors: Record<string, string[]> = {};
      if (await isEmailTaken(tx, input.email)) errors.email = [authMessage(lang, 'emailTaken')];
      if (await isPhoneTaken(tx, phone)) errors.phone = [authMessage(lang, 'phoneTaken')];
      if (Object.keys(errors).length) throw validationError(lang, errors);
      const assignedCode = input.assign_to ? await resolveAssignTo(deps, tx, input.assign_to, { userId: null, ip }, lang) : null;
      return insertUser(tx, {
        name: input.name,
        secondName: input.second_name,
        email: input.email,
        phone,
        passwordHash,
        userType: input.register_mode === 'professional' ? 'noid' : 'regular',
        work: input.register_mode === 'professional' ? (input.work ?? null) : null,
        assignedCode,
        lang,
      });
    });
  } catch (error) {
    // Two registrations raced for the same e-mail or phone: the database's unique index decides.
    const field = uniqueViolationField(error);
    if (field === 'email') throw validationError(lang, { email: [authMessage(lang, 'emailTaken')] });
    if (field === 'phone') throw validationError(lang, { phone: [authMessage(lang, 'phoneTaken')] });
    throw error;
  }
}

/** Recovery links are written one after another, so that only the newest of two quick ones works. */
let resetQueue: Promise<void> = Promise.resolve();

/**
 * POST /auth/reset. Always the same answer after the same work, whether or not the e-mail has an
 * account: the token is made and hashed for every request, and looking the e-mail up, storing the
 * token and sending the letter are left to `issueLink`, which the route runs once the answer has
 * left (the lookup and the write took 13 ms for a known e-mail and 7 ms for an unknown one, and an
 * embedded database would run them on the answer's own thread). For an account, a one-time link
 * valid for an hour is sent and earlier links stop working.
 */
export async function requestReset(
  deps: ApiDeps,
  email: string,
  request: RequestInfo,
): Promise<{ message: string; issueLink: () => Promise<void> }> {
  const { lang, ip } = request;
  await enforce(deps.limits, lang, [
    { limit: AUTH_LIMITS.resetPerIp, subject: ip },
    { limit: AUTH_LIMITS.resetPerEmail, subject: email.toLowerCase() },
  ]);
  const token = newOpaqueToken();
  const tokenHash = hashToken(token);
  const issueLink = () => {
    resetQueue = resetQueue
      .then(() => issueResetLink(deps, email, token, tokenHash, request))
      .catch((error: unknown) => request.log.error({ err: error }, 'recovery link not issued'));
    return resetQueue;
  };
  return { message: authMessage(lang, 'resetSent'), issueLink };
}

async function issueResetLink(deps: ApiDeps, email: string, token: string, tokenHash: string, request: RequestInfo): Promise<void> {
  const { db } = deps.database;
  const user = await findUserByEmail(db, email);
  if (user?.status !== 'active') return;
  await db.transaction(async (tx) => {
    await resets.invalidateResetTokens(tx, user.id);
    await resets.insertResetToken(tx, { userId: user.id, tokenHash, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_S * 1000) });
  });
  const link = restoreLink(deps.config.publicOrigin, request.lang, token, user.email);
  sendLetterLater(deps, resetLetter(request.lang, user.email, user.name, link), request.log);
}

function restoreInvalid(lang: ApiLanguage): HttpError {
  return new HttpError(422, authMessage(lang, 'restoreInvalid'), { token: [authMessage(lang, 'restoreInvalid')] });
}

/**
 * POST /auth/restore: sets the new password with a recovery link's token (once, within the hour,
 * for the e-mail it was sent to) and ends every session; the caller then gets a fresh one.
 */
export async function restore(deps: ApiDeps, input: z.output<typeof restorePayload>, request: RequestInfo): Promise<UserRow> {
  const { lang, ip } = request;
  await enforce(deps.limits, lang, [{ limit: AUTH_LIMITS.restorePerIp, subject: ip }]);
  const { db } = deps.database;
  const token = await resets.findUsableResetToken(db, hashToken(input.token));
  const owner = token ? await findUserById(db, token.userId) : undefined;
  if (!token || !owner || owner.email !== input.email.toLowerCase() || owner.status !== 'active') throw restoreInvalid(lang);

  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    if (!(await resets.useResetToken(tx, token.id))) throw restoreInvalid(lang);
    await resets.invalidateResetTokens(tx, owner.id);
    return (await updateUser(tx, owner.id, { passwordHash }))!;
  });
  await endUserSessions(deps, user.id);
  sendLetterLater(deps, passwordChangedLetter(lang, user.email, user.name), request.log);
  return user;
}

/** GET /get_email_by_hash: the e-mail a still-usable recovery link was sent to. */
export async function emailByResetToken(deps: ApiDeps, hash: string, request: RequestInfo): Promise<string> {
  await enforce(deps.limits, request.lang, [{ limit: AUTH_LIMITS.emailByHashPerIp, subject: request.ip }]);
  const token = await resets.findUsableResetToken(deps.database.db, hashToken(hash));
  const owner = token ? await findUserById(deps.database.db, token.userId) : undefined;
  if (!owner) throw new HttpError(404, authMessage(request.lang, 'restoreInvalid'));
  return owner.email;
}
