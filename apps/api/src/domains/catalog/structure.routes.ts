import { z } from 'zod';
import { attributeQuery, attributeWithCounts, catalogLanding, category, landingQuery, sitemapSources } from '@shop/contracts/catalog';
import { dataEnvelope } from '@shop/contracts/envelope';
import type { ApiDeps } from '../../deps.ts';
import { viewerOf } from '../pricing/price-viewer.ts';
import { viewerCacheKey } from '../pricing/viewer-cache-key.ts';
import { foldBracketKeys } from '../../core/query-arrays.ts';
import type { Api } from '../../types.ts';
import { getAttribute } from './attributes.service.ts';
import { STRUCTURE_TTL_S, cachedJson, sendJson } from '../../core/answer-cache.ts';
import { getLanding, listCategories } from './categories.service.ts';
import { loadSitemapSources } from './sitemap.repository.ts';

const slugParams = z.object({ slug: z.string().min(1).max(200) });
const idParams = z.object({ id: z.string().min(1).max(200) });

/** Categories, landings (category, brand, series, collection, tag) and attribute counts. */
export function structureRoutes(app: Api, deps: ApiDeps): void {
  const categoriesAnswer = dataEnvelope(z.array(category));
  app.get(
    '/v1/catalog/categories',
    { schema: { tags: ['catalog'], summary: 'All categories (flat, with parentId) and their product counts', response: { 200: categoriesAnswer } } },
    async (request, reply) => {
      const json = await cachedJson(deps.cache, `categories:${request.lang}`, STRUCTURE_TTL_S, categoriesAnswer, async () => ({
        data: await listCategories(deps, request.lang),
      }));
      return sendJson(reply, json);
    },
  );

  const sitemapAnswer = dataEnvelope(sitemapSources);
  app.get(
    '/v1/catalog/sitemap',
    { schema: { tags: ['catalog'], summary: 'Slugs of every listed product and of ingredients with products, for the sitemap', response: { 200: sitemapAnswer } } },
    async (_request, reply) => {
      // The same in both languages: slugs do not change with the language.
      const json = await cachedJson(deps.cache, 'sitemap', STRUCTURE_TTL_S, sitemapAnswer, async () => ({
        data: await loadSitemapSources(deps.database.db),
      }));
      return sendJson(reply, json);
    },
  );

  const landingAnswer = dataEnvelope(catalogLanding);
  app.get(
    '/v1/catalog/category/:slug',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Landing of a category, brand, series, collection or tag (with ?tag=): title, description, breadcrumbs, SEO, filter',
        params: slugParams,
        querystring: landingQuery,
        response: { 200: landingAnswer },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const key = `landing:${request.lang}:${slug}:${request.query.type ?? ''}:${request.query.tag ?? ''}`;
      const json = await cachedJson(deps.cache, key, STRUCTURE_TTL_S, landingAnswer, async () => ({
        data: await getLanding(deps, slug, request.query, request.lang),
      }));
      return sendJson(reply, json);
    },
  );

  const attributeAnswer = dataEnvelope(attributeWithCounts);
  app.get(
    '/v1/get_attribute/:id',
    {
      preValidation: foldBracketKeys,
      schema: {
        tags: ['catalog'],
        summary: 'An attribute (id or slug) with its values and product counts under the list filters',
        params: idParams,
        querystring: attributeQuery,
        response: { 200: attributeAnswer },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const key = viewerCacheKey(request, 'attribute', request.params.id, JSON.stringify(request.query));
      const json = await cachedJson(deps.cache, key, STRUCTURE_TTL_S, attributeAnswer, async () => ({
        data: await getAttribute(deps, request.params.id, request.query, { lang: request.lang, viewer }),
      }));
      return sendJson(reply, json);
    },
  );
}
