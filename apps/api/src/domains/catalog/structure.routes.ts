import { z } from 'zod';
import { attributeQuery, attributeWithCounts, catalogLanding, category, landingQuery, listFacets, listFacetsQuery, sitemapIndex, sitemapLandings, sitemapProduct, sitemapProductsQuery } from '@shop/contracts/catalog';
import { dataEnvelope } from '@shop/contracts/envelope';
import type { ApiDeps } from '../../deps.ts';
import { viewerOf } from '../pricing/price-viewer.ts';
import { viewerCacheKey } from '../pricing/viewer-cache-key.ts';
import { foldBracketKeys } from '../../core/query-arrays.ts';
import type { Api } from '../../types.ts';
import { getAttribute } from './attributes.service.ts';
import { STRUCTURE_TTL_S, cachedJson, sendJson } from '../../core/answer-cache.ts';
import { getLanding, listCategories } from './categories.service.ts';
import { listFacets as loadListFacets } from './list-facets.service.ts';
import { loadSitemapIndex, loadSitemapLandings, loadSitemapProducts } from './sitemap.repository.ts';

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

  // The sitemap: slugs only, the same in both languages, cached under the catalogue version.
  const sitemapIndexAnswer = dataEnvelope(sitemapIndex);
  app.get(
    '/v1/catalog/sitemap',
    { schema: { tags: ['catalog'], summary: 'The sitemap index: how many product files and when each part last changed', response: { 200: sitemapIndexAnswer } } },
    async (_request, reply) =>
      sendJson(reply, await cachedJson(deps.cache, 'sitemap:index', STRUCTURE_TTL_S, sitemapIndexAnswer, async () => ({ data: await loadSitemapIndex(deps.database.db) }))),
  );
  const sitemapProductsAnswer = dataEnvelope(z.array(sitemapProduct));
  app.get(
    '/v1/catalog/sitemap/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Slugs of listed products for one sitemap file (20,000 a page, by id); a page past the last is empty',
        querystring: sitemapProductsQuery,
        response: { 200: sitemapProductsAnswer },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await cachedJson(deps.cache, `sitemap:products:${request.query.page}`, STRUCTURE_TTL_S, sitemapProductsAnswer, async () => ({
          data: await loadSitemapProducts(deps.database.db, request.query.page),
        })),
      ),
  );
  const sitemapLandingsAnswer = dataEnvelope(sitemapLandings);
  app.get(
    '/v1/catalog/sitemap/landings',
    { schema: { tags: ['catalog'], summary: 'Brands, series, collections, categories, tags and ingredients that have listed products', response: { 200: sitemapLandingsAnswer } } },
    async (_request, reply) =>
      sendJson(reply, await cachedJson(deps.cache, 'sitemap:landings', STRUCTURE_TTL_S, sitemapLandingsAnswer, async () => ({ data: await loadSitemapLandings(deps.database.db) }))),
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

  const facetsAnswer = dataEnvelope(listFacets);
  app.get(
    '/v1/catalog/facets',
    {
      preValidation: foldBracketKeys,
      schema: {
        tags: ['catalog'],
        summary: 'Brands and variant volumes with product counts under the list filters (each without its own choice)',
        querystring: listFacetsQuery,
        response: { 200: facetsAnswer },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const key = viewerCacheKey(request, 'list-facets', JSON.stringify(request.query));
      const json = await cachedJson(deps.cache, key, STRUCTURE_TTL_S, facetsAnswer, async () => ({
        data: await loadListFacets(deps, request.query, { lang: request.lang, viewer }),
      }));
      return sendJson(reply, json);
    },
  );
}
