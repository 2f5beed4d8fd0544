import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupFailed, backupTo, restoreFrom } from './backups.ts';
import { EmbeddedDatabaseInUse } from './db/pglite-folder-lock.ts';
import { ConfigError, loadConfig } from './config.ts';

/**
 * `npm run db:backup [-- --to <folder>]` and `npm run db:restore -- <folder>` (docs/operations.md
 * "Backups"), on the configured database (DATABASE_URL, else the embedded one under DATA_DIR; stop the
 * shop first for the embedded one, whose folder belongs to one process).
 */
const USAGE = 'Usage: npm run db:backup [-- --to <new folder>]  |  npm run db:restore -- <backup folder>';

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const [command, ...rest] = process.argv.slice(2);
let parsed: ReturnType<typeof parseArgs<{ options: { to: { type: 'string' } }; allowPositionals: true }>>;
try {
  parsed = parseArgs({ args: rest, options: { to: { type: 'string' } }, allowPositionals: true, strict: true });
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`, 2);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

try {
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const folder = path.resolve(parsed.values.to ?? path.join(config.dataDir, '..', 'backups', stamp));
    const manifest = await backupTo(config, folder);
    console.log(`Backup of the ${manifest.database} database and the files written to ${folder}`);
  } else if (command === 'restore') {
    const folder = parsed.positionals[0];
    if (!folder) fail(`Name the backup folder.\n${USAGE}`, 2);
    const manifest = await restoreFrom(config, path.resolve(folder));
    console.log(`Restored the ${manifest.database} database of ${manifest.createdAt} and its files into ${config.dataDir}`);
  } else {
    fail(USAGE, 2);
  }
} catch (error) {
  if (error instanceof BackupFailed || error instanceof EmbeddedDatabaseInUse) fail(error.message);
  throw error;
}
