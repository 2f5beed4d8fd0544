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
} from '../users/users.public.ts';
import { authMessage } from './messages.ts';
import { forgetCachedUser } from './sessions.service.ts';
import type { RequestInfo } from './auth.service.ts';
import { sendEmailProof } from './email-confirmation.service.ts';

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };
/** Per address, sized like failed password sign-ins (docs/security.md "Rate limits"): every one is a sign-in the provider vouched for. */
const SOCIAL_LIMIT: RateLimit = { name: 'social-ip', max: 300, windowSeconds: 10 * 60 };
/** Confirmation letters a sign-in may have sent to one address: nobody can make the shop mail it over and over. */
const SOCIAL_PROOF_PER_EMAIL: RateLimit = { name: 'social-proof-email', max: 5, windowSeconds: 60 * 60 };

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
 * POST /auth/social_login. The provider's id finds the account it was linked to. Otherwise, when the
 * provider vouches for the e-mail (Google's email_verified), the account with that e-mail is linked
 * or a new one made. When it does not (Facebook, the demo's local consent page), nothing is made or
 * linked yet: a confirmation link goes to the e-mail (`pending`, the same answer for a known and an
 * unknown e-mail), and following it links or makes the account.
 */
export async function socialLogin(
  deps: ApiDeps,
  provider: SocialProvider,
  token: string,
  request: RequestInfo,
): Promise<{ user: UserRow; isNew: boolean } | { pending: string }> {
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

  if (!profile.emailVerified) {
    // Nobody vouched for the e-mail: its owner proves it first, and the answer is the same whether
    // or not an account has it (email-confirmation.service.ts links or creates on the link).
    await enforce(deps.limits, lang, [{ limit: SOCIAL_PROOF_PER_EMAIL, subject: profile.email.toLowerCase() }]);
    await sendEmailProof(
      deps,
      { purpose: 'social', email: profile.email, provider, providerId: profile.id, firstName: profile.firstName, lastName: profile.lastName },
      request,
    );
    return { pending: authMessage(lang, 'socialConfirmSent', { ...params, email: profile.email.toLowerCase() }) };
  }

  const sameEmail = await findUserByEmail(db, profile.email);
  if (sameEmail) {
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
