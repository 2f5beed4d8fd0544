import { z } from 'zod';
import { dataEnvelope } from '@shop/contracts/envelope';
import { productPage, productPageQuery } from '@shop/contracts/product';
import type { ApiDeps } from '../../deps.ts';
import { viewerOf } from '../pricing/price-viewer.ts';
import { viewerCacheKey } from '../pricing/viewer-cache-key.ts';
import type { Api } from '../../types.ts';
import { LIST_TTL_S, cachedJson, sendJson } from '../../core/answer-cache.ts';
import { getProductPage } from './product-page.service.ts';

export function productPageRoutes(app: Api, deps: ApiDeps): void {
  const answer = dataEnvelope(productPage);
  app.get(
    '/v1/catalog/product/:slug',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Product page: card, seven tabs, breadcrumbs, SEO and JSON-LD fields; 404 for an unknown slug',
        params: z.object({ slug: z.string().min(1).max(200) }),
        querystring: productPageQuery,
        response: { 200: answer },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { slug } = request.params;
      const variant = request.query.value;
      const key = viewerCacheKey(request, 'product', slug, variant ?? '');
      const json = await cachedJson(deps.cache, key, LIST_TTL_S, answer, async () => ({
        data: await getProductPage(deps, slug, variant, { lang: request.lang, viewer }),
      }));
      return sendJson(reply, json);
    },
  );
}
