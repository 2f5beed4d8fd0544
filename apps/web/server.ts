import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';
import { buildApi, closeDeps, createDeps } from '@shop/api/app';
import { startupBanner, startupConfig, startupProgress } from '@shop/api/startup';
import { currentCatalogVersion } from '@shop/api/core/catalog-version';
import { createHtmlCache } from './server/html-cache.ts';
import { readInlineStylesheet } from './server/inline-stylesheet.ts';
import { pageAudienceOf } from './server/page-audience.ts';
import { registerPageHandler } from './server/page-handler.ts';
import { registerStaticFiles } from './server/static-files.ts';
import { registerTrailingSlashRedirect } from './server/trailing-slash.ts';

/**
 * The shop in one process: the API under /api, built assets and media, and server-rendered pages
 * for every other path. `--dev` serves the app through Vite with hot reload instead of the build.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const dev = process.argv.includes('--dev');
const config = startupConfig();
const deps = await createDeps(config, { progress: startupProgress });
const app = await buildApi(deps);
registerTrailingSlashRedirect(app);

if (dev) {
  const { registerViteDevServer } = await import('./server/vite-dev.ts');
  const build = await registerViteDevServer(app, here);
  await registerStaticFiles(app, { clientDir: path.join(here, 'public'), mediaDir: config.mediaDir });
  registerPageHandler(app, { build, mode: 'development', origin: config.publicOrigin, maxConcurrentRenders: 4, audienceOf: pageAudienceOf });
} else {
  const buildDir = path.join(here, 'build');
  const clientDir = path.join(buildDir, 'client');
  const build = (await import(path.join(buildDir, 'server/index.js'))) as ServerBuild;
  await registerStaticFiles(app, { clientDir, mediaDir: config.mediaDir });
  const cache = createHtmlCache({
    ttlSeconds: Number(process.env.HTML_CACHE_TTL) || 60,
    staleSeconds: 60,
    maxBytes: 64 * 1024 * 1024,
    version: () => currentCatalogVersion(deps.cache),
  });
  registerPageHandler(app, {
    build,
    mode: 'production',
    origin: config.publicOrigin,
    stylesheet: readInlineStylesheet(clientDir),
    cache: process.env.HTML_CACHE === 'off' ? undefined : cache,
    maxConcurrentRenders: Number(process.env.MAX_CONCURRENT_RENDERS) || 4,
    audienceOf: pageAudienceOf,
  });
}

await app.listen({ port: config.port, host: config.host });
console.log(startupBanner(config, deps, { pages: true }));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await closeDeps(deps);
    process.exit(0);
  });
}
