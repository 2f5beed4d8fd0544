import { closeDeps, createDeps } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { removeDemoAccounts } from './domains/demo/demo-accounts.ts';

/**
 * `npm run demo:remove-accounts`: deletes the demo accounts (e-mails @demo.procosmetics.ua, whose
 * password the README publishes) from the configured database, ending their sessions first. Orders
 * keep their rows. Production refuses to start until this has run (docs/operations.md "Production start").
 */
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const deps = await createDeps(config, { seed: false });
try {
  const removed = await removeDemoAccounts(deps);
  console.log(removed.length ? `Removed ${removed.length} demo account${removed.length === 1 ? '' : 's'}: ${removed.join(', ')}` : 'No demo account was found.');
} finally {
  await closeDeps(deps);
}
process.exit(0);
