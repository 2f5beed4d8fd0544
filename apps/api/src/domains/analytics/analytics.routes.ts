import { analyticsEventAnswer, analyticsEventBody } from '@shop/contracts/analytics';
import type { ApiDeps } from '../../deps.ts';
import type { Api } from '../../types.ts';
import { recordEvent } from './analytics.service.ts';

/** The shop's own analytics events (SPEC §7 "Other": `POST /event`); any caller, rate-limited. */
export function analyticsRoutes(app: Api, deps: ApiDeps): void {
  app.post(
    '/v1/event',
    {
      config: { errorStatuses: [429] },
      schema: {
        tags: ['analytics'],
        summary: 'Record a basket event (AddToCart, AddToCartShop, RemoveFromCart); 202 once stored',
        body: analyticsEventBody,
        response: { 202: analyticsEventAnswer },
      },
    },
    async (request, reply) => {
      await recordEvent(deps, request.body, {
        lang: request.lang,
        ip: request.ip,
        visitorId: request.visitorId,
        userId: request.user?.id ?? null,
      });
      return reply.status(202).send({ data: { accepted: true } });
    },
  );
}
