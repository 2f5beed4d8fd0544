import { citiesAnswer, citySearchQuery, deliveryMethodsAnswer, warehouseQuery, warehousesAnswer } from '@shop/contracts/delivery';
import type { ApiDeps } from '../../deps.ts';
import type { Api } from '../../types.ts';
import { listDeliveryMethods } from './delivery-methods.service.ts';
import { listWarehouses, searchCities } from './directory.service.ts';
import { staffDeliveryMethodsRoutes } from './staff-delivery-methods.routes.ts';

/**
 * Delivery (SPEC §3 "Delivery method", §7): the shop's methods and the Nova Poshta directory, for
 * everyone (guests check out too). The directory is read through the shop so the carrier's key
 * stays on the server; both lookups are rate-limited per address and cached for a day.
 */
export function deliveryRoutes(app: Api, deps: ApiDeps): void {
  staffDeliveryMethodsRoutes(app, deps);

  app.get(
    '/v1/delivery_methods',
    { schema: { tags: ['delivery'], summary: 'Active delivery methods, localised, prices in whole grn', response: { 200: deliveryMethodsAnswer } } },
    async (request) => ({ data: await listDeliveryMethods(deps, request.lang) }),
  );

  app.get(
    '/v1/delivery/cities',
    {
      config: { errorStatuses: [429, 503] },
      schema: {
        tags: ['delivery'],
        summary: 'Nova Poshta towns whose name (Ukrainian or Russian) contains the search, best matches first; at most 20',
        querystring: citySearchQuery,
        response: { 200: citiesAnswer },
      },
    },
    async (request) => ({ data: await searchCities(deps, request.query.search, { lang: request.lang, ip: request.ip, log: request.log }) }),
  );

  app.get(
    '/v1/delivery/warehouses',
    {
      config: { errorStatuses: [429, 503] },
      schema: {
        tags: ['delivery'],
        summary: "A town's working Nova Poshta branches or parcel lockers by number, narrowed by number or address; at most 50",
        querystring: warehouseQuery,
        response: { 200: warehousesAnswer },
      },
    },
    async (request) => {
      const { city_ref: cityRef, type, search } = request.query;
      return { data: await listWarehouses(deps, { cityRef, kind: type, search }, { lang: request.lang, ip: request.ip, log: request.log }) };
    },
  );
}
