import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveRunMode, type RunMode } from './run-mode.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Repository root (apps/api/src → ../../..). */
export const ROOT_DIR = path.resolve(here, '../../..');

export interface AppConfig {
  /** The run mode (run-mode.ts): production, demo or test. */
  env: RunMode;
  port: number;
  /** Where to listen: HOST, else every interface in production and loopback only otherwise. */
  host: string;
  /** Whether HOST was set, so that a demo opened to the network can say so. */
  hostFromEnv: boolean;
  /**
   * A demo listening beyond this machine (HOST not loopback, allowed only with DEMO_PUBLIC=on): its
   * letters and SMS codes are shown only to whoever holds the unlock token printed at start, and
   * every page says that it is a demo (core/demo-access.ts).
   */
  demoPublic: boolean;
  /** PostgreSQL connection string; when empty, embedded PGlite under dataDir is used. */
  databaseUrl: string | null;
  redisUrl: string | null;
  dataDir: string;
  mediaDir: string;
  /** Public origin used in canonical links, sitemaps and e-mails. */
  publicOrigin: string;
  /**
   * Other origins the shop answers on (ALLOWED_ORIGINS, comma-separated, e.g. a second domain): pages
   * opened there build their payment form and its way back there (core/shop-origins.ts).
   */
  allowedOrigins: string[];
  /** The shop's EU site (EU_SITE_ORIGIN), offered to visitors from outside Ukraine; null: no offer. */
  euSiteOrigin: string | null;
  /** Largest accepted JSON body, bytes. */
  bodyLimit: number;
  logLevel: string;
  /** One log line per request (LOG_REQUESTS); on in production, off in the demo. */
  logRequests: boolean;
  /** Bearer token for /metrics in production (METRICS_TOKEN); without it production serves no metrics. */
  metricsToken: string | null;
  /** The OpenAPI UI at /api/docs (API_DOCS=on|off); off in production unless enabled. */
  apiDocs: boolean;
  /**
   * Seed the demo shop (catalogue, content and the demo accounts, whose password is published) into
   * an empty database at start: SEED_DEMO, on in the demo and test modes. Production never seeds, and
   * refuses SEED_DEMO=true.
   */
  seedDemo: boolean;
  /**
   * The proxies whose X-Forwarded-For is believed (TRUST_PROXY: addresses, subnets or `loopback`).
   * From anyone else the header is ignored, so clients cannot choose the address rate limits count.
   */
  trustProxy: false | string;
  /** Sign-in, SMS, e-mail, captcha and social sign-in settings (docs/api/accounts.md). */
  accounts: AccountsConfig;
  /**
   * Reviews and questions are shown once staff approve them; REVIEWS_PUBLISH_AT_ONCE=true shows
   * them as soon as they are sent (a shop without anyone to moderate).
   */
  reviewsPublishAtOnce: boolean;
  /** Online payment settings (docs/operations.md). */
  payments: PaymentsConfig;
  /** Towns and departments (docs/operations.md "Delivery"): Nova Poshta's API with a key, else the local directory. */
  novaPoshta: NovaPoshtaConfig;
  /**
   * Whether this process runs the background jobs (order letters, payment deadlines): BACKGROUND_JOBS,
   * on by default; `npm start` on PostgreSQL turns it off in the workers and runs them in a process of their own.
   */
  backgroundJobs: boolean;
}

export interface PaymentsConfig {
  /**
   * LiqPay is used when both keys are set (LIQPAY_PUBLIC_KEY, LIQPAY_PRIVATE_KEY); otherwise the local
   * sandbox driver (not in production). LIQPAY_SANDBOX=on sends `sandbox: 1` (test cards, no charge).
   */
  liqpay: { publicKey: string | null; privateKey: string | null; sandbox: boolean };
  /**
   * Hours a cash-on-delivery order may wait for staff to confirm it (UNCONFIRMED_CASH_HOURS, 48): past
   * them the payment deadline job cancels it and its goods go back on the shelf (docs/orders.md).
   */
  unconfirmedCashHours: number;
}

export interface NovaPoshtaConfig {
  /** NOVA_POSHTA_API_KEY: kept on the server, sent only to Nova Poshta. */
  apiKey: string | null;
  apiUrl: string;
  /** Each call's limit (NOVA_POSHTA_TIMEOUT_MS): past it the shopper gets a 503, never a hung form. */
  timeoutMs: number;
}

export class ConfigError extends Error {}

/**
 * TRUST_PROXY: a comma-separated list of the proxies' addresses or subnets (or `loopback`,
 * `uniquelocal`). `true` would believe X-Forwarded-For from anyone, so it is refused.
 */
function parseTrustProxy(value: string | undefined): false | string {
  const trimmed = value?.trim();
  if (!trimmed || trimmed === 'false') return false;
  if (trimmed === 'true' || trimmed === '*') {
    throw new ConfigError(
      'TRUST_PROXY=true would believe X-Forwarded-For from any client: name the proxies instead (e.g. TRUST_PROXY=loopback or TRUST_PROXY=10.0.0.0/8)',
    );
  }
  return trimmed;
}

