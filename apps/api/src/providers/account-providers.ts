import path from 'node:path';
import type { SocialProvider } from '@shop/contracts/auth';
import type { AppConfig } from '../config.ts';
import type { ApiDeps } from '../deps.ts';
import { installSecret } from '../core/install-secret.ts';
import { LocalMailer } from './email/local-mailer.ts';
import type { Mailer } from './email/mailer.ts';
import { SmtpMailer } from './email/smtp-mailer.ts';
import { GoogleRecaptchaVerifier } from './recaptcha/google-recaptcha.ts';
import { LocalRecaptchaVerifier } from './recaptcha/local-recaptcha.ts';
import type { RecaptchaVerifier } from './recaptcha/recaptcha.ts';
import { FacebookVerifier } from './social/facebook.ts';
import { GoogleIdTokenVerifier } from './social/google-id-token.ts';
import { LocalSocialVerifier } from './social/local-social.ts';
import type { SocialVerifier } from './social/social.ts';
import { LocalSmsSender } from './sms/local-sms.ts';
import type { SmsSender } from './sms/sms.ts';
import { TurboSmsSender } from './sms/turbosms.ts';

/** The external services accounts use; each a real driver when configured, else the local one. */
export interface AccountProviders {
  sms: SmsSender;
  mailer: Mailer;
  recaptcha: RecaptchaVerifier;
  social: Record<SocialProvider, SocialVerifier>;
}

/**
 * The drivers for a config. Production does not start without the real SMS, e-mail and captcha
 * keys (production-settings.ts); the local drivers' own refusals in production are a second line.
 */
export function createAccountProviders(config: AppConfig, log?: (message: string) => void): AccountProviders {
  const { accounts } = config;
  const production = config.env === 'production';
  const { turbosms, mail, recaptcha, google, facebook } = accounts;
  const localSocialKey = () => installSecret(config, 'local-social');
  return {
    sms: turbosms.token
      ? new TurboSmsSender({ token: turbosms.token, sender: turbosms.sender, apiUrl: turbosms.apiUrl })
      : // Codes are printed for developers, never in production logs.
        new LocalSmsSender(production ? undefined : log),
    mailer: mail.smtpUrl
      ? new SmtpMailer(mail.smtpUrl, mail.from)
      : new LocalMailer(path.join(config.dataDir, 'outbox'), mail.from),
    recaptcha: recaptcha.secret
      ? new GoogleRecaptchaVerifier({ ...recaptcha, secret: recaptcha.secret })
      : new LocalRecaptchaVerifier(production),
    social: {
      google: google.clientId
        ? new GoogleIdTokenVerifier({ clientId: google.clientId, jwksUrl: google.jwksUrl })
        : new LocalSocialVerifier('google', production, localSocialKey),
      facebook:
        facebook.appId && facebook.appSecret
          ? new FacebookVerifier({ appId: facebook.appId, appSecret: facebook.appSecret, graphUrl: facebook.graphUrl })
          : new LocalSocialVerifier('facebook', production, localSocialKey),
    },
  };
}

/**
 * One set of providers per running API, made on first use from its config. Kept beside the deps
 * rather than in them so the accounts domain owns its integrations; tests swap a driver with
 * `replaceAccountProviders` (e.g. the real siteverify driver against a local fake).
 */
const byDeps = new WeakMap<ApiDeps, AccountProviders>();

export function accountProviders(deps: ApiDeps): AccountProviders {
  let providers = byDeps.get(deps);
  if (!providers) {
    // The local SMS driver prints codes for developers; tests read them from the driver instead.
    const log = deps.config.env === 'test' ? undefined : (message: string) => console.info(message);
    providers = createAccountProviders(deps.config, log);
    byDeps.set(deps, providers);
  }
  return providers;
}

export function replaceAccountProviders(deps: ApiDeps, replacement: Partial<AccountProviders>): AccountProviders {
  const providers = { ...accountProviders(deps), ...replacement };
  byDeps.set(deps, providers);
  return providers;
}
