import { createRequire } from 'node:module';

// Vite and the React Router build plugin are installed with the shop's web app, not at the root;
// take the very same plugin from there (prepareFloor in bench/lib/framework-floor.ts runs its CLI).
const fromWebApp = createRequire(new URL('../../apps/web/package.json', import.meta.url));
const { reactRouter } = (await import(fromWebApp.resolve('@react-router/dev/vite'))) as { reactRouter: () => unknown };

export default { plugins: [reactRouter()], logLevel: 'warn' as const };
