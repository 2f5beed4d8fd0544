import { orderLookupBody, orderNumberParams, orderPageAnswer, orderPageQuery } from '@shop/contracts/orders';
import type { ApiDeps } from '../../deps.ts';
import type { Api } from '../../types.ts';
import { cancelFromPage, lookUpOrder, openOrderPage } from './order-page.service.ts';

/** The owner (bearer or visitor id), the holder of the link's key, or a guest proven by number and phone (a cookie). */
const pageCaller: Array<Record<string, string[]>> = [{ bearer: [] }, {}];
const PRIVATE = 'private, no-store';

/**
 * The order's own page (`/order/{number}/`, order-page.service.ts): one order by its public number for
 * whoever may see it, a guest's look-up by number and phone, and cancelling from the page (paying
 * from it: payments/order-page-payment.ts).
 * Anyone else gets 404, exactly as for a number that does not exist.
 */
export function orderPageRoutes(app: Api, deps: ApiDeps): void {
  app.get(
    '/v1/order-page/:number',
    {
      schema: {
        tags: ['orders'],
        summary:
          'One order for its page: the owner’s (signed in or the same visitor id), with the key of the order’s link (`?key=`, then remembered for this order for 2 hours), or after a look-up by number and phone; anyone else 404',
        security: pageCaller,
        params: orderNumberParams,
        querystring: orderPageQuery,
        response: { 200: orderPageAnswer },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return { data: await openOrderPage(deps, request, reply, request.params.number, request.query.key) };
    },
  );

  app.post(
    '/v1/order-page/lookup',
    {
      config: { errorStatuses: [429] },
      schema: {
        tags: ['orders'],
        summary: 'A guest finds an order by its number and the phone given with it (0XX…, +380…, +38 (0XX) … alike); 404 when they do not match; 20 tries per address in 10 minutes and 10 per order number an hour',
        body: orderLookupBody,
        response: { 200: orderPageAnswer },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return { data: await lookUpOrder(deps, request, reply, request.body) };
    },
  );

  app.post(
    '/v1/order-page/:number/cancel',
    {
      config: { errorStatuses: [409] },
      schema: {
        tags: ['orders'],
        summary: 'Cancel the order from its page, by whoever may see it there; the profile’s rules (409 once confirmed, paid or while a payment is open)',
        security: pageCaller,
        params: orderNumberParams,
        response: { 200: orderPageAnswer },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return { data: await cancelFromPage(deps, request, reply, request.params.number) };
    },
  );
}
