import { z } from 'zod';
import { productSummary } from '@shop/contracts/catalog';
import { dataEnvelope } from '@shop/contracts/envelope';
import { homeSeries as homeSeriesSchema } from '@shop/contracts/home';
import type { ApiDeps } from '../../deps.ts';
import { viewerOf } from '../pricing/price-viewer.ts';
import { viewerCacheKey } from '../pricing/viewer-cache-key.ts';
import type { Api } from '../../types.ts';
import { LIST_TTL_S, STRUCTURE_TTL_S, cachedJson, sendJson } from '../../core/answer-cache.ts';
import { homeNew, homeSeries, homeTop } from './home-blocks.service.ts';

/** Home blocks made of catalogue data: series, novelties, top. */
export function homeBlocksRoutes(app: Api, deps: ApiDeps): void {
  const seriesAnswer = dataEnvelope(z.array(homeSeriesSchema));
  app.get(
    '/v1/home/series',
    { schema: { tags: ['home'], summary: 'Series shown on the home page', response: { 200: seriesAnswer } } },
    async (request, reply) => {
      const caller = { lang: request.lang, viewer: viewerOf(request) };
      const json = await cachedJson(deps.cache, `home-series:${request.lang}`, STRUCTURE_TTL_S, seriesAnswer, async () => ({
        data: await homeSeries(deps, caller),
      }));
      return sendJson(reply, json);
    },
  );

  const cardsAnswer = dataEnvelope(z.array(productSummary));
  for (const [path, load, summary] of [
    ['/v1/home/new', homeNew, 'Novelties of the home page (12)'],
    ['/v1/home/top', homeTop, 'Seasonal hits or bestsellers of the home page (12)'],
  ] as const) {
    app.get(path, { schema: { tags: ['home'], summary, response: { 200: cardsAnswer } } }, async (request, reply) => {
      const caller = { lang: request.lang, viewer: viewerOf(request) };
      const json = await cachedJson(deps.cache, viewerCacheKey(request, path), LIST_TTL_S, cardsAnswer, async () => ({
        data: await load(deps, caller),
      }));
      return sendJson(reply, json);
    });
  }
}
