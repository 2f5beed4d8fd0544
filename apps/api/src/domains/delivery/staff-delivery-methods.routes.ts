import { staffDeliveryMethodAnswer, staffDeliveryMethodBody, staffDeliveryMethodParams, staffDeliveryMethodsAnswer } from '@shop/contracts/staff-settings';
import type { ApiDeps } from '../../deps.ts';
import { requireUser, staffGuard } from '../../core/auth.ts';
import { toPage } from '../../core/pagination.ts';
import type { Api } from '../../types.ts';
import { getStaffDeliveryMethod, listStaffDeliveryMethods, saveDeliveryMethod } from './staff-delivery-methods.service.ts';

const bearerOnly = [{ bearer: [] }];

/** The `settings` area (administrators), checked before the body is read: guest 401, everyone else 403. */
const settingsArea = { onRequest: staffGuard('settings') };

/** The delivery methods in the back office (issue 29, screen "Settings"). */
export function staffDeliveryMethodsRoutes(app: Api, deps: ApiDeps): void {
  app.get(
    '/v1/staff/settings/delivery-methods',
    {
      ...settingsArea,
      config: { errorStatuses: [403] },
      schema: { tags: ['staff'], summary: 'Every delivery method, switched-off ones too, prices in whole grn', security: bearerOnly, response: { 200: staffDeliveryMethodsAnswer } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      // Every row on one page: the back office's lists read the usual list envelope.
      const rows = await listStaffDeliveryMethods(deps);
      return toPage(rows, rows.length, 1, Math.max(1, rows.length), request.url);
    },
  );

  app.get(
    '/v1/staff/settings/delivery-methods/:id',
    {
      ...settingsArea,
      config: { errorStatuses: [403, 404] },
      schema: { tags: ['staff'], summary: 'One delivery method, prices in whole grn', security: bearerOnly, params: staffDeliveryMethodParams, response: { 200: staffDeliveryMethodAnswer } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await getStaffDeliveryMethod(deps, request.params.id, request.lang) };
    },
  );

  app.put(
    '/v1/staff/settings/delivery-methods/:id',
    {
      ...settingsArea,
      config: { errorStatuses: [403, 404] },
      schema: {
        tags: ['staff'],
        summary: "Save a delivery method's titles, descriptions, price (whole grn), order and whether checkout offers it; the quick order's method stays on",
        security: bearerOnly,
        params: staffDeliveryMethodParams,
        body: staffDeliveryMethodBody,
        response: { 200: staffDeliveryMethodAnswer },
      },
    },
    async (request) => ({ data: await saveDeliveryMethod(deps, requireUser(request).id, request.params.id, request.body, request.lang) }),
  );
}
