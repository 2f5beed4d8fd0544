import { z } from 'zod';
import { dataEnvelope, listEnvelope } from '@shop/contracts/envelope';
import { ingredientItem, ingredientLetter, ingredientListQuery, ingredientPage, ingredientPageQuery } from '@shop/contracts/ingredients';
import type { ApiDeps } from '../../deps.ts';
import { viewerOf } from '../pricing/price-viewer.ts';
import { viewerCacheKey } from '../pricing/viewer-cache-key.ts';
import type { Api } from '../../types.ts';
import { LIST_TTL_S, STRUCTURE_TTL_S, cachedJson, sendJson } from '../../core/answer-cache.ts';
import { getIngredient, letters, listIngredients } from './ingredients.service.ts';

export function ingredientsRoutes(app: Api, deps: ApiDeps): void {
  const lettersAnswer = dataEnvelope(z.array(ingredientLetter));
  app.get(
    '/v1/ingredients/letters',
    { schema: { tags: ['ingredients'], summary: 'First letters of INCI names with ingredient counts', response: { 200: lettersAnswer } } },
    async (_request, reply) => {
      const json = await cachedJson(deps.cache, 'ingredient-letters', STRUCTURE_TTL_S, lettersAnswer, async () => ({ data: await letters(deps) }));
      return sendJson(reply, json);
    },
  );

  const listAnswer = listEnvelope(ingredientItem);
  app.get(
    '/v1/ingredients',
    {
      schema: {
        tags: ['ingredients'],
        summary: 'Ingredients by INCI name, filtered by first letter or search text',
        querystring: ingredientListQuery,
        response: { 200: listAnswer },
      },
    },
    async (request, reply) => {
      const key = `ingredients:${request.lang}:${JSON.stringify(request.query)}`;
      const json = await cachedJson(deps.cache, key, STRUCTURE_TTL_S, listAnswer, () =>
        listIngredients(deps, request.query, request.url, request.lang),
      );
      return sendJson(reply, json);
    },
  );

  const pageAnswer = dataEnvelope(ingredientPage);
  app.get(
    '/v1/ingredients/:slug',
    {
      schema: {
        tags: ['ingredients'],
        summary: 'An ingredient and the products containing it (12 per page); 404 for an unknown slug',
        params: z.object({ slug: z.string().min(1).max(200) }),
        querystring: ingredientPageQuery,
        response: { 200: pageAnswer },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { page, per_page } = request.query;
      const key = viewerCacheKey(request, 'ingredient', request.params.slug, page, per_page);
      const json = await cachedJson(deps.cache, key, LIST_TTL_S, pageAnswer, async () => ({
        data: await getIngredient(deps, request.params.slug, { page, perPage: per_page, url: request.url }, { lang: request.lang, viewer }),
      }));
      return sendJson(reply, json);
    },
  );
}
