import formbody from '@fastify/formbody';
import { z } from 'zod';
import { transactionAnswer, transactionBody } from '@shop/contracts/checkout';
import { API_LANGUAGES } from '@shop/contracts/i18n';
import type { ApiDeps } from '../../deps.ts';
import { HttpError, genericMessage } from '../../core/errors.ts';
import { requestShopOrigin } from '../../core/shop-origins.ts';
import type { Api } from '../../types.ts';
import { invoicesRoutes } from './invoices.routes.ts';
import { receiveLiqpayCallback } from './liqpay-callback.service.ts';
import { ownerKeyOf } from '../orders/order-owner.ts';
import { ownerActor } from './order-owner.ts';
import { orderPagePaymentRoutes } from './order-page-payment.ts';
import { RETURN_PAGES, type ReturnPage } from './payment-form.service.ts';
import { paymentReturnLocation, startPaymentAttempt } from './payments.service.ts';
import { sandboxRoutes } from './sandbox.routes.ts';

/** LiqPay's callback as it posts it (form-encoded): base64 JSON and its signature. */
const liqpayCallbackBody = z.object({
  data: z.string().min(1).max(32_000),
  signature: z.string().min(1).max(200),
});

const returnQuery = z.object({
  /** The order's public number (the MAC `t` is over it). */
  order: z.string().max(40),
  t: z.string().max(64),
  to: z.enum(Object.keys(RETURN_PAGES) as [ReturnPage, ...ReturnPage[]]).default('order'),
  lang: z.enum(API_LANGUAGES).default('ru'),
});

/**
 * Card payments (LiqPay): the provider's callback, the browser's return from LiqPay, a new attempt
 * for an unpaid order, the local sandbox, and invoices for professionals.
 */
export function paymentsRoutes(app: Api, deps: ApiDeps): void {
  // LiqPay posts forms, not JSON: the callback, the return and the sandbox read them in a scope of their own.
  app.register(async (scope) => {
    await scope.register(formbody);
    liqpayRoutes(scope as Api, deps);
    sandboxRoutes(scope as Api, deps);
  });

  app.post(
    '/v1/transaction',
    {
      config: { errorStatuses: [404, 409] },
      schema: {
        tags: ['payments'],
        summary: 'A new LiqPay attempt for an unpaid card order of the caller (signed in, or the guest by X-User-Hash), named by its public number; anything else is 404',
        body: transactionBody,
        response: { 200: transactionAnswer },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const owner = { ownerKey: ownerKeyOf(request), actor: ownerActor(request), signedIn: request.user !== null };
      const shopOrigin = requestShopOrigin(request, deps.config);
      return { data: await startPaymentAttempt(deps, owner, request.body.order_number, request.lang, { shopOrigin }) };
    },
  );

  orderPagePaymentRoutes(app, deps);
  invoicesRoutes(app, deps);
}

function liqpayRoutes(app: Api, deps: ApiDeps): void {
  app.post(
    '/v1/payments/liqpay/callback',
    {
      // LiqPay's servers call it; the signature, not the caller's origin, is what is trusted.
      config: { crossSite: 'allow', errorStatuses: [404] },
      schema: {
        tags: ['payments'],
        summary: "LiqPay's server callback (form-encoded `data` and `signature`); idempotent",
        consumes: ['application/x-www-form-urlencoded'],
        body: liqpayCallbackBody,
        response: { 200: z.object({ data: z.object({ received: z.literal(true) }) }) },
      },
    },
    async (request) => {
      await receiveLiqpayCallback(deps, request.body, request.lang, request.log);
      return { data: { received: true as const } };
    },
  );

  // The browser's way back from LiqPay's page (GET, or a POST from liqpay.ua): a redirect, not an API answer.
  app.route({
    method: ['GET', 'POST'],
    url: '/v1/payments/liqpay/return',
    config: { crossSite: 'allow' },
    schema: { hide: true, querystring: returnQuery },
    handler: async (request, reply) => {
      const location = await paymentReturnLocation(deps, request.query);
      if (!location) throw new HttpError(404, genericMessage(request.lang, 'notFound'));
      return reply.header('Cache-Control', 'no-store').redirect(location, 303);
    },
  });
}
