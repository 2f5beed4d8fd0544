import { z } from 'zod';
import { dataEnvelope } from '@shop/contracts/envelope';
import {
  staffFaqAnswer,
  staffFaqBody,
  staffFaqParams,
  staffFaqsAnswer,
} from '@shop/contracts/staff-faqs';
import type { ApiDeps } from '../../deps.ts';
import { requireUser, staffGuard } from '../../core/auth.ts';
import { toPage } from '../../core/pagination.ts';
import type { Api } from '../../types.ts';
import { createFaq, getStaffFaq, listStaffFaqs, removeFaq, saveFaq } from './staff-faqs.service.ts';

const bearerOnly = [{ bearer: [] }];

/** The `content` area (administrator, content editor), checked before the body is read: guest 401, everyone else 403. */
const contentArea = { onRequest: staffGuard('content') };

/** The FAQ in the back office (issue 29, screen "Content"). */
export function staffFaqsRoutes(app: Api, deps: ApiDeps): void {
  app.get(
    '/v1/staff/faqs',
    {
      ...contentArea,
      config: { errorStatuses: [403] },
      schema: { tags: ['staff'], summary: "Every question, unpublished ones too, in the FAQ's order", security: bearerOnly, response: { 200: staffFaqsAnswer } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      // Every row on one page: the back office's lists read the usual list envelope.
      const rows = await listStaffFaqs(deps);
      return toPage(rows, rows.length, 1, Math.max(1, rows.length), request.url);
    },
  );

  app.get(
    '/v1/staff/faqs/:id',
    {
      ...contentArea,
      config: { errorStatuses: [403, 404] },
      schema: { tags: ['staff'], summary: 'One question and its answer as stored', security: bearerOnly, params: staffFaqParams, response: { 200: staffFaqAnswer } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await getStaffFaq(deps, request.params.id, request.lang) };
    },
  );

  app.post(
    '/v1/staff/faqs',
    {
      ...contentArea,
      config: { errorStatuses: [403] },
      schema: { tags: ['staff'], summary: 'Add a question and its answer (HTML, sanitised when served)', security: bearerOnly, body: staffFaqBody, response: { 201: staffFaqAnswer } },
    },
    async (request, reply) => reply.code(201).send({ data: await createFaq(deps, requireUser(request).id, request.body) }),
  );

  app.put(
    '/v1/staff/faqs/:id',
    {
      ...contentArea,
      config: { errorStatuses: [403, 404] },
      schema: {
        tags: ['staff'],
        summary: "Save a question; the shop's FAQ shows it on its next request",
        security: bearerOnly,
        params: staffFaqParams,
        body: staffFaqBody,
        response: { 200: staffFaqAnswer },
      },
    },
    async (request) => ({ data: await saveFaq(deps, requireUser(request).id, request.params.id, request.body, request.lang) }),
  );

  app.delete(
    '/v1/staff/faqs/:id',
    {
      ...contentArea,
      config: { errorStatuses: [403, 404] },
      schema: {
        tags: ['staff'],
        summary: 'Remove a question (its text stays in the audit log)',
        security: bearerOnly,
        params: staffFaqParams,
        response: { 200: dataEnvelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => ({ data: await removeFaq(deps, requireUser(request).id, request.params.id, request.lang) }),
  );
}
