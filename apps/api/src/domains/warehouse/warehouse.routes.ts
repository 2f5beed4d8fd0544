import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { int32IdParam } from '@shop/contracts/bounds';
import { documentAnswer, documentsAnswer, documentsQuery, leftoversAnswer, leftoversQuery, manualMoveBody, saleBody, variantsAnswer, variantsQuery } from '@shop/contracts/warehouse';
import { actingDistributorId, requireRole } from '../../core/auth.ts';
import { sendJson } from '../../core/answer-cache.ts';
import { HttpError } from '../../core/errors.ts';
import type { ApiDeps } from '../../deps.ts';
import type { Api } from '../../types.ts';
import { warehouseMessage } from './warehouse.messages.ts';
import { documentDetail, documentExcel, documentsPage, leftoversPage, recordManualMove, recordSale, variantChoices } from './warehouse.service.ts';
import { XLSX_TYPE } from './warehouse-xlsx.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The distributor whose warehouse the request reads or writes: settled by `warehouseGuard`. */
    warehouseOwner?: number;
  }
}

const bearerOnly = [{ bearer: [] }];
const idParams = z.object({ id: int32IdParam });

/**
 * The one route-level guard of the warehouse: a distributor acts for itself, a manager for its
 * distributor (SPEC §6); guests are 401, every other account 403. A single document is then looked
 * up by (distributor, id), so another distributor's document is 404.
 */
async function warehouseGuard(request: FastifyRequest) {
  const user = requireRole(request, 'distributor', 'manager');
  const owner = actingDistributorId(user);
  if (!owner) throw new HttpError(403, warehouseMessage(request.lang, 'noDistributor'));
  request.warehouseOwner = owner;
}

function owner(request: FastifyRequest): number {
  if (request.warehouseOwner === undefined) throw new Error('the warehouse guard did not run');
  return request.warehouseOwner;
}

/** SPEC §7 "Documents" and "Remainings" (issue 28): moves, sales documents and leftovers. */
export function warehouseRoutes(app: Api, deps: ApiDeps): void {
  const guarded = { preHandler: warehouseGuard, config: { errorStatuses: [403] as const } };

  app.get(
    '/v1/documents',
    {
      ...guarded,
      schema: {
        tags: ['documents'],
        summary: 'The distributor’s moves (type=moving) or sales documents (type=invoice), newest first; page, perPage (10 by default)',
        security: bearerOnly,
        querystring: documentsQuery,
        response: { 200: documentsAnswer },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const { type, page, per_page, perPage } = request.query;
      return documentsPage(deps, owner(request), { type, page, per_page: perPage ?? per_page }, request.url);
    },
  );

  app.get(
    '/v1/documents/:id',
    {
      preHandler: warehouseGuard,
      config: { errorStatuses: [403, 404] as const },
      schema: { tags: ['documents'], summary: 'One move or sales document with its lines', security: bearerOnly, params: idParams, response: { 200: documentAnswer } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return documentDetail(deps, owner(request), request.params.id, request.lang);
    },
  );

  app.get(
    '/v1/documents/:id/excel',
    {
      preHandler: warehouseGuard,
      config: { errorStatuses: [403, 404] as const },
      schema: {
        tags: ['documents'],
        summary: 'One move or sales document as .xlsx',
        security: bearerOnly,
        params: idParams,
        response: {
          200: { description: 'The document (.xlsx)', content: { [XLSX_TYPE]: { schema: z.any().meta({ type: 'string', format: 'binary' }) } } },
        },
      },
    },
    async (request, reply) => {
      const { number, xlsx } = await documentExcel(deps, owner(request), request.params.id, request.lang);
      const ascii = number.replace(/[^A-Za-z0-9-]/g, '') || String(request.params.id);
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="document-${ascii}.xlsx"; filename*=UTF-8''${encodeURIComponent(`${number}.xlsx`)}`)
        .type(XLSX_TYPE)
        .send(xlsx);
    },
  );

  app.post(
    '/v1/documents/moves',
    {
      preHandler: warehouseGuard,
      config: { errorStatuses: [403, 422] as const },
      schema: { tags: ['documents'], summary: 'Records a manual move into the warehouse; the leftovers grow by its lines', security: bearerOnly, body: manualMoveBody, response: { 201: documentAnswer } },
    },
    async (request, reply) => {
      const user = requireRole(request, 'distributor', 'manager');
      reply.status(201);
      return recordManualMove(deps, owner(request), user.id, request.body, request.lang);
    },
  );

  app.post(
    '/v1/documents/sales',
    {
      preHandler: warehouseGuard,
      config: { errorStatuses: [403, 422] as const },
      schema: {
        tags: ['documents'],
        summary: 'Records a sale to the distributor’s customer; the leftovers shrink in the same transaction, never below zero (422 names what is short)',
        security: bearerOnly,
        body: saleBody,
        response: { 201: documentAnswer },
      },
    },
    async (request, reply) => {
      const user = requireRole(request, 'distributor', 'manager');
      reply.status(201);
      return recordSale(deps, owner(request), user.id, request.body, request.lang);
    },
  );

  app.get(
    '/v1/remainings',
    {
      ...guarded,
      schema: { tags: ['remainings'], summary: 'What the distributor holds now, searched by product, brand or article', security: bearerOnly, querystring: leftoversQuery, response: { 200: leftoversAnswer } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const { search, page, per_page, perPage } = request.query;
      return sendJson(reply, await leftoversPage(deps, owner(request), { search, page, per_page: perPage ?? per_page }, request.url, request.lang));
    },
  );

  app.get(
    '/v1/remainings/variants',
    {
      ...guarded,
      schema: {
        tags: ['remainings'],
        summary: 'Up to 20 catalogue variants matching the search, with what the distributor holds (the forms’ product picker)',
        security: bearerOnly,
        querystring: variantsQuery,
        response: { 200: variantsAnswer },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return variantChoices(deps, owner(request), request.query.search, request.lang);
    },
  );
}
