import { defineConfig } from 'vitest/config';

/**
 * `npm run test:cluster`: the shop as several instances behind deploy/haproxy.cfg, on the machine's
 * PostgreSQL and Redis (deploy/cluster/). One file at a time: it starts whole servers.
 */
export default defineConfig({
  test: {
    include: ['deploy/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
});
