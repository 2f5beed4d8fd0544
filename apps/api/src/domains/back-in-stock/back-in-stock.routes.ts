import { notifyWhenAvailableBody, notifyWhenAvailableResponse } from '@shop/contracts/reviews';
import type { ApiDeps } from '../../deps.ts';
import type { Api } from '../../types.ts';
import { requestNotification } from './back-in-stock.service.ts';

/** Back-in-stock requests: a visitor asks to be told when a sold-out variant returns. */
export function backInStockRoutes(app: Api, deps: ApiDeps): void {
  app.post(
    '/v1/products/notify-when-available',
    {
      config: { errorStatuses: [429] },
      schema: {
        tags: ['back-in-stock'],
        summary: 'Ask to be told when a variant is back in stock',
        body: notifyWhenAvailableBody,
        response: { 201: notifyWhenAvailableResponse },
      },
    },
    async (request, reply) => {
      const { message } = await requestNotification(deps, request.body, {
        lang: request.lang,
        ip: request.ip,
        visitorId: request.visitorId,
        userId: request.user?.id ?? null,
      });
      return reply.status(201).send({ data: { message } });
    },
  );
}
