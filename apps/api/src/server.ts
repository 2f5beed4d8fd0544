import { buildApi, closeDeps, createDeps } from './app.ts';
import { markDraining } from './core/readiness.ts';
import { assertProductionData, exitOnRefusedStart, startupBanner, startupConfig, startupProgress } from './startup.ts';

/** The API alone (`npm run start:api`), for running it apart from the page renderer. */
const config = startupConfig();
const deps = await createDeps(config, { progress: startupProgress });
await assertProductionData(deps).catch(exitOnRefusedStart);
const app = await buildApi(deps);
await app.listen({ port: config.port, host: config.host });
console.log(startupBanner(config, deps, { pages: false }));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    markDraining();
    await app.close();
    await closeDeps(deps);
    process.exit(0);
  });
}
