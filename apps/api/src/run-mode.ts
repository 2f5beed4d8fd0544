/**
 * How the shop runs, decided in one place for every entry point (`npm start`, `start:api`, `dev`,
 * the CLIs and the tests):
 *
 * - `production`: real providers only; a missing provider key stops the start (production-settings.ts).
 * - `demo`: local drivers (SMS codes and letters shown on screen), loopback only unless HOST is set.
 * - `test`: like demo, for the test runners (in-memory database, silent logs).
 *
 * `SHOP_MODE` wins; otherwise `NODE_ENV=production` means production, `NODE_ENV=test` means test, and
 * anything else (no NODE_ENV, `development`) is the demo. `NODE_ENV` alone is not enough to tell,
 * because the page renderer needs `NODE_ENV=production` to load React's production build even in
 * the demo: `npm start` resolves the mode first and hands it to the server as `SHOP_MODE`.
 */
export const RUN_MODES = ['production', 'demo', 'test'] as const;
export type RunMode = (typeof RUN_MODES)[number];

export class RunModeError extends Error {}

export function resolveRunMode(env: NodeJS.ProcessEnv): RunMode {
  const explicit = env.SHOP_MODE?.trim().toLowerCase();
  if (explicit) {
    if ((RUN_MODES as readonly string[]).includes(explicit)) return explicit as RunMode;
    throw new RunModeError(`SHOP_MODE must be one of ${RUN_MODES.join(', ')} (got "${env.SHOP_MODE}")`);
  }
  if (env.NODE_ENV === 'production') return 'production';
  if (env.NODE_ENV === 'test') return 'test';
  return 'demo';
}
