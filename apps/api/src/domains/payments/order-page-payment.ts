import type { LiqpayForm } from '@shop/contracts/checkout';
import { transactionAnswer } from '@shop/contracts/checkout';
import { orderNumberParams } from '@shop/contracts/orders';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiDeps } from '../../deps.ts';
import { requestShopOrigin } from '../../core/shop-origins.ts';
import type { Api } from '../../types.ts';
import { accessibleOrder } from '../orders/order-page.service.ts';
import { ownerActor } from './order-owner.ts';
import { startPaymentAttempt } from './payments.service.ts';

/**
 * Paying from the order's own page (`/order/{number}/`): whoever may see the order there (its owner,
 * its link's key, a guest proven by number and phone: orders/order-page-access.ts) may start a new
 * LiqPay attempt, built on the shop origin the page is on and coming back to the page.
 */
export async function payFromPage(deps: ApiDeps, request: FastifyRequest, reply: FastifyReply, number: string): Promise<LiqpayForm> {
  const order = await accessibleOrder(deps, request, reply, number);
  const owner = { ownerKey: order.ownerKey, actor: ownerActor(request), signedIn: request.user !== null };
  return startPaymentAttempt(deps, owner, order.number, request.lang, { shopOrigin: requestShopOrigin(request, deps.config), page: 'page' });
}

export function orderPagePaymentRoutes(app: Api, deps: ApiDeps): void {
  app.post(
    '/v1/order-page/:number/pay',
    {
      config: { errorStatuses: [409] },
      schema: {
        tags: ['payments'],
        summary:
          'A new LiqPay attempt for the unpaid card order from its page, by whoever may see the page (owner, link key, proven guest; anyone else 404); the shopper comes back to the page; 409 when it cannot be paid online',
        security: [{ bearer: [] }, {}],
        params: orderNumberParams,
        response: { 200: transactionAnswer },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await payFromPage(deps, request, reply, request.params.number) };
    },
  );
}
