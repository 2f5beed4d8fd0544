import { loadConfig } from './config.ts';
import { buildApi, closeDeps, createDeps } from './app.ts';

/** The API alone (`npm run start:api`), for running it apart from the page renderer. */
const config = loadConfig();
const deps = await createDeps(config);
const app = await buildApi(deps);
await app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await closeDeps(deps);
    process.exit(0);
  });
}
