import type { FastifyRequest } from 'fastify';
import { PRICE_AUDIENCE_COOKIE } from '@shop/api/domains/pricing/price-audience-cookie';
import { viewerKey, viewerOf } from '@shop/api/domains/pricing/price-viewer';
import { type PageAudience, RETAIL_PAGE } from './page-handler.ts';

/**
 * The page's price audience, as the API's price audience hook verified it from the signed cookie
 * (a forged, expired or missing cookie is retail). The loaders' API calls carry the same cookie, and
 * the API verifies it again for itself.
 */
export function pageAudienceOf(request: FastifyRequest): PageAudience {
  const viewer = viewerOf(request);
  if (viewer.audience === 'retail') return RETAIL_PAGE;
  return { key: viewerKey(viewer), apiCookie: `${PRICE_AUDIENCE_COOKIE}=${request.cookies[PRICE_AUDIENCE_COOKIE]}` };
}
