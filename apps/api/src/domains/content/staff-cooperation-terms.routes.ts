import { z } from 'zod';
import { dataEnvelope } from '@shop/contracts/envelope';
import {
  staffCooperationTermAnswer,
  staffCooperationTermBody,
  staffCooperationTermParams,
  staffCooperationTermsAnswer,
} from '@shop/contracts/staff-cooperation-terms';
import type { ApiDeps } from '../../deps.ts';
import { requireUser, staffGuard } from '../../core/auth.ts';
import { toPage } from '../../core/pagination.ts';
import type { Api } from '../../types.ts';
import { createCooperationTerm, getStaffCooperationTerm, listStaffCooperationTerms, removeCooperationTerm, saveCooperationTerm } from './staff-cooperation-terms.service.ts';

const bearerOnly = [{ bearer: [] }];

/** The `content` area (administrator, content editor), checked before the body is read: guest 401, everyone else 403. */
const contentArea = { onRequest: staffGuard('content') };

/** The terms of cooperation in the back office (issue 29, screen "Content"). */
export function staffCooperationTermsRoutes(app: Api, deps: ApiDeps): void {
  app.get(
    '/v1/staff/cooperation-terms',
    {
      ...contentArea,
      config: { errorStatuses: [403] },
      schema: { tags: ['staff'], summary: "Every term of cooperation, unpublished ones too, in the page's order", security: bearerOnly, response: { 200: staffCooperationTermsAnswer } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      // Every row on one page: the back office's lists read the usual list envelope.
      const rows = await listStaffCooperationTerms(deps);
      return toPage(rows, rows.length, 1, Math.max(1, rows.length), request.url);
    },
  );

  app.get(
    '/v1/staff/cooperation-terms/:id',
    {
      ...contentArea,
      config: { errorStatuses: [403, 404] },
      schema: { tags: ['staff'], summary: 'One term of cooperation as stored', security: bearerOnly, params: staffCooperationTermParams, response: { 200: staffCooperationTermAnswer } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await getStaffCooperationTerm(deps, request.params.id, request.lang) };
    },
  );

  app.post(
    '/v1/staff/cooperation-terms',
    {
      ...contentArea,
      config: { errorStatuses: [403] },
      schema: { tags: ['staff'], summary: 'Add a term of cooperation (its body HTML, sanitised when served)', security: bearerOnly, body: staffCooperationTermBody, response: { 201: staffCooperationTermAnswer } },
    },
    async (request, reply) => reply.code(201).send({ data: await createCooperationTerm(deps, requireUser(request).id, request.body) }),
  );

  app.put(
    '/v1/staff/cooperation-terms/:id',
    {
      ...contentArea,
      config: { errorStatuses: [403, 404] },
      schema: {
        tags: ['staff'],
        summary: "Save a term of cooperation; the shop shows it on its next request",
        security: bearerOnly,
        params: staffCooperationTermParams,
        body: staffCooperationTermBody,
        response: { 200: staffCooperationTermAnswer },
      },
    },
    async (request) => ({ data: await saveCooperationTerm(deps, requireUser(request).id, request.params.id, request.body, request.lang) }),
  );

  app.delete(
    '/v1/staff/cooperation-terms/:id',
    {
      ...contentArea,
      config: { errorStatuses: [403, 404] },
      schema: {
        tags: ['staff'],
        summary: 'Remove a term of cooperation (its text stays in the audit log)',
        security: bearerOnly,
        params: staffCooperationTermParams,
        response: { 200: dataEnvelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => ({ data: await removeCooperationTerm(deps, requireUser(request).id, request.params.id, request.lang) }),
  );
}
