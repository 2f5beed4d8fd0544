/**
 * The test run's shared databases (test/global-setup.ts makes them, test/worker-setup.ts applies them).
 *
 * Points each test worker at its own PostgreSQL database and Redis database (vitest.config.ts
 * `setupFiles`, run in the worker before each test file), so that the PostgreSQL suite can run on
 * several workers: a test app empties and seeds its database and flushes its Redis database.
 * Worker n (VITEST_POOL_ID, 1…maxWorkers) gets `<database>_w<n>`, made by test/global-setup.ts from the
 * migrated database, and the Redis database after TEST_REDIS_URL's by n (…/0 → …/1, …/2).
 * Without TEST_DATABASE_URL this does nothing: each file has its own embedded database anyway.
 */

/** Where test/global-setup.ts left the dumped, migrated PGlite database (read by test/test-app.ts). */
export const PGLITE_TEMPLATE_ENV = 'SHOP_TEST_PGLITE_TEMPLATE';
/** The PostgreSQL URL the worker databases were copied from, as CI gave it. */
export const POSTGRES_BASE_ENV = 'SHOP_TEST_POSTGRES_BASE';
/** The Redis URL as CI gave it, kept because TEST_REDIS_URL is rewritten per worker. */
const REDIS_BASE_ENV = 'SHOP_TEST_REDIS_BASE';

export function workerDatabaseName(url: string, worker: number): string {
  return `${decodeURIComponent(new URL(url).pathname.slice(1))}_w${worker}`;
}

export function pointWorkerAtItsDatabases(): void {
  const base = process.env[POSTGRES_BASE_ENV];
  if (!base) return;
  const worker = Number(process.env.VITEST_POOL_ID) || 1;
  const database = new URL(base);
  database.pathname = `/${workerDatabaseName(base, worker)}`;
  process.env.TEST_DATABASE_URL = database.toString();
  process.env[REDIS_BASE_ENV] ??= process.env.TEST_REDIS_URL ?? '';
  const redisBase = process.env[REDIS_BASE_ENV];
  if (redisBase) {
    const redis = new URL(redisBase);
    redis.pathname = `/${(Number(redis.pathname.slice(1)) || 0) + worker}`;
    process.env.TEST_REDIS_URL = redis.toString();
  }
}
