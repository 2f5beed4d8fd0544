import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildApi, closeDeps, createDeps, type ServerTimeouts } from './app.ts';
import type { AppConfig } from './config.ts';
import { currentCatalogVersion } from './core/catalog-version.ts';
import { contentSecurityPolicy } from './core/content-security-policy.ts';
import { registerPublicAssets } from './core/public-asset.ts';
import { markDraining } from './core/readiness.ts';
import { DEMO_UNLOCK_COOKIE } from './core/demo-access.ts';
import { staffPreviewCookieHeader } from './core/staff-preview-cookie.ts';
import { PRICE_AUDIENCE_COOKIE } from './domains/pricing/price-audience-cookie.ts';
import { viewerKey, viewerOf } from './domains/pricing/price-viewer.ts';
import { assertProductionData, startupBanner, startupConfig, startupProgress } from './startup.ts';

export type { AppConfig, ServerTimeouts };
export { exitOnRefusedStart } from './startup.ts';

/** What the page server gets from the API package, and all it needs of it. */
export interface ShopApi {
  /** The root Fastify instance with the API under /api; the page server adds its own routes to it. */
  app: FastifyInstance;
  config: AppConfig;
  database: 'pglite' | 'postgres';
  cache: 'memory' | 'redis';
  /** The catalogue version that cached pages are kept under; a catalogue change moves it. */
  catalogVersion(): Promise<string>;
  /** A page's Content Security Policy, given the hash sources of its inline scripts (docs/decisions/0003). */
  contentSecurityPolicy(scriptHashes: readonly string[]): string;
  /** Marks the routes `register` declares as public, long-cached files (no visitor cookie, no document headers). */
  publicAssets(register: (scope: FastifyInstance) => Promise<void>): Promise<void>;
  /** The lines to print once the server listens: mode, address, drivers, database and cache. */
  banner(): string;
  /** Says "not ready" on `/api/health/ready` from now on, so the proxy stops sending new requests. */
  markDraining(): void;
  close(): Promise<void>;
}

export interface ShopApiOptions {
  /** Settings; read from the environment when left out (a production start without its keys exits). */
  config?: AppConfig;
  /**
   * Migrate and seed the database first (default). Worker processes pass `false`: their primary
   * has done it once, before forking them (`prepareDatabase`).
   */
  prepare?: boolean;
  timeouts?: ServerTimeouts;
}

/** The one entry of the page server into the API package: opens the database and cache and builds the API. */
export async function createShopApi(options: ShopApiOptions = {}): Promise<ShopApi> {
  const config = options.config ?? startupConfig();
  const prepare = options.prepare !== false;
  // Progress lines only where the slow first start happens, not once per worker.
  const deps = await createDeps(config, { migrate: prepare, progress: prepare ? startupProgress : undefined });
  // The process that prepares the database also refuses production data it must not serve (demo accounts).
  if (prepare) await assertProductionData(deps).catch(async (error) => {
    await closeDeps(deps);
    throw error;
  });
  const app = await buildApi(deps, { timeouts: options.timeouts });
  return {
    app,
    config,
    database: deps.database.kind,
    cache: deps.cache.kind,
    catalogVersion: () => currentCatalogVersion(deps.cache),
    contentSecurityPolicy,
    publicAssets: (register) => registerPublicAssets(app, register),
    banner: () => startupBanner(config, deps, { pages: true }),
    markDraining,
    close: () => closeDeps(deps),
  };
}

/** What the process that starts the workers learns when it prepares the database. */
export interface PreparedDatabase {
  config: AppConfig;
  database: 'pglite' | 'postgres';
  cache: 'memory' | 'redis';
}

/**
 * Applies migrations and the first-start seed once (demo and test modes; production refuses demo
 * accounts instead, `assertProductionData`), then lets the database go, so that workers
 * forked afterwards open it without preparing it again.
 */
export async function prepareDatabase(config: AppConfig = startupConfig()): Promise<PreparedDatabase> {
  const deps = await createDeps(config, { progress: startupProgress });
  const database = deps.database.kind;
  try {
    await assertProductionData(deps);
  } finally {
    await closeDeps(deps);
  }
  return { config, database, cache: config.redisUrl ? 'redis' : 'memory' };
}

/**
 * The Cookie header that lets a loader's API call read the demo's outbox for this visitor (a public
 * demo unlocked with its token, core/demo-access.ts); null without that cookie.
 */
export function demoUnlockCookie(request: FastifyRequest): string | null {
  const value = request.cookies?.[DEMO_UNLOCK_COOKIE];
  return value && /^[A-Za-z0-9_-]{1,200}$/.test(value) ? `${DEMO_UNLOCK_COOKIE}=${value}` : null;
}

/**
 * The Cookie header that lets a preview page's API calls show a draft to the staff user previewing it
 * (core/staff-preview-cookie.ts; the API checks it again); null without a well-formed cookie.
 */
export function staffPreviewCookie(request: FastifyRequest): string | null {
  return staffPreviewCookieHeader(request);
}

/**
 * The price audience the API verified for this request from its signed cookie, for the page server
 * to key its page cache by and to pass on to the loaders' API calls; null for retail (a forged,
 * expired or missing cookie is retail).
 */
export function readPriceAudience(request: FastifyRequest): { key: string; cookie: string } | null {
  const viewer = viewerOf(request);
  if (viewer.audience === 'retail') return null;
  return { key: viewerKey(viewer), cookie: `${PRICE_AUDIENCE_COOKIE}=${request.cookies[PRICE_AUDIENCE_COOKIE]}` };
}
