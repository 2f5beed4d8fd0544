import { staffDeliveryMethodAnswer, staffDeliveryMethodBody, staffDeliveryMethodParams, staffDeliveryMethodsAnswer } from '@shop/contracts/staff-settings';
import type { ApiDeps } from '../../deps.ts';
import { requireUser, staffGuard } from '../../core/auth.ts';
import type { Api } from '../../types.ts';
import { listStaffDeliveryMethods, saveDeliveryMethod } from './staff-delivery-methods.service.ts';

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
    async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await listStaffDeliveryMethods(deps) };
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
