import type { FastifyRequest } from 'fastify';
import { readPriceAudience } from '@shop/api/shop-api';
import { type PageAudience, RETAIL_PAGE } from './page-handler.ts';

/**
 * The page's price audience, as the API's price audience hook verified it from the signed cookie
 * (a forged, expired or missing cookie is retail). The loaders' API calls carry the same cookie, and
 * the API verifies it again for itself.
 */
export function pageAudienceOf(request: FastifyRequest): PageAudience {
  const audience = readPriceAudience(request);
  return audience ? { key: audience.key, apiCookie: audience.cookie } : RETAIL_PAGE;
}
