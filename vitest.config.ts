import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/web/app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'apps/web/server/**/*.test.ts'],
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
  },
});
