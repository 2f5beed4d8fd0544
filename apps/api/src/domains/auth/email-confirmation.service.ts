import type { SocialProvider } from '@shop/contracts/auth';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { ApiDeps } from '../../deps.ts';
import { HttpError, validationError } from '../../core/errors.ts';
import {
  findUserByEmail,
  findUserById,
  findUserBySocialId,
  insertUser,
  isEmailTaken,
  uniqueViolationField,
  updateUser,
} from '../users/users.public.ts';
import { sendLetterLater, type RequestInfo } from './auth.service.ts';
import * as confirmations from './email-confirmations.repository.ts';
import { confirmEmailLetter, confirmEmailLink } from './letters.ts';
import { authMessage } from './messages.ts';
import { hashToken, newOpaqueToken } from './opaque-tokens.ts';
import { forgetCachedUser } from './sessions.service.ts';

/** How long a confirmation link works. */
export const EMAIL_CONFIRM_TTL_S = 24 * 60 * 60;

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };
const socialColumn = (provider: SocialProvider) => (provider === 'google' ? 'googleId' : 'facebookId');

export type EmailProof =
  | { purpose: 'email-change'; userId: number; email: string }
  | { purpose: 'social'; email: string; provider: SocialProvider; providerId: string; firstName: string | null; lastName: string | null };

/**
 * Sends a single-use link (24 hours; only its hash is stored) to an address whose owner has to
 * prove it: a new profile e-mail, or the e-mail of a provider identity the provider does not vouch
 * for. Nothing is told about whether the address belongs to an account: that is decided, and told
 * only to whoever follows the link, by confirmEmail.
 */
export async function sendEmailProof(deps: ApiDeps, proof: EmailProof, request: RequestInfo): Promise<void> {
  const token = newOpaqueToken();
  const email = proof.email.toLowerCase();
  const values: confirmations.NewEmailConfirmation = {
    purpose: proof.purpose,
    email,
    lang: request.lang,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + EMAIL_CONFIRM_TTL_S * 1000),
    ...(proof.purpose === 'email-change'
      ? { userId: proof.userId }
      : { provider: proof.provider, providerId: proof.providerId, firstName: proof.firstName, lastName: proof.lastName }),
  };
  await deps.database.db.transaction(async (tx) => {
    if (proof.purpose === 'email-change') await confirmations.invalidateEmailChanges(tx, proof.userId);
    await confirmations.insertEmailConfirmation(tx, values);
  });
  const link = confirmEmailLink(deps.config.publicOrigin, request.lang, token);
  sendLetterLater(deps, confirmEmailLetter(request.lang, email, link, proof.purpose), request.log);
}

function confirmInvalid(lang: ApiLanguage): HttpError {
  return validationError(lang, { token: [authMessage(lang, 'emailConfirmInvalid')] });
}

/**
 * POST /auth/confirm-email: follows a confirmation link once. An e-mail change moves the account's
 * e-mail now, unless the address became someone else's meanwhile (refused then, to the person who
 * proved the address). A provider identity is linked to the account with that e-mail, or gets a new
 * account; the person then signs in with the provider as usual.
 */
export async function confirmEmail(deps: ApiDeps, token: string, lang: ApiLanguage): Promise<{ message: string }> {
  const { db } = deps.database;
  let changedUserId: number | null = null;
  try {
    const message = await db.transaction(async (tx) => {
      const row = await confirmations.useEmailConfirmation(tx, hashToken(token));
      if (!row) throw confirmInvalid(lang);
      if (row.purpose === 'email-change') {
        const user = row.userId ? await findUserById(tx, row.userId) : undefined;
        if (user?.status !== 'active') throw confirmInvalid(lang);
        if (await isEmailTaken(tx, row.email, user.id)) throw validationError(lang, { email: [authMessage(lang, 'emailTaken')] });
        await updateUser(tx, user.id, { email: row.email });
        changedUserId = user.id;
        return authMessage(lang, 'emailChanged', { email: row.email });
      }
      const provider = row.provider!;
      const params = { provider: PROVIDER_NAMES[provider] };
      if (await findUserBySocialId(tx, provider, row.providerId!)) return authMessage(lang, 'socialConfirmed', params);
      const owner = await findUserByEmail(tx, row.email);
      if (owner) {
        if (owner.status !== 'active') throw new HttpError(403, authMessage(lang, 'accountInactive'));
        await updateUser(tx, owner.id, { [socialColumn(provider)]: row.providerId });
        changedUserId = owner.id;
      } else {
        await insertUser(tx, {
          name: row.firstName ?? row.email.split('@')[0],
          secondName: row.lastName ?? '',
          email: row.email,
          userType: 'regular',
          lang: row.lang,
          [socialColumn(provider)]: row.providerId,
        });
      }
      return authMessage(lang, 'socialConfirmed', params);
    });
    if (changedUserId !== null) await forgetCachedUser(deps, changedUserId);
    return { message };
  } catch (error) {
    const field = uniqueViolationField(error);
    if (field === 'email') throw validationError(lang, { email: [authMessage(lang, 'emailTaken')] });
    if (field) throw confirmInvalid(lang);
    throw error;
  }
}
