import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApi, closeDeps, createDeps } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { ApiDeps } from '../deps.ts';
import { seedAll } from '../seed/seed.ts';
import { PGLITE_TEMPLATE_ENV } from './worker-databases.ts';

let template: Blob | undefined;

/** The migrated PGlite database test/global-setup.ts dumped, read once per worker; none outside such a run. */
function migratedPglite(): Blob | undefined {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (!file || !fs.existsSync(file)) return undefined;
  template ??= new Blob([fs.readFileSync(file)]);
  return template;
}

export interface TestApp {
  app: FastifyInstance;
  deps: ApiDeps;
  close(): Promise<void>;
}

/**
 * Boots the whole API for a test file: in-memory PGlite by default, loaded from the run's migrated
 * template (test/global-setup.ts); the machine's PostgreSQL and Redis when TEST_DATABASE_URL /
 * TEST_REDIS_URL are set (CI runs the suite both ways; test/worker-databases.ts gives each worker its own). The database is
 * emptied and seeded with a small catalogue (no image files unless asked).
 */
export async function createTestApp(
  options: {
    products?: number;
    images?: boolean;
    /** Settings over the test defaults, e.g. `{ NODE_ENV: undefined }` for the mode a bare start gets. */
    env?: NodeJS.ProcessEnv;
    /** Receives the JSON log lines (set LOG_LEVEL in `env`: tests log nothing by default). */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...options.env }),
    databaseUrl: process.env.TEST_DATABASE_URL || null,
    redisUrl: process.env.TEST_REDIS_URL || null,
    // Tests play clients at many addresses through X-Forwarded-For, as behind the shop's proxy
    // (injected requests come from 127.0.0.1).
    trustProxy: 'loopback',
  };
  if (config.redisUrl) {
    // The database starts empty (and its ids from 1 again): counters and answers cached for an
    // earlier run's data must not outlive it.
    const { Redis } = await import('ioredis');
    const redis = new Redis(config.redisUrl);
    await redis.flushdb();
    redis.disconnect();
  }
  const deps = await createDeps(config, { seed: false, pgliteTemplate: migratedPglite() });
  if (config.databaseUrl) {
    const { resetDatabase } = await import('../db/seed/reset.ts');
    await resetDatabase(deps.database.db);
  }
  await seedAll(deps, { products: options.products ?? 40, images: options.images ?? false });
  const app = await buildApi(deps, { logStream: options.logStream });
  await app.ready();
  return {
    app,
    deps,
    async close() {
      await app.close();
      await closeDeps(deps);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
