import { z } from 'zod';
import { promoCheckAnswer } from '@shop/contracts/basket';
import {
  IDEMPOTENCY_HEADER,
  checkQuantityAnswer,
  checkQuantityBody,
  checkoutStoreAnswer,
  checkoutStoreBody,
  idempotencyKey,
  quoteAnswer,
  quoteBody,
  remainingProduct,
} from '@shop/contracts/checkout';
import { errorEnvelope } from '@shop/contracts/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiDeps } from '../../deps.ts';
import type { Api } from '../../types.ts';
import { checkoutSettingsRoutes } from './checkout-settings.routes.ts';
import { checkPromotions, checkQuantity, quoteBasket } from './checkout.service.ts';
import { requestShopOrigin } from '../../core/shop-origins.ts';
import { placeOrder } from './order-placement.service.ts';
import { parsePromoQuery } from './promo-query.ts';
import { StockShortage } from './stock-check.ts';

/** A 409 of `checkout/store`: a reused idempotency key, or a shortage with the list of what is short. */
const conflictAnswer = errorEnvelope.extend({ remainingProducts: z.array(remainingProduct).optional() });

/**
 * Basket bodies may be larger than the API's 64 KiB default: a 100-line basket is about 6 KB, but a
 * runaway one (10,000 lines) should be answered with the field error `products` (at most 100), which
 * the form can show, rather than a bare 413.
 */
const BASKET_BODY_LIMIT = 1024 * 1024;

const personal = (reply: FastifyReply) => reply.header('Cache-Control', 'private, no-store');
const context = (request: FastifyRequest) => ({ user: request.user, lang: request.lang });

/**
 * Checkout (SPEC §7 "Orders and checkout", §8): quotes, the stock check, the sample and gift checks
 * and placing an order, for guests and signed-in users alike. Every amount is the server's
 * (decision 0015); answers are personal and never cached.
 */
export function checkoutRoutes(app: Api, deps: ApiDeps): void {
  checkoutSettingsRoutes(app, deps);

  app.post(
    '/v1/checkout/quote',
    { bodyLimit: BASKET_BODY_LIMIT, schema: { tags: ['checkout'], summary: 'The caller’s amounts for a basket: lines, discounts, bonuses, delivery, total (whole grn)', body: quoteBody, response: { 200: quoteAnswer } } },
    async (request, reply) => {
      personal(reply);
      return { data: await quoteBasket(deps, request.body, context(request)) };
    },
  );

  app.post(
    '/v1/checkout/check-quantity',
    { bodyLimit: BASKET_BODY_LIMIT, schema: { tags: ['checkout'], summary: 'Lines that want more units than are in stock (the stock shortage dialog)', body: checkQuantityBody, response: { 200: checkQuantityAnswer } } },
    async (request, reply) => {
      personal(reply);
      return { data: await checkQuantity(deps, request.body.products, context(request)) };
    },
  );

  for (const [path, kind, summary] of [
    ['/v1/products/check-samples', 'sample', 'Sample rules the basket qualifies for, with the samples to pick from'],
    ['/v1/products/check-gift', 'gift', 'Gift rules the basket qualifies for, with the gifts that will be added'],
  ] as const) {
    app.get(
      path,
      {
        config: { errorStatuses: [422] },
        schema: {
          tags: ['checkout'],
          summary: `${summary}. Query keys \`products[<variant id>]=<count>\` of the paid lines (at most 100)`,
          response: { 200: promoCheckAnswer },
        },
      },
      async (request, reply) => {
        personal(reply);
        const lines = parsePromoQuery(request.query as Record<string, unknown>, request.lang);
        return { data: await checkPromotions(deps, kind, lines, context(request)) };
      },
    );
  }

  app.post(
    '/v1/checkout/store',
    {
      bodyLimit: BASKET_BODY_LIMIT,
      config: { errorStatuses: [409, 429, 503] },
      schema: {
        tags: ['checkout'],
        summary:
          'Place an order (quick_order 1: phone only, delivery method 1, cash). Header Idempotency-Key: a retry with the same key and body answers the same order (200), another body 409',
        headers: z.looseObject({ [IDEMPOTENCY_HEADER]: idempotencyKey }),
        body: checkoutStoreBody,
        response: { 200: checkoutStoreAnswer, 201: checkoutStoreAnswer, 409: conflictAnswer },
      },
    },
    async (request, reply) => {
      personal(reply);
      try {
        const { order, created } = await placeOrder(deps, request.body, {
          user: request.user,
          visitorId: request.visitorId,
          ip: request.ip,
          lang: request.lang,
          idempotencyKey: String(request.headers[IDEMPOTENCY_HEADER]).trim(),
          log: request.log,
          shopOrigin: requestShopOrigin(request, deps.config),
        });
        return reply.status(created ? 201 : 200).send({ data: order });
      } catch (error) {
        if (error instanceof StockShortage) return reply.status(409).send({ message: error.message, remainingProducts: error.remainingProducts });
        throw error;
      }
    },
  );
}
