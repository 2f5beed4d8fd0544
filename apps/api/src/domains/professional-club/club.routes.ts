import { z } from 'zod';
import { ordersList } from '@shop/contracts/orders';
import {
  clientOrdersQuery,
  clientParams,
  clientPricesAnswer,
  clientPricesBody,
  clientPricesList,
  clientPricesRawQuery,
  clientsQuery,
  clubClientAnswer,
  clubClientsList,
} from '@shop/contracts/professional-club';
import { requireUser, roleGuard } from '../../core/auth.ts';
import type { ApiDeps } from '../../deps.ts';
import { viewerOf } from '../pricing/price-viewer.ts';
import type { Api } from '../../types.ts';
import { clientOf, clientOrders, listClients, openPricesLink, pagePrices, pricesPdf, requestPricesFile } from './club.service.ts';

const bearerOnly = [{ bearer: [] }];
const PRIVATE = 'private, no-store';

/**
 * The professional club (SPEC §6 "Professional: client list, client orders, client prices"): one
 * route-level guard lets in professionals and distributors (a professional type), not their
 * managers; guests are 401, everyone else 403. Every lookup is then keyed by the caller's own code
 * or id, so another professional's client or file is 404. Client prices also let in a distributor's
 * managers, who hand out its professional prices (SPEC §6 "the prices popup").
 */
export function professionalClubRoutes(app: Api, deps: ApiDeps): void {
  const guarded = { preHandler: roleGuard('professional'), config: { errorStatuses: [403] as const } };
  const pricesGuarded = { preHandler: roleGuard('professional', 'manager'), config: { errorStatuses: [403] as const } };

  app.get(
    '/v1/client_prices',
    {
      ...pricesGuarded,
      config: { errorStatuses: [403, 422] },
      schema: {
        tags: ['professional club'],
        summary:
          'Variants on sale for the prices popup: search (title or article, 10 a page) or variants (ids, comma-separated); retail, the caller’s own price and the price its file lists (client, or professional for a distributor)',
        security: bearerOnly,
        querystring: clientPricesRawQuery,
        response: { 200: clientPricesList },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return pagePrices(deps, requireUser(request), viewerOf(request), request.query, request.url, request.lang);
    },
  );

  app.get(
    '/v1/user/clients',
    {
      ...guarded,
      schema: {
        tags: ['professional club'],
        summary: 'The users linked to the caller’s code: search by name, phone or e-mail; page, perPage (15 by default)',
        security: bearerOnly,
        querystring: clientsQuery,
        response: { 200: clubClientsList },
      },
    },
    async (request, reply) => {
      const { search, page, per_page, perPage } = request.query;
      reply.header('Cache-Control', PRIVATE);
      return listClients(deps, requireUser(request), { search, page, perPage: perPage ?? per_page, url: request.url });
    },
  );

  app.get(
    '/v1/user/clients/:id',
    {
      ...guarded,
      schema: {
        tags: ['professional club'],
        summary: 'One client linked to the caller’s code; anyone else is 404',
        security: bearerOnly,
        params: clientParams,
        response: { 200: clubClientAnswer },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return { data: await clientOf(deps, requireUser(request), request.params.id, request.lang) };
    },
  );

  app.get(
    '/v1/user/clients/:id/orders',
    {
      ...guarded,
      schema: {
        tags: ['professional club'],
        summary: 'A client’s orders, newest first, with their lines and totals (page, perPage); another professional’s client is 404',
        security: bearerOnly,
        params: clientParams,
        querystring: clientOrdersQuery,
        response: { 200: ordersList },
      },
    },
    async (request, reply) => {
      const { page, per_page, perPage } = request.query;
      reply.header('Cache-Control', PRIVATE);
      return clientOrders(deps, requireUser(request), request.params.id, { page, perPage: perPage ?? per_page, url: request.url }, request.lang);
    },
  );

  app.post(
    '/v1/client_prices/download',
    {
      ...pricesGuarded,
      schema: {
        tags: ['professional club'],
        summary: 'Prepares prices.pdf of the chosen products (id, value = variant id, count) at client prices (a distributor’s: professional prices); answers the path that opens it for 15 minutes, for the caller alone',
        security: bearerOnly,
        body: clientPricesBody,
        response: { 200: clientPricesAnswer },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return { data: await requestPricesFile(deps, requireUser(request), request.body, request.lang) };
    },
  );

  app.get(
    '/v1/client_prices/file',
    {
      ...pricesGuarded,
      config: { errorStatuses: [403, 404] },
      schema: {
        tags: ['professional club'],
        summary: 'The prices.pdf a download path names: only for the user who asked for it, until it expires; otherwise 404',
        security: bearerOnly,
        querystring: z.object({ token: z.string().min(1).max(12_000) }),
        response: { 200: { description: 'prices.pdf', content: { 'application/pdf': { schema: z.any().meta({ type: 'string', format: 'binary' }) } } } },
      },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const link = openPricesLink(deps, caller, request.query.token, request.lang);
      const pdf = await pricesPdf(deps, caller, link, request.lang);
      return reply.header('Cache-Control', PRIVATE).header('Content-Disposition', 'attachment; filename="prices.pdf"').type('application/pdf').send(pdf);
    },
  );
}
