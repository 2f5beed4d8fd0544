import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';
import { createShopApi, exitOnRefusedStart } from '@shop/api/shop-api';
import { connectionLimits, guardConnections, serverTimeouts } from './server/connection-guard.ts';
import { createHtmlCache } from './server/html-cache.ts';
import { readInlineStylesheet } from './server/inline-stylesheet.ts';
import { pageAudienceOf } from './server/page-audience.ts';
import { type PageHandler, registerPageHandler } from './server/page-handler.ts';
import { registerAdminApp } from './server/admin-app.ts';
import { registerStaticFiles } from './server/static-files.ts';
import { registerTrailingSlashRedirect } from './server/trailing-slash.ts';

/**
 * The shop in one process: the API under /api, built assets and media, and server-rendered pages
 * for every other path. `--dev` serves the app through Vite with hot reload instead of the build.
 * `npm start` runs it as the workers of `primary.ts`, one per core.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const dev = process.argv.includes('--dev');
const limits = connectionLimits();
// A worker's primary has migrated and seeded the database before forking it.
const shop = await createShopApi({ prepare: !cluster.isWorker, timeouts: serverTimeouts(limits) }).catch(exitOnRefusedStart);
const { app, config } = shop;
const connections = guardConnections(app, limits, config.trustProxy);
registerTrailingSlashRedirect(app);

let pages: PageHandler;
if (dev) {
  const { registerViteDevServer } = await import('./server/vite-dev.ts');
  const build = await registerViteDevServer(app, here);
  await registerStaticFiles(app, { clientDir: path.join(here, 'public'), mediaDir: config.mediaDir, publicAssets: shop.publicAssets });
  pages = registerPageHandler(app, { build, mode: 'development', origin: config.publicOrigin, contentSecurityPolicy: shop.contentSecurityPolicy, maxConcurrentRenders: 4, audienceOf: pageAudienceOf, catalogVersion: shop.catalogVersion });
} else {
  const buildDir = path.join(here, 'build');
  const clientDir = path.join(buildDir, 'client');
  const build = (await import(path.join(buildDir, 'server/index.js'))) as ServerBuild;
  await registerStaticFiles(app, { clientDir, mediaDir: config.mediaDir, publicAssets: shop.publicAssets });
  await registerAdminApp(app, { adminDir: path.join(buildDir, 'admin'), publicAssets: shop.publicAssets, contentSecurityPolicy: shop.contentSecurityPolicy });
  const cache = createHtmlCache({
    ttlSeconds: Number(process.env.HTML_CACHE_TTL) || 60,
    staleSeconds: 60,
    maxBytes: 64 * 1024 * 1024,
    version: shop.catalogVersion,
  });
  pages = registerPageHandler(app, {
    build,
    mode: 'production',
    origin: config.publicOrigin,
    stylesheet: readInlineStylesheet(clientDir),
    contentSecurityPolicy: shop.contentSecurityPolicy,
    cache: process.env.HTML_CACHE === 'off' ? undefined : cache,
    maxConcurrentRenders: Number(process.env.MAX_CONCURRENT_RENDERS) || 4,
    audienceOf: pageAudienceOf,
    catalogVersion: shop.catalogVersion,
  });
}

// Fastify's own "Server listening" line is a JSON log line inside the banner below, which says the same
// address in words: keep the logger quiet only while the socket opens.
const logLevel = app.log.level;
app.log.level = 'warn';
await app.listen({ port: config.port, host: config.host });
app.log.level = logLevel;
// Workers other than the first stay quiet; their primary reports how many serve.
if (!cluster.isWorker || cluster.worker?.id === 1) console.log(shop.banner());

// Ctrl-C reaches a worker twice (SIGINT from the terminal, SIGTERM from its primary): close once.
let closing: Promise<void> | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    // Answer what is in flight first, then let renders that outlived their request (a client that hung
    // up, a stale page being refreshed) finish: their in-process API calls fail once Fastify has closed.
    // Readiness answers 503 at once, so the proxy takes this worker out of rotation while it drains.
    shop.markDraining();
    closing ??= connections
      .drain(10_000)
      .then(() => pages.idle(5_000))
      .then(() => app.close())
      .then(() => shop.close());
    await closing;
    process.exit(0);
  });
}
