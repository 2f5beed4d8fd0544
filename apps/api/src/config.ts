import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Repository root (apps/api/src → ../../..). */
export const ROOT_DIR = path.resolve(here, '../../..');

export interface AppConfig {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  /** PostgreSQL connection string; when empty, embedded PGlite under dataDir is used. */
  databaseUrl: string | null;
  redisUrl: string | null;
  dataDir: string;
  mediaDir: string;
  /** Public origin used in canonical links, sitemaps and e-mails. */
  publicOrigin: string;
  /** Largest accepted JSON body, bytes. */
  bodyLimit: number;
  logLevel: string;
  /**
   * Behind a reverse proxy: `true` or the proxies' addresses. Otherwise X-Forwarded-For is ignored,
   * so clients cannot choose the address that rate limits count.
   */
  trustProxy: boolean | string;
  /** Sign-in, SMS, e-mail, captcha and social sign-in settings (docs/api/accounts.md). */
  accounts: AccountsConfig;
}

/** TRUST_PROXY: `true` trusts any proxy; otherwise a comma-separated list of addresses or subnets. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = Number(env.PORT) || 3000;
  const dataDir = path.resolve(ROOT_DIR, env.DATA_DIR ?? 'data');
  return {
    env: mode,
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL?.trim() || null,
    redisUrl: env.REDIS_URL?.trim() || null,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    publicOrigin: (env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/$/, ''),
    bodyLimit: Number(env.BODY_LIMIT) || 1024 * 1024,
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    accounts: loadAccountsConfig(env, (env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/$/, '')),
  };
}

export interface AccountsConfig {
  /** HS256 key of access tokens; when unset, one is generated and kept under dataDir/secrets. */
  jwtSecret: string | null;
  /** ISO codes of countries SMS codes may be sent to (SMS_ALLOWED_COUNTRIES, default UA). */
  smsAllowedCountries: string[];
  /** Most SMS codes sent by the whole shop in a day (SMS_DAILY_CAP). */
  smsDailyCap: number;
  /** TurboSMS is used when TURBOSMS_TOKEN is set; otherwise the local driver. */
  turbosms: { token: string | null; sender: string; apiUrl: string };
  /** SMTP (nodemailer URL) is used when SMTP_URL is set; otherwise the local outbox. */
  mail: { smtpUrl: string | null; from: string };
  /** Google siteverify is used when RECAPTCHA_SECRET is set; otherwise the local driver (not in production). */
  recaptcha: { secret: string | null; verifyUrl: string; minScore: number; hostnames: string[] };
  /** Google sign-in is verified against GOOGLE_CLIENT_ID; without it, only the local driver (not in production). */
  google: { clientId: string | null; jwksUrl: string };
  /** Facebook sign-in needs FACEBOOK_APP_ID and FACEBOOK_APP_SECRET; `apiVersion` is the Graph and SDK version. */
  facebook: { appId: string | null; appSecret: string | null; apiVersion: string; graphUrl: string };
  /** The admin panel, linked from the admin bar of staff users. */
  adminUrl: string;
}

const list = (value: string | undefined, fallback: string[]) =>
  value?.trim() ? value.split(',').map((item) => item.trim()).filter(Boolean) : fallback;

function facebookConfig(env: NodeJS.ProcessEnv): AccountsConfig['facebook'] {
  const apiVersion = env.FACEBOOK_API_VERSION?.trim() || 'v19.0';
  return {
    appId: env.FACEBOOK_APP_ID?.trim() || null,
    appSecret: env.FACEBOOK_APP_SECRET?.trim() || null,
    apiVersion,
    graphUrl: (env.FACEBOOK_GRAPH_URL?.trim() || `https://graph.facebook.com/${apiVersion}`).replace(/\/$/, ''),
  };
}

function loadAccountsConfig(env: NodeJS.ProcessEnv, publicOrigin: string): AccountsConfig {
  return {
    jwtSecret: env.JWT_SECRET?.trim() || null,
    smsAllowedCountries: list(env.SMS_ALLOWED_COUNTRIES, ['UA']).map((c) => c.toUpperCase()),
    smsDailyCap: Number(env.SMS_DAILY_CAP) || 1000,
    turbosms: {
      token: env.TURBOSMS_TOKEN?.trim() || null,
      sender: env.TURBOSMS_SENDER?.trim() || 'ProCosmetics',
      apiUrl: (env.TURBOSMS_API_URL?.trim() || 'https://api.turbosms.ua').replace(/\/$/, ''),
    },
    mail: {
      smtpUrl: env.SMTP_URL?.trim() || null,
      from: env.MAIL_FROM?.trim() || 'ProCosmetics <no-reply@procosmetics.ua>',
    },
    recaptcha: {
      secret: env.RECAPTCHA_SECRET?.trim() || null,
      verifyUrl: env.RECAPTCHA_VERIFY_URL?.trim() || 'https://www.google.com/recaptcha/api/siteverify',
      minScore: Number(env.RECAPTCHA_MIN_SCORE) || 0.5,
      hostnames: list(env.RECAPTCHA_HOSTNAMES, []),
    },
    google: {
      clientId: env.GOOGLE_CLIENT_ID?.trim() || null,
      jwksUrl: env.GOOGLE_JWKS_URL?.trim() || 'https://www.googleapis.com/oauth2/v3/certs',
    },
    facebook: facebookConfig(env),
    adminUrl: env.ADMIN_URL?.trim() || `${publicOrigin}/admin/`,
  };
}
