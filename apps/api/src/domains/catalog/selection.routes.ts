import { dataEnvelope } from '@shop/contracts/envelope';
import { productList } from '@shop/contracts/catalog';
import { selectionFilters as selectionFiltersSchema, selectionProductsQuery, selectionQuery } from '@shop/contracts/selection';
import type { ApiDeps } from '../../deps.ts';
import { viewerOf } from '../pricing/price-viewer.ts';
import { viewerCacheKey } from '../pricing/viewer-cache-key.ts';
import { foldBracketKeys } from '../../core/query-arrays.ts';
import type { Api } from '../../types.ts';
import { LIST_TTL_S, STRUCTURE_TTL_S, cachedJson, sendJson } from '../../core/answer-cache.ts';
import { selectionFilters, selectionProducts } from './selection.service.ts';

/** The selection helper (/podbor-kosmetiki/). */
export function selectionRoutes(app: Api, deps: ApiDeps): void {
  const filtersAnswer = dataEnvelope(selectionFiltersSchema);
  app.get(
    '/v1/selection/get_filters',
    {
      preValidation: foldBracketKeys,
      schema: {
        tags: ['selection'],
        summary: 'Facets of the selection helper with product counts under the current choice',
        querystring: selectionQuery,
        response: { 200: filtersAnswer },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const key = viewerCacheKey(request, 'selection-filters', JSON.stringify(request.query));
      const json = await cachedJson(deps.cache, key, STRUCTURE_TTL_S, filtersAnswer, async () => ({
        data: await selectionFilters(deps, request.query, { lang: request.lang, viewer }),
      }));
      return sendJson(reply, json);
    },
  );

  app.get(
    '/v1/selection/get_products',
    {
      preValidation: foldBracketKeys,
      schema: {
        tags: ['selection'],
        summary: 'Products of the current selection, 12 per page',
        querystring: selectionProductsQuery,
        response: { 200: productList },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { page, per_page, ...choice } = request.query;
      const key = viewerCacheKey(request, 'selection-products', JSON.stringify(request.query));
      const json = await cachedJson(deps.cache, key, LIST_TTL_S, productList, () =>
        selectionProducts(deps, choice, { page, perPage: per_page, url: request.url }, { lang: request.lang, viewer }),
      );
      return sendJson(reply, json);
    },
  );
}
