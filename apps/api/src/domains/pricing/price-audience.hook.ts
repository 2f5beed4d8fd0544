import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { readPriceAudienceCookie } from './price-audience-cookie.ts';
import { RETAIL_VIEWER, type PriceViewer } from './price-viewer.ts';

/**
 * Every request starts as retail, or as the audience of a valid price audience cookie when it has no
 * bearer token (a page rendered on the server, and the API calls of its loaders). The cookie only
 * changes prices, never who the caller is; a bearer token always wins (see the accounts hook).
 */
export function registerPriceAudience(app: FastifyInstance, config: AppConfig): void {
  // A shared frozen default: Fastify forbids object defaults in decorateRequest, so set it per request.
  app.decorateRequest('priceAudience', null as unknown as PriceViewer);
  app.addHook('onRequest', async (request) => {
    request.priceAudience = request.headers.authorization ? RETAIL_VIEWER : (readPriceAudienceCookie(request, config) ?? RETAIL_VIEWER);
  });
}
