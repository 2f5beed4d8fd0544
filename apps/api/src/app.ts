import type { ServerOptions as HttpServerOptions } from 'node:http';
import path from 'node:path';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { ApiDeps } from './deps.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { createCache } from './core/cache.ts';
import { createCounterStore } from './core/counter-store.ts';
import { redisOutageLog } from './core/redis-fallback.ts';
import { answerFrameworkError, registerErrorHandling } from './core/errors.ts';
import { requestLogSerializer } from './core/log-redaction.ts';
import { openApiTransform, publishOnlyApiRoutes } from './core/openapi.ts';
import { registerApiFallback, requireSignInBeforeValidation, validatorCompiler } from './core/route-contract.ts';
import { registerMetrics } from './core/metrics.ts';
import { registerRequestContext } from './core/request-context.ts';
import { registerPriceAudience } from './domains/pricing/price-audience.hook.ts';
import { registerSecurityHeaders } from './core/security-headers.ts';
import { registerRequestGuard } from './core/request-guard.ts';
import type { Api } from './types.ts';
import { catalogRoutes } from './domains/catalog/catalog.routes.ts';
import { reviewsRoutes } from './domains/reviews/reviews.routes.ts';
import { searchRoutes } from './domains/search/search.routes.ts';
import { ingredientsRoutes } from './domains/ingredients/ingredients.routes.ts';
import { contentRoutes } from './domains/content/content.routes.ts';
import { blogRoutes } from './domains/blog/blog.routes.ts';
import { commentRoutes } from './domains/blog/comments.routes.ts';
import { staffPostsRoutes } from './domains/blog/staff-posts.routes.ts';
import { geoRoutes } from './domains/geo/geo.routes.ts';
import { formsRoutes } from './domains/forms/forms.routes.ts';
import { healthRoutes } from './domains/health/health.routes.ts';
import { authHook } from './domains/auth/auth.hook.ts';
import { authRoutes } from './domains/auth/auth.routes.ts';
import { credentialsRoutes } from './domains/auth/credentials.routes.ts';
import { usersRoutes } from './domains/users/users.routes.ts';
import { favouritesRoutes } from './domains/favourites/favourites.routes.ts';
import { homeRoutes } from './domains/home/home.routes.ts';
import { basketRoutes } from './domains/basket/basket.routes.ts';
import { deliveryRoutes } from './domains/delivery/delivery.routes.ts';
import { checkoutRoutes } from './domains/checkout/checkout.routes.ts';
import { backInStockRoutes } from './domains/back-in-stock/back-in-stock.routes.ts';
import { demoRoutes } from './domains/demo/demo.routes.ts';
import { analyticsRoutes } from './domains/analytics/analytics.routes.ts';
import { ordersRoutes } from './domains/orders/orders.routes.ts';
import { paymentsRoutes } from './domains/payments/payments.routes.ts';
import { warehouseRoutes } from './domains/warehouse/warehouse.routes.ts';
import { distributorReportsRoutes } from './domains/distributor-reports/distributor-reports.routes.ts';
import { distributorManagersRoutes } from './domains/distributor-managers/distributor-managers.routes.ts';
import { professionalClubRoutes } from './domains/professional-club/club.routes.ts';
import { professionalApplicationsRoutes } from './domains/professional-applications/applications.routes.ts';
import { moderationRoutes } from './domains/moderation/moderation.routes.ts';
import { catalogAdminRoutes } from './domains/catalog-admin/catalog-admin.routes.ts';
import { certificatesRoutes } from './domains/certificates/certificates.routes.ts';
import { seminarsRoutes } from './domains/seminars/seminars.routes.ts';
import { platformRoutes } from './domains/platform/platform.routes.ts';
import { catalogueImportRoutes } from './domains/catalogue-import/catalogue-import.routes.ts';
import { catalogueDirectoryRoutes } from './domains/catalogue-directory/catalogue-directory.routes.ts';
import { staffUsersRoutes } from './domains/staff-users/staff-users.routes.ts';
import { auditLogRoutes } from './domains/audit/audit-log.routes.ts';
import { backOfficeRoutes } from './domains/back-office/dashboard.routes.ts';

/**
 * Opens the database (migrated, and in the demo and test modes seeded on first start) and the cache. `progress` hears each step,
 * so that a first start, which may take a minute, does not look hung. `migrate: false` skips the
 * migrations and the seed, for worker processes whose primary has already prepared the database.
 */
