import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { dataEnvelope } from '@shop/contracts/envelope';
import {
  manager,
  managerCreatePayload,
  managerEditPayload,
  managerParams,
  managersList,
  managersQuery,
  managerStatusParams,
} from '@shop/contracts/distributor-managers';
import type { ApiDeps } from '../../deps.ts';
import { requireRole } from '../../core/auth.ts';
import type { Api } from '../../types.ts';
import { createManager, editManager, listDistributorManagers, removeManager, setManagerStatus } from './distributor-managers.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The distributor whose managers the request manages: settled by `managersGuard` before the handler. */
    managersOwner?: number;
  }
}

const bearerOnly = [{ bearer: [] }];
const PRIVATE = 'private, no-store';

/**
 * The one route-level guard of the managers' routes, run before the body is validated (so a caller
 * without the right learns nothing about the fields): only the distributor account itself (SPEC §6
 * "Distributor only"); guests are 401, its managers and every other account 403. The distributor is
 * the caller, never an id from the request, so another distributor's manager is then 404.
 */
async function managersGuard(request: FastifyRequest) {
  request.managersOwner = requireRole(request, 'distributor').id;
}

function owner(request: FastifyRequest): number {
  if (request.managersOwner === undefined) throw new Error('the managers guard did not run');
  return request.managersOwner;
}

/** SPEC §7 "Distributor managers". */
export function distributorManagersRoutes(app: Api, deps: ApiDeps): void {
  const guarded = { preValidation: managersGuard, config: { errorStatuses: [403, 404, 422] as const } };

  app.get(
    '/v1/distributor/managers',
    {
      ...guarded,
      schema: { tags: ['distributor'], summary: "The distributor's managers, oldest first (page, per_page 10)", security: bearerOnly, querystring: managersQuery, response: { 200: managersList } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      const { page, per_page } = request.query;
      return listDistributorManagers(deps, owner(request), { page, perPage: per_page, url: request.url });
    },
  );

  app.post(
    '/v1/distributor/managers',
    {
      ...guarded,
      schema: { tags: ['distributor'], summary: 'Create a manager who signs in with this e-mail and password and acts for the distributor', security: bearerOnly, body: managerCreatePayload, response: { 201: dataEnvelope(manager) } },
    },
    async (request, reply) => {
      const data = await createManager(deps, owner(request), request.body, request.lang);
      reply.code(201);
      return { data };
    },
  );

  app.put(
    '/v1/distributor/managers/:id',
    {
      ...guarded,
      schema: { tags: ['distributor'], summary: "Edit one of the distributor's managers (a new password or e-mail ends its sessions)", security: bearerOnly, params: managerParams, body: managerEditPayload, response: { 200: dataEnvelope(manager) } },
    },
    async (request) => ({ data: await editManager(deps, owner(request), request.params.id, request.body, request.lang) }),
  );

  app.delete(
    '/v1/distributor/managers/:id',
    {
      ...guarded,
      schema: { tags: ['distributor'], summary: "Delete one of the distributor's managers and its sessions", security: bearerOnly, params: managerParams, response: { 200: dataEnvelope(z.object({ id: z.number().int() })) } },
    },
    async (request) => ({ data: await removeManager(deps, owner(request), request.params.id, request.lang) }),
  );

  app.post(
    '/v1/distributor/managers/:id/:status',
    {
      ...guarded,
      schema: { tags: ['distributor'], summary: 'Activate or deactivate a manager (status: activate | deactivate); deactivation ends its sessions at once', security: bearerOnly, params: managerStatusParams, response: { 200: dataEnvelope(manager) } },
    },
    async (request) => ({ data: await setManagerStatus(deps, owner(request), request.params.id, request.params.status, request.lang) }),
  );
}