/** `on`/`off` (also true/false, 1/0); anything else keeps the default. */
/** ALLOWED_ORIGINS: `scheme://host[:port]` entries; anything else is refused at start rather than trusted half-read. */
function parseOrigins(value: string | undefined): string[] {
  const entries = (value ?? '').split(',').map((entry) => entry.trim().replace(/\/$/, '')).filter(Boolean);
  for (const entry of entries) {
    let url: URL | null = null;
    try {
      url = new URL(entry);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== entry.toLowerCase()) {
      throw new ConfigError(`ALLOWED_ORIGINS: "${entry}" is not an origin such as https://shop.example.ua (no path, no trailing text)`);
    }
  }
  return entries.map((entry) => entry.toLowerCase());
}

function flag(value: string | undefined, fallback: boolean): boolean {
  const v = value?.trim().toLowerCase();
  if (v === 'on' || v === 'true' || v === '1') return true;
  if (v === 'off' || v === 'false' || v === '0') return false;
  return fallback;
}

/**
 * LIQPAY_SANDBOX: LiqPay's test mode, in which a callback's `sandbox` status is a test payment taken
 * as paid. Never in production: there it would let a test card pay a real order.
 */
function liqpaySandbox(env: NodeJS.ProcessEnv, production: boolean): boolean {
  const asked = flag(env.LIQPAY_SANDBOX, false);
  if (production && asked) {
    throw new ConfigError(
      'LIQPAY_SANDBOX=on is refused in production mode: LiqPay would take test cards and the shop would count their payments as paid. Unset LIQPAY_SANDBOX (docs/operations.md).',
    );
  }
  return asked;
}

/** SEED_DEMO: the demo seed on an empty database, never in production (its accounts' password is in the README). */
function seedDemo(env: NodeJS.ProcessEnv, production: boolean): boolean {
  const asked = flag(env.SEED_DEMO, !production);
  if (production && asked) {
    throw new ConfigError(
      'SEED_DEMO=true is refused in production mode: the demo seed adds accounts whose password is published. Unset SEED_DEMO, and create the first administrator with `npm run admin:create -- --email <address>` (docs/operations.md "Production start").',
    );
  }
  return asked;
}

/** Hosts that only this machine can reach. */
export const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const mode = resolveRunMode(env);
  const production = mode === 'production';
  const port = Number(env.PORT) || 3000;
  const dataDir = path.resolve(ROOT_DIR, env.DATA_DIR ?? 'data');
  const host = env.HOST?.trim();
  const demoOnNetwork = mode === 'demo' && Boolean(host) && !LOOPBACK_HOSTS.has(host!.toLowerCase());
  if (demoOnNetwork && !flag(env.DEMO_PUBLIC, false)) {
    throw new ConfigError(
      `HOST=${host} would open this demo to other machines, and the demo shows its letters (with password recovery links) and SMS codes on screen. ` +
        'Listen on this machine only (leave HOST unset), set DEMO_PUBLIC=on to open it anyway (letters and codes are then shown only with the unlock token printed at start), or run SHOP_MODE=production.',
    );
  }
  return {
    env: mode,
    port,
    // The demo shows SMS codes and letters on screen: only this machine may see it unless asked.
    host: host || (production ? '0.0.0.0' : 'localhost'),
    hostFromEnv: Boolean(host),
    demoPublic: demoOnNetwork,
    databaseUrl: env.DATABASE_URL?.trim() || null,
    redisUrl: env.REDIS_URL?.trim() || null,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    publicOrigin: (env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/$/, ''),
    allowedOrigins: parseOrigins(env.ALLOWED_ORIGINS),
    euSiteOrigin: (env.EU_SITE_ORIGIN ?? 'https://eu.procosmetics.ua').trim().replace(/\/$/, '') || null,
    bodyLimit: Number(env.BODY_LIMIT) || 1024 * 1024,
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    logRequests: flag(env.LOG_REQUESTS, production),
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    apiDocs: flag(env.API_DOCS, !production),
    seedDemo: seedDemo(env, production),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    reviewsPublishAtOnce: env.REVIEWS_PUBLISH_AT_ONCE === 'true',
    payments: {
      liqpay: {
        publicKey: env.LIQPAY_PUBLIC_KEY?.trim() || null,
        privateKey: env.LIQPAY_PRIVATE_KEY?.trim() || null,
        sandbox: liqpaySandbox(env, production),
      },
      unconfirmedCashHours: Number(env.UNCONFIRMED_CASH_HOURS) > 0 ? Number(env.UNCONFIRMED_CASH_HOURS) : 48,
    },
    accounts: loadAccountsConfig(env, (env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/$/, '')),
    novaPoshta: {
      apiKey: env.NOVA_POSHTA_API_KEY?.trim() || null,
      apiUrl: env.NOVA_POSHTA_API_URL?.trim() || 'https://api.novaposhta.ua/v2.0/json/',
      timeoutMs: Number(env.NOVA_POSHTA_TIMEOUT_MS) || 3000,
    },
    backgroundJobs: flag(env.BACKGROUND_JOBS, true),
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
  /**
   * The back office, linked from the admin bar of staff users (ADMIN_URL), when it is served
   * elsewhere; null for the shop's own at `/admin/` (adminData).
   */
  adminUrl: string | null;
  /** The shop's public origin, for the admin bar's links to the shop itself. */
  publicOrigin: string;
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
    adminUrl: env.ADMIN_URL?.trim() || null,
    publicOrigin,
  };
}
