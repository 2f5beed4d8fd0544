import { z } from 'zod';
import { dataEnvelope } from '@shop/contracts/envelope';
import {
  staffHeaderMessageAnswer,
  staffHeaderMessageBody,
  staffHeaderMessageParams,
  staffHeaderMessagesAnswer,
} from '@shop/contracts/staff-header-messages';
import type { ApiDeps } from '../../deps.ts';
import { requireUser, staffGuard } from '../../core/auth.ts';
import { toPage } from '../../core/pagination.ts';
import type { Api } from '../../types.ts';
import { createHeaderMessage, getStaffHeaderMessage, listStaffHeaderMessages, removeHeaderMessage, saveHeaderMessage } from './staff-header-messages.service.ts';

const bearerOnly = [{ bearer: [] }];

/** The `content` area (administrator, content editor), checked before the body is read: guest 401, everyone else 403. */
const contentArea = { onRequest: staffGuard('content') };

/** The header's rotating messages in the back office (issue 29, screen "Content"). */
export function staffHeaderMessagesRoutes(app: Api, deps: ApiDeps): void {
  app.get(
    '/v1/staff/header-messages',
    {
      ...contentArea,
      config: { errorStatuses: [403] },
      schema: { tags: ['staff'], summary: "The header's messages, hidden ones too, in the header's order", security: bearerOnly, response: { 200: staffHeaderMessagesAnswer } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      // Every row on one page: the back office's lists read the usual list envelope.
      const rows = await listStaffHeaderMessages(deps);
      return toPage(rows, rows.length, 1, Math.max(1, rows.length), request.url);
    },
  );

  app.get(
    '/v1/staff/header-messages/:id',
    {
      ...contentArea,
      config: { errorStatuses: [403, 404] },
      schema: { tags: ['staff'], summary: 'One header message', security: bearerOnly, params: staffHeaderMessageParams, response: { 200: staffHeaderMessageAnswer } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await getStaffHeaderMessage(deps, request.params.id, request.lang) };
    },
  );

  app.post(
    '/v1/staff/header-messages',
    {
      ...contentArea,
      config: { errorStatuses: [403] },
      schema: { tags: ['staff'], summary: 'Add a header message', security: bearerOnly, body: staffHeaderMessageBody, response: { 201: staffHeaderMessageAnswer } },
    },
    async (request, reply) => reply.code(201).send({ data: await createHeaderMessage(deps, requireUser(request).id, request.body) }),
  );

  app.put(
    '/v1/staff/header-messages/:id',
    {
      ...contentArea,
      config: { errorStatuses: [403, 404] },
      schema: {
        tags: ['staff'],
        summary: 'Save a header message; the header shows it on its next page',
        security: bearerOnly,
        params: staffHeaderMessageParams,
        body: staffHeaderMessageBody,
        response: { 200: staffHeaderMessageAnswer },
      },
    },
    async (request) => ({ data: await saveHeaderMessage(deps, requireUser(request).id, request.params.id, request.body, request.lang) }),
  );

  app.delete(
    '/v1/staff/header-messages/:id',
    {
      ...contentArea,
      config: { errorStatuses: [403, 404] },
      schema: {
        tags: ['staff'],
        summary: 'Remove a header message (its text stays in the audit log)',
        security: bearerOnly,
        params: staffHeaderMessageParams,
        response: { 200: dataEnvelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => ({ data: await removeHeaderMessage(deps, requireUser(request).id, request.params.id, request.lang) }),
  );
}
