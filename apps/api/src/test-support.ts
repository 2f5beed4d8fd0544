/**
 * `@shop/api/test-support`: what the web server's tests need of the API beyond its entry
 * (shop-api.ts, which the production server uses alone): a test database with the API built over
 * it, the catalogue fixtures and the demo password to sign in with, and the pieces `createShopApi`
 * wires into a production server (the content security policy, public assets, request context and
 * security headers), so a test can build a smaller server from them. Nothing outside a test imports
 * it (`web-imports-only-the-api-entry` in .dependency-cruiser.cjs).
 */
export { buildApi } from './app.ts';
export { createTestApp, type TestApp } from './test/test-app.ts';
export { type CatalogFixtures, insertCatalogFixtures } from './domains/catalog/catalog.test-support.ts';
export { DEMO_PASSWORD } from './seed/users.ts';
export { contentSecurityPolicy } from './core/content-security-policy.ts';
export { currentCatalogVersion } from './core/catalog-version.ts';
export { registerPublicAssets } from './core/public-asset.ts';
export { registerRequestContext } from './core/request-context.ts';
export { registerSecurityHeaders } from './core/security-headers.ts';