export async function createDeps(
  config: AppConfig,
  options: {
    seed?: boolean;
    migrate?: boolean;
    progress?: (message: string) => void;
    /** An in-memory test database starts from this dump (db/client.ts); migrations still run after it. */
    pgliteTemplate?: Blob;
  } = {},
): Promise<ApiDeps> {
  const { progress } = options;
  const inMemory = config.env === 'test' && !config.databaseUrl;
  const pgliteDir = inMemory ? 'memory://' : path.join(config.dataDir, 'pglite');
  progress?.(config.databaseUrl ? 'Connecting to PostgreSQL…' : `Opening the embedded database in ${pgliteDir}…`);
  const pgliteTemplate = inMemory ? options.pgliteTemplate : undefined;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir, pgliteTemplate });
  const prepare = options.migrate !== false;
  if (prepare) {
    progress?.('Applying migrations…');
    // Online migrations name each statement as it starts: an index built on a large table takes minutes.
    await runMigrations(database, { onProgress: progress });
  }
  const limits = createCounterStore(config.redisUrl, redisOutageLog('rate limits', 'count in this process'));
  const cache = createCache(config.redisUrl, redisOutageLog('cached answers and the catalogue version', 'are kept in this process'));
  const deps: ApiDeps = { config, database, cache, limits };
  // Only the demo and test modes seed (config.seedDemo): production starts empty (docs/operations.md "Production start").
  if (prepare && options.seed !== false && config.seedDemo) {
    await seedIfEmpty(deps, { products: Number(process.env.SEED_PRODUCTS) || undefined, progress });
  }
  return deps;
}

export async function closeDeps(deps: ApiDeps): Promise<void> {
  await deps.cache.close();
  await deps.limits.close();
  await deps.database.close();
}

/** The API under /api: every domain's routes, registered one line each so the list is easy to read. */
async function apiPlugin(api: Api, deps: ApiDeps): Promise<void> {
  // JSON bodies only, small, and no cross-site state changes (core/request-guard.ts).
  registerRequestGuard(api, { publicOrigin: deps.config.publicOrigin });
  requireSignInBeforeValidation(api);
  // Anything else under /api is a JSON 404 (or 405 for a known path), never the HTML not-found page.
  registerApiFallback(api);
  authHook(api, deps);
  healthRoutes(api, deps);
  contentRoutes(api, deps);
  blogRoutes(api, deps);
  commentRoutes(api, deps);
  staffPostsRoutes(api, deps);
  geoRoutes(api, deps);
  formsRoutes(api, deps);
  homeRoutes(api, deps);
  catalogRoutes(api, deps);
  basketRoutes(api, deps);
  deliveryRoutes(api, deps);
  checkoutRoutes(api, deps);
  reviewsRoutes(api, deps);
  backInStockRoutes(api, deps);
  searchRoutes(api, deps);
  ingredientsRoutes(api, deps);
  authRoutes(api, deps);
  credentialsRoutes(api, deps);
  usersRoutes(api, deps);
  favouritesRoutes(api, deps);
  analyticsRoutes(api, deps);
  ordersRoutes(api, deps);
  paymentsRoutes(api, deps);
  warehouseRoutes(api, deps);
  distributorReportsRoutes(api, deps);
  distributorManagersRoutes(api, deps);
  professionalClubRoutes(api, deps);
  professionalApplicationsRoutes(api, deps);
  moderationRoutes(api, deps);
  catalogAdminRoutes(api, deps);
  certificatesRoutes(api, deps);
  seminarsRoutes(api, deps);
  platformRoutes(api, deps);
  catalogueImportRoutes(api, deps);
  catalogueDirectoryRoutes(api, deps);
  staffUsersRoutes(api, deps);
  auditLogRoutes(api, deps);
  backOfficeRoutes(api, deps);
  demoRoutes(api, deps);
}

/** Socket timeouts of the HTTP server, chosen by whoever listens (apps/web/server/connection-guard.ts). */
export interface ServerTimeouts {
  keepAliveTimeout?: number;
  requestTimeout?: number;
  /** Node's own server settings (headersTimeout, connectionsCheckingInterval). */
  http?: HttpServerOptions;
}

/**
 * The root Fastify instance with the API mounted under /api. The web server adds static files and
 * the page renderer to the same instance; `npm run start:api` serves it alone.
 */
export async function buildApi(
  deps: ApiDeps,
  options: { logStream?: { write(line: string): void }; timeouts?: ServerTimeouts } = {},
): Promise<FastifyInstance> {
  const { config } = deps;
  const timeouts = options.timeouts ?? {};
  const app = Fastify({
    keepAliveTimeout: timeouts.keepAliveTimeout,
    requestTimeout: timeouts.requestTimeout,
    http: timeouts.http,
    logger:
      config.logLevel === 'silent' ? false : { level: config.logLevel, serializers: { req: requestLogSerializer }, stream: options.logStream },
    // The demo's console is for the start-up banner and real problems, not a line per request.
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreDuplicateSlashes: true, maxParamLength: 500 },
    // A request target the router cannot read (bad percent-encoding) gets the shop's error envelope.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(cookie);
  registerRequestContext(app, { secureCookies: config.env === 'production' && config.publicOrigin.startsWith('https:') });
  registerPriceAudience(app, config);
  registerSecurityHeaders(app, { hsts: config.publicOrigin.startsWith('https:') });
  registerErrorHandling(app);
  registerMetrics(app, { open: config.env !== 'production', token: config.metricsToken });
  publishOnlyApiRoutes(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Professional cosmetics shop API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: openApiTransform,
  });
  // The contract is public knowledge in the demo; production shows it only when asked (API_DOCS=on).
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(async (api) => apiPlugin(api as Api, deps), { prefix: '/api' });
  return app;
}
