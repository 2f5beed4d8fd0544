import { dataEnvelope } from '@shop/contracts/envelope';
import { searchQuery, searchResult } from '@shop/contracts/search';
import type { ApiDeps } from '../../deps.ts';
import { viewerOf } from '../pricing/price-viewer.ts';
import { viewerCacheKey } from '../pricing/viewer-cache-key.ts';
import type { Api } from '../../types.ts';
import { LIST_TTL_S, cachedJson, sendJson } from '../../core/answer-cache.ts';
import { searchTerms } from '../../core/search-text.ts';
import { search } from './search.service.ts';

export function searchRoutes(app: Api, deps: ApiDeps): void {
  const answer = dataEnvelope(searchResult);
  app.get(
    '/v1/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Header search: up to 8 products and 4 posts; typo-tolerant, both scripts; any text accepted',
        querystring: searchQuery,
        response: { 200: answer },
      },
    },
    async (request, reply) => {
      const terms = searchTerms(request.query.query);
      const viewer = viewerOf(request);
      // Folded terms key the cache, so «Крем», «крем» and «крем!» share one answer.
      const key = viewerCacheKey(request, 'search', terms.text);
      const json = await cachedJson(deps.cache, key, LIST_TTL_S, answer, async () => ({
        data: await search(deps, terms, { lang: request.lang, viewer }),
      }));
      return sendJson(reply, json);
    },
  );
}
