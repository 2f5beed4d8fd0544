import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { PGLITE_TEMPLATE_ENV } from './worker-databases.ts';

/**
 * Runs once before the test files (vitest.config.ts `globalSetup`). Embedded PGlite (the default):
 * migrates one in-memory database and dumps it to a file, which every test file loads (test/test-app.ts)
 * instead of running all migrations again (about 2 s of CPU per file).
 */
export default async function setup(): Promise<() => Promise<void>> {
  return process.env.TEST_DATABASE_URL ? async () => {} : pgliteTemplate();
}

async function pgliteTemplate(): Promise<() => Promise<void>> {
  const database = await openDatabase({ databaseUrl: null, pgliteDir: 'memory://' });
  await runMigrations(database);
  const client = (database.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-template-'));
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  // The workers are started after this and inherit the environment.
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return async () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
