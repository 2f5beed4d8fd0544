import { productList, productListQuery, productSummary, productsByIdsQuery, salesQuery } from '@shop/contracts/catalog';
import { dataEnvelope } from '@shop/contracts/envelope';
import { z } from 'zod';
import type { ApiDeps } from '../../deps.ts';
import { viewerOf } from '../pricing/price-viewer.ts';
import { viewerCacheKey } from '../pricing/viewer-cache-key.ts';
import { foldBracketKeys } from '../../core/query-arrays.ts';
import type { Api } from '../../types.ts';
import { LIST_TTL_S, cachedJson, sendJson } from '../../core/answer-cache.ts';
import { listCatalogProducts, pageOfCards, productSummariesByIds } from './products.service.ts';

export function productsRoutes(app: Api, deps: ApiDeps): void {
  app.get(
    '/v1/catalog/products',
    {
      preValidation: foldBracketKeys,
      schema: {
        tags: ['catalog'],
        summary: 'Product list: filters, sorting, pagination (also outlet, novelties, bestsellers, search results)',
        querystring: productListQuery,
        response: { 200: productList },
      },
    },
    async (request, reply) => {
      const { page, per_page, ...filters } = request.query;
      const viewer = viewerOf(request);
      const caller = { lang: request.lang, viewer };
      const key = viewerCacheKey(request, 'products', JSON.stringify(request.query));
      const json = await cachedJson(deps.cache, key, LIST_TTL_S, productList, () =>
        listCatalogProducts(deps, filters, { page, perPage: per_page, url: request.url }, caller),
      );
      return sendJson(reply, json);
    },
  );

  app.get(
    '/v1/products',
    {
      preValidation: foldBracketKeys,
      schema: {
        tags: ['catalog'],
        summary: 'Product summaries by ids, in the order asked (basket, favourites)',
        querystring: productsByIdsQuery,
        response: { 200: dataEnvelope(z.array(productSummary)) },
      },
    },
    async (request) => ({
      data: await productSummariesByIds(deps, request.query.ids ?? [], { lang: request.lang, viewer: viewerOf(request) }),
    }),
  );

  app.get(
    '/v1/sales',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Products on promotion, paginated',
        querystring: salesQuery,
        response: { 200: productList },
      },
    },
    async (request, reply) => {
      const { page, per_page, sort } = request.query;
      const viewer = viewerOf(request);
      const key = viewerCacheKey(request, 'sales', JSON.stringify(request.query));
      const json = await cachedJson(deps.cache, key, LIST_TTL_S, productList, () =>
        pageOfCards(deps, { promotions: true }, sort ?? 'with_promotions', { page, perPage: per_page, url: request.url }, {
          lang: request.lang,
          viewer,
        }),
      );
      return sendJson(reply, json);
    },
  );
}
