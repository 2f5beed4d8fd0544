import { defineConfig } from 'vitest/config';

/**
 * API test files that need modules of their own: they replace a module (`vi.mock`), or change or
 * assert a process-wide state of the shop (readiness's "draining", the Redis fallback's "falling back"
 * that the metrics show). Every other API file shares its worker's modules with the files before it
 * (`isolate: false`): loading the API's module graph again for each file was most of the suite's time
 * (about 3.5 s a file, over 130 files).
 */
const OWN_MODULES = [
  'apps/api/src/domains/auth/account-abuse.test.ts',
  'apps/api/src/domains/health/health.test.ts',
  'apps/api/src/core/redis-fallback.test.ts',
  'apps/api/src/core/counter-store.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    // Two cores: one worker per core, each test file boots its own embedded database.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: 'test' },
    // One migrated database for the whole run (PGlite: a dump each file loads; PostgreSQL: a copy per
    // worker), and each worker pointed at its own: apps/api/src/test/global-setup.ts.
    globalSetup: ['apps/api/src/test/global-setup.ts'],
    setupFiles: ['apps/api/src/test/worker-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: OWN_MODULES,
          // A module-level cache of test data must be per database (checkout.test-support.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: ['packages/**/*.test.ts', 'apps/web/app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'apps/web/server/**/*.test.ts', ...OWN_MODULES],
        },
      },
    ],
  },
});
