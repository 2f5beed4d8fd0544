import { syncBasketAnswer, syncBasketBody } from '@shop/contracts/basket';
import type { ApiDeps } from '../../deps.ts';
import { requireUser } from '../../core/auth.ts';
import { sendJson } from '../../core/answer-cache.ts';
import type { Api } from '../../types.ts';
import { viewerOf } from '../pricing/price-viewer.ts';
import { syncBasket } from './sync-basket.service.ts';

/**
 * A body of 10,000 lines is a field error (`products`: at most 100), not a 413: the route reads up
 * to 1 MiB, the limit every other request of the server already has, and the contract refuses it.
 */
const SYNC_BODY_LIMIT = 1024 * 1024;

/** The server copy of a signed-in user's basket; guests keep theirs in the browser only (401). */
export function syncBasketRoutes(app: Api, deps: ApiDeps): void {
  app.post(
    '/v1/checkout/sync-basket',
    {
      bodyLimit: SYNC_BODY_LIMIT,
      schema: {
        tags: ['basket'],
        summary: 'Store the basket (merge: true on the first sync after sign-in); answers the current lines and what was dropped',
        security: [{ bearer: [] }],
        body: syncBasketBody,
        response: { 200: syncBasketAnswer },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('Cache-Control', 'private, no-store');
      return sendJson(reply, await syncBasket(deps, user.id, request.body, { lang: request.lang, viewer: viewerOf(request) }));
    },
  );
}
