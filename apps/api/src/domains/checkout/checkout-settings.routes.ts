import {
  firstOrderPromotion,
  firstOrderPromotionAnswer,
  paymentMethodOffersAnswer,
  staffPaymentMethodAnswer,
  staffPaymentMethodBody,
  staffPaymentMethodParams,
  staffPaymentMethodsAnswer,
} from '@shop/contracts/checkout-settings';
import type { ApiDeps } from '../../deps.ts';
import { requireUser, staffGuard } from '../../core/auth.ts';
import { toPage } from '../../core/pagination.ts';
import type { Api } from '../../types.ts';
import {
  getFirstOrderPromotion,
  getStaffPaymentMethod,
  listPaymentMethodOffers,
  listStaffPaymentMethods,
  saveFirstOrderPromotion,
  savePaymentMethod,
} from './checkout-settings.service.ts';

const bearerOnly = [{ bearer: [] }];

/** The `settings` area (administrators), checked before the body is read: guest 401, everyone else 403. */
const settingsArea = { onRequest: staffGuard('settings') };

/**
 * The ways of paying the checkout offers (public) and, in the back office (issue 29, screen
 * "Settings"), the payment methods and the first-order promotion.
 */
export function checkoutSettingsRoutes(app: Api, deps: ApiDeps): void {
  app.get(
    '/v1/payment_methods',
    { schema: { tags: ['checkout'], summary: 'The ways of paying checkout offers, localised, in the shop’s order (who may use which: the order’s rules)', response: { 200: paymentMethodOffersAnswer } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      reply.header('Vary', 'X-Localization');
      return { data: await listPaymentMethodOffers(deps, request.lang) };
    },
  );

  app.get(
    '/v1/staff/settings/payment-methods',
    {
      ...settingsArea,
      config: { errorStatuses: [403] },
      schema: { tags: ['staff'], summary: 'Every payment method, switched-off ones too', security: bearerOnly, response: { 200: staffPaymentMethodsAnswer } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      // Every row on one page: the back office's lists read the usual list envelope.
      const rows = await listStaffPaymentMethods(deps);
      return toPage(rows, rows.length, 1, Math.max(1, rows.length), request.url);
    },
  );

  app.get(
    '/v1/staff/settings/payment-methods/:id',
    {
      ...settingsArea,
      config: { errorStatuses: [403, 404] },
      schema: { tags: ['staff'], summary: 'One payment method (liqpay, cash or invoice; another code 404)', security: bearerOnly, params: staffPaymentMethodParams, response: { 200: staffPaymentMethodAnswer } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await getStaffPaymentMethod(deps, request.params.id, request.lang) };
    },
  );

  app.put(
    '/v1/staff/settings/payment-methods/:id',
    {
      ...settingsArea,
      config: { errorStatuses: [403, 404] },
      schema: {
        tags: ['staff'],
        summary: "Save a payment method's titles, descriptions, order and whether checkout offers it; the card or cash stays on",
        security: bearerOnly,
        params: staffPaymentMethodParams,
        body: staffPaymentMethodBody,
        response: { 200: staffPaymentMethodAnswer },
      },
    },
    async (request) => ({ data: await savePaymentMethod(deps, requireUser(request).id, request.params.id, request.body, request.lang) }),
  );

  app.get(
    '/v1/staff/settings/first-order-promotion',
    {
      ...settingsArea,
      config: { errorStatuses: [403] },
      schema: { tags: ['staff'], summary: 'The first-order promotion: on or off and its percent', security: bearerOnly, response: { 200: firstOrderPromotionAnswer } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await getFirstOrderPromotion(deps) };
    },
  );

  app.put(
    '/v1/staff/settings/first-order-promotion',
    {
      ...settingsArea,
      config: { errorStatuses: [403] },
      schema: {
        tags: ['staff'],
        summary: 'Switch the first-order promotion and set its percent (1–50); the next quote and order use it',
        security: bearerOnly,
        body: firstOrderPromotion,
        response: { 200: firstOrderPromotionAnswer },
      },
    },
    async (request) => ({ data: await saveFirstOrderPromotion(deps, requireUser(request).id, request.body) }),
  );
}
