import type { AppConfig } from './config.ts';
import { ConfigError, LOOPBACK_HOSTS, loadConfig } from './config.ts';
import { demoUnlockLink } from './core/demo-access.ts';
import { EmbeddedDatabaseInUse } from './db/pglite-folder-lock.ts';
import type { ApiDeps } from './deps.ts';
import { DemoAccountsPresentError, assertNoDemoAccounts } from './domains/demo/demo-accounts.ts';
import { accountProviders } from './providers/account-providers.ts';
import { paymentProvider } from './providers/payments/payment-providers.ts';
import { novaPoshtaDirectory } from './providers/nova-poshta/nova-poshta-provider.ts';
import { MissingProductionSettingsError, assertProductionSettings } from './providers/production-settings.ts';
import { RunModeError } from './run-mode.ts';

/**
 * What every server entry (`npm start`, `start:api`, `dev`) does around its own work: read the
 * settings, refuse a production start that lacks provider keys (one message listing them all),
 * report progress, and print a banner that says the mode and which drivers are local.
 */
export function startupConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    const config = loadConfig(env);
    if (config.env === 'production') assertProductionSettings(env);
    return config;
  } catch (error) {
    if (error instanceof MissingProductionSettingsError || error instanceof ConfigError || error instanceof RunModeError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * What production refuses to run on, checked once the database is migrated: a demo account, whose
 * password the README publishes (docs/operations.md "Production start"). The other modes pass.
 */
export async function assertProductionData(deps: ApiDeps): Promise<void> {
  if (deps.config.env === 'production') await assertNoDemoAccounts(deps.database.db);
}

/** For an entry's refused start: prints the message that says what to do and exits; other errors go on. */
export function exitOnRefusedStart(error: unknown): never {
  if (error instanceof DemoAccountsPresentError || error instanceof EmbeddedDatabaseInUse) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

/** Start-up steps on the console, so that a first start (build, migrations, seed) is not silent. */
export const startupProgress = (message: string) => console.log(`  ${message}`);

/** The lines printed once the server listens. `pages`: the shop's pages are served too (not the API alone). */
export function startupBanner(config: AppConfig, deps: ApiDeps, options: { pages: boolean }): string {
  const origin = config.publicOrigin;
  const providers = accountProviders(deps);
  const loopback = LOOPBACK_HOSTS.has(config.host.toLowerCase());
  const where = loopback
    ? `listening on ${config.host}:${config.port} only (this machine; set HOST to open it to others)`
    : `listening on ${config.host}:${config.port}`;
  const lines = [`ProCosmetics is running in ${config.env} mode at ${origin}`, `  ${where}`];

  const local: string[] = [];
  const real: string[] = [];
  const outbox = options.pages ? `${origin}/demo/outbox/` : `${origin}/api/v1/demo/outbox`;
  if (providers.sms.kind === 'local') local.push('SMS (the code is shown in the dialog)');
  else real.push(`SMS: ${providers.sms.kind}`);
  if (providers.mailer.kind === 'local') local.push(`e-mail (letters at ${outbox})`);
  else real.push(`e-mail: ${providers.mailer.kind}`);
  if (providers.recaptcha.kind === 'local') local.push('captcha (passes everyone)');
  else real.push(`captcha: ${providers.recaptcha.kind}`);
  for (const [provider, verifier] of Object.entries(providers.social)) {
    const name = provider === 'google' ? 'Google' : 'Facebook';
    if (verifier.kind !== 'local') real.push(`${name} sign-in`);
    else if (config.env !== 'production') local.push(`${name} sign-in (the shop's own consent page)`);
  }
  if (paymentProvider(deps).kind === 'local') local.push("card payments (the shop's own LiqPay sandbox page)");
  else real.push('card payments: LiqPay');
  if (novaPoshtaDirectory(deps).kind === 'local') local.push('Nova Poshta (a built-in directory of towns and departments)');
  else real.push('Nova Poshta directory');
  if (local.length) lines.push(`  local drivers: ${local.join('; ')}`);
  if (real.length) lines.push(`  real providers: ${real.join('; ')}`);
  lines.push(`  database: ${deps.database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}; cache: ${deps.cache.kind === 'redis' ? 'Redis' : 'in-process'}`);

  if (config.env === 'production') {
    lines.push(`  /metrics: ${config.metricsToken ? 'bearer token (METRICS_TOKEN)' : 'off (set METRICS_TOKEN)'}; API docs: ${config.apiDocs ? `${origin}/api/docs` : 'off (API_DOCS=on)'}`);
  } else {
    lines.push(`  request log: ${config.logRequests ? 'on' : 'off (LOG_REQUESTS=on)'}; API docs: ${origin}/api/docs; metrics: ${origin}/metrics`);
    lines.push('  Demo only: codes and letters are shown on screen. For real customers: SHOP_MODE=production (docs/operations.md).');
    if (config.demoPublic) {
      lines.push(`  PUBLIC DEMO (DEMO_PUBLIC=on, HOST=${config.host}): every page says it is a demo; letters and SMS codes are shown only in a browser that opened`);
      lines.push(`  ${demoUnlockLink(config, options.pages)}`);
      lines.push('  Keep that link to yourself: whoever has it can read every recovery letter.');
    }
  }
  return lines.join('\n');
}
