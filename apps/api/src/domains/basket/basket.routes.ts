import { z } from 'zod';
import { basketLine, basketProductsQuery } from '@shop/contracts/basket';
import { buyTogetherQuery, productSummary } from '@shop/contracts/catalog';
import { dataEnvelope } from '@shop/contracts/envelope';
import type { ApiDeps } from '../../deps.ts';
import { viewerOf } from '../pricing/price-viewer.ts';
import { viewerCacheKey } from '../pricing/viewer-cache-key.ts';
import { foldBracketKeys } from '../../core/query-arrays.ts';
import type { Api } from '../../types.ts';
import { buyTogether } from './buy-together.service.ts';
import { LIST_TTL_S, cachedJson, sendJson } from '../../core/answer-cache.ts';
import { basketProducts } from './basket-lines.service.ts';
import { syncBasketRoutes } from './sync-basket.routes.ts';

export function basketRoutes(app: Api, deps: ApiDeps): void {
  const answer = dataEnvelope(z.array(productSummary));
  app.get(
    '/v1/basket/products/buy-with-in-basket',
    {
      preValidation: foldBracketKeys,
      schema: {
        tags: ['basket'],
        summary: 'Products often bought with the basket (products[] = product ids, prices[] = variant ids)',
        querystring: buyTogetherQuery,
        response: { 200: answer },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const products = [...new Set(request.query.products ?? [])].sort((a, b) => a - b);
      const prices = [...new Set(request.query.prices ?? [])].sort((a, b) => a - b);
      const key = viewerCacheKey(request, 'buy-together', products.join(','), prices.join(','));
      const json = await cachedJson(deps.cache, key, LIST_TTL_S, answer, async () => ({
        data: await buyTogether(deps, { products, prices }, { lang: request.lang, viewer }),
      }));
      return sendJson(reply, json);
    },
  );

  const lines = dataEnvelope(z.array(basketLine));
  app.get(
    '/v1/basket/products',
    {
      preValidation: foldBracketKeys,
      schema: {
        tags: ['basket'],
        summary: 'Current basket lines by variant ids (ids[] = price ids), at the caller’s prices; client_price=1 adds the client price for professionals and distributors',
        querystring: basketProductsQuery,
        response: { 200: lines },
      },
    },
    async (request, reply) => {
      // Stock and the caller's prices must be current: not cached anywhere.
      reply.header('Cache-Control', 'private, no-store');
      const { ids, client_price } = request.query;
      return { data: await basketProducts(deps, ids ?? [], { lang: request.lang, viewer: viewerOf(request) }, client_price === 1) };
    },
  );

  syncBasketRoutes(app, deps);
}
