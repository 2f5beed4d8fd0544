import { staffRoleBody, staffUserAnswer, staffUserParams, staffUserPatch, staffUsersList, staffUsersQuery } from '@shop/contracts/staff-users';
import type { ApiDeps } from '../../deps.ts';
import { requireUser, staffGuard } from '../../core/auth.ts';
import type { Api } from '../../types.ts';
import { changeStaffUser, getStaffUser, listStaffUsers, setStaffRole } from './staff-users.service.ts';

const bearerOnly = [{ bearer: [] }];
const PRIVATE = 'private, no-store';

/**
 * Administrators only (`users` is the administrator's area alone), checked on the request before its
 * body or query is read: a guest is 401, any other account or staff role 403, whatever it sends.
 */
const administratorsOnly = { onRequest: staffGuard('users') };

/** The back office's accounts (issue 29, screen "Users"). */
export function staffUsersRoutes(app: Api, deps: ApiDeps): void {
  app.get(
    '/v1/staff/users',
    {
      ...administratorsOnly,
      config: { errorStatuses: [403] },
      schema: {
        tags: ['staff'],
        summary: 'Accounts, newest first: search by name, e-mail, phone, code or id; filter by type, status and staff role',
        security: bearerOnly,
        querystring: staffUsersQuery,
        response: { 200: staffUsersList },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return listStaffUsers(deps, request.query, request.url);
    },
  );

  app.get(
    '/v1/staff/users/:id',
    {
      ...administratorsOnly,
      config: { errorStatuses: [403, 404] },
      schema: { tags: ['staff'], summary: 'One account (never its password)', security: bearerOnly, params: staffUserParams, response: { 200: staffUserAnswer } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return { data: await getStaffUser(deps, request.params.id, request.lang) };
    },
  );

  // PATCH, and PUT with the same partial body: the back office's data provider saves with PUT.
  for (const method of ['patch', 'put'] as const) {
    app[method](
      '/v1/staff/users/:id',
      {
        ...administratorsOnly,
        config: { errorStatuses: [403, 404] },
        schema: {
          tags: ['staff'],
          summary: 'Change type, discounts, bonuses, block (ends the sessions at once) or agent code; only the fields sent change, and the change is in the audit log',
          security: bearerOnly,
          params: staffUserParams,
          body: staffUserPatch,
          response: { 200: staffUserAnswer },
        },
      },
      async (request) => ({ data: await changeStaffUser(deps, requireUser(request).id, request.params.id, request.body, request.lang) }),
    );
  }

  app.put(
    '/v1/staff/users/:id/staff-role',
    {
      ...administratorsOnly,
      config: { errorStatuses: [403, 404] },
      schema: {
        tags: ['staff'],
        summary: 'Give a staff role or take it back (null); an administrator cannot take its own role away',
        security: bearerOnly,
        params: staffUserParams,
        body: staffRoleBody,
        response: { 200: staffUserAnswer },
      },
    },
    async (request) => ({ data: await setStaffRole(deps, requireUser(request).id, request.params.id, request.body.staff_role, request.lang) }),
  );
}
