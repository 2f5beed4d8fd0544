import { SOCIAL_PROVIDERS, type SocialProvider, type SocialProvidersResult } from '@shop/contracts/auth';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { AppConfig } from '../../config.ts';
import type { ApiDeps } from '../../deps.ts';
import { HttpError, validationError } from '../../core/errors.ts';
import { enforce, type RateLimit } from '../../core/rate-limit.ts';
import { accountProviders } from '../../providers/account-providers.ts';
import { SocialTokenError, type SocialProfile } from '../../providers/social/social.ts';
import {
  findUserByEmail,
  findUserBySocialId,
  insertUser,
  uniqueViolationField,
  updateUser,
  type UserRow,
} from '../users/users.repository.ts';
import { authMessage } from './messages.ts';
import { forgetCachedUser } from './sessions.service.ts';

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };
/** Per address, sized like failed password sign-ins (docs/security.md "Rate limits"): every one is a sign-in the provider vouched for. */
const SOCIAL_LIMIT: RateLimit = { name: 'social-ip', max: 300, windowSeconds: 10 * 60 };

async function verifiedProfile(deps: ApiDeps, provider: SocialProvider, token: string, lang: ApiLanguage): Promise<SocialProfile> {
  try {
    return await accountProviders(deps).social[provider].verify(token);
  } catch (error) {
    if (!(error instanceof SocialTokenError)) throw error;
    const params = { provider: PROVIDER_NAMES[provider] };
    if (error.reason === 'unavailable') throw new HttpError(502, authMessage(lang, 'socialUnavailable', params));
    throw new HttpError(401, authMessage(lang, 'socialInvalid', params));
  }
}

/**
 * The public ids of the providers the shop can verify for real, and, outside production, the ones
 * the local consent page stands in for (its tokens are signed by this install, see local-social.ts).
 */
export function socialProvidersFor(config: AppConfig): SocialProvidersResult {
  const { google, facebook } = config.accounts;
  const result = {
    google: google.clientId ? { clientId: google.clientId } : null,
    facebook: facebook.appId && facebook.appSecret ? { appId: facebook.appId, sdkVersion: facebook.apiVersion } : null,
  };
  const local = config.env === 'production' ? [] : SOCIAL_PROVIDERS.filter((provider) => !result[provider]);
  return { ...result, local };
}

/** Whether the local consent page serves this provider (no credentials, not production). */
export function servesLocalConsent(config: AppConfig, provider: SocialProvider): boolean {
  return socialProvidersFor(config).local.includes(provider);
}

const socialColumn = (provider: SocialProvider) => (provider === 'google' ? 'googleId' : 'facebookId');

/**
 * POST /auth/social_login. The provider's id finds the account it was linked to. Otherwise an account
 * with the same e-mail is linked only when the provider vouches for the e-mail (Google's
 * email_verified); otherwise a new account is made. Facebook does not vouch, so an existing account
 * must link Facebook from its profile (after signing in with its password).
 */
export async function socialLogin(
  deps: ApiDeps,
  provider: SocialProvider,
  token: string,
  request: { lang: ApiLanguage; ip: string },
): Promise<{ user: UserRow; isNew: boolean }> {
  const { lang } = request;
  await enforce(deps.limits, lang, [{ limit: SOCIAL_LIMIT, subject: request.ip }]);
  const profile = await verifiedProfile(deps, provider, token, lang);
  const params = { provider: PROVIDER_NAMES[provider] };
  const { db } = deps.database;

  const linked = await findUserBySocialId(db, provider, profile.id);
  if (linked) {
    if (linked.status !== 'active') throw new HttpError(403, authMessage(lang, 'accountInactive'));
    return { user: linked, isNew: false };
  }
  if (!profile.email) throw validationError(lang, { token: [authMessage(lang, 'socialNoEmail', params)] });

  const sameEmail = await findUserByEmail(db, profile.email);
  if (sameEmail) {
    if (!profile.emailVerified) throw new HttpError(409, authMessage(lang, 'socialEmailExists', params));
    if (sameEmail.status !== 'active') throw new HttpError(403, authMessage(lang, 'accountInactive'));
    const user = (await updateUser(db, sameEmail.id, { [socialColumn(provider)]: profile.id }))!;
    await forgetCachedUser(deps, user.id);
    return { user, isNew: false };
  }

  try {
    const user = await insertUser(db, {
      name: profile.firstName ?? profile.email.split('@')[0],
      secondName: profile.lastName ?? '',
      email: profile.email,
      userType: 'regular',
      lang,
      [socialColumn(provider)]: profile.id,
    });
    return { user, isNew: true };
  } catch (error) {
    // The same person signing in twice at once: the other request made the account.
    if (uniqueViolationField(error)) throw new HttpError(409, authMessage(lang, 'socialEmailExists', params));
    throw error;
  }
}

/** POST /oauth/{provider}/link: links the provider's account to the signed-in user. */
export async function linkSocialAccount(
  deps: ApiDeps,
  userId: number,
  provider: SocialProvider,
  token: string,
  request: { lang: ApiLanguage; ip: string },
): Promise<void> {
  const { lang } = request;
  await enforce(deps.limits, lang, [{ limit: SOCIAL_LIMIT, subject: request.ip }]);
  const profile = await verifiedProfile(deps, provider, token, lang);
  const { db } = deps.database;
  const owner = await findUserBySocialId(db, provider, profile.id);
  const conflict = () => new HttpError(409, authMessage(lang, 'socialLinkedElsewhere', { provider: PROVIDER_NAMES[provider] }));
  if (owner && owner.id !== userId) throw conflict();
  if (owner) return;
  try {
    await updateUser(db, userId, { [socialColumn(provider)]: profile.id });
  } catch (error) {
    if (uniqueViolationField(error)) throw conflict();
    throw error;
  }
  await forgetCachedUser(deps, userId);
}
