import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { reportAnswer, reportQuery, sendReportAnswer } from '@shop/contracts/distributor-report';
import type { ApiDeps } from '../../deps.ts';
import { actingDistributorId, requireRole } from '../../core/auth.ts';
import { HttpError, genericMessage } from '../../core/errors.ts';
import { sendJson } from '../../core/answer-cache.ts';
import type { Api } from '../../types.ts';
import { reportsMessage } from './distributor-reports.messages.ts';
import { distributorReport, distributorReportXlsx, leftoversFile, salesDocumentPdf, sendLeftoversReport } from './distributor-reports.service.ts';
import { openReportLink } from './report-link.ts';
import { XLSX_TYPE } from './report-xlsx.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The distributor whose storage the request reads: settled by `storageGuard` before the handler. */
    storageOwner?: number;
  }
}

const bearerOnly = [{ bearer: [] }];
const binary = (description: string, type: string) => ({
  description,
  content: { [type]: { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
});

/**
 * The one route-level guard of the distributor's reports: a distributor acts for itself, a manager
 * for the distributor it belongs to (SPEC §6); guests are 401, every other account 403. Ownership of
 * a single document is then a lookup by (distributor, id), so another distributor's id is 404.
 */
async function storageGuard(request: FastifyRequest) {
  const user = requireRole(request, 'distributor', 'manager');
  const owner = actingDistributorId(user);
  if (!owner) throw new HttpError(403, genericMessage(request.lang, 'forbidden'));
  request.storageOwner = owner;
}

/**
 * The leftovers file opens either for the signed-in distributor (or its manager) or, from the
 * remainings letter, by its signed link (distributor, expires, key), which names the one
 * distributor whose file it opens. A link with a wrong key or past its time is 404.
 */
const attachmentQuery = z.object({
  distributor: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  expires: z.coerce.number().int().positive().optional(),
  key: z.string().max(64).optional(),
});

async function attachmentGuard(this: ApiDeps, request: FastifyRequest) {
  const { distributor, expires, key } = request.query as z.infer<typeof attachmentQuery>;
  if (key === undefined && distributor === undefined && expires === undefined) return storageGuard(request);
  const owner = distributor && expires && key ? openReportLink(this.config, { distributor, expires, key }) : null;
  if (!owner) throw new HttpError(404, reportsMessage(request.lang, 'badLink'));
  request.storageOwner = owner;
}

function owner(request: FastifyRequest): number {
  if (request.storageOwner === undefined) throw new Error('the storage guard did not run');
  return request.storageOwner;
}

/** SPEC §7 "Remainings" and the sales document's PDF (issue 28), for distributors and their managers. */
export function distributorReportsRoutes(app: Api, deps: ApiDeps): void {
  const guarded = { preHandler: storageGuard, config: { errorStatuses: [403, 422] as const } };

  app.get(
    '/v1/remainings/report',
    {
      ...guarded,
      schema: {
        tags: ['remainings'],
        summary: 'Sales and stock of a period (days, brands, products) for the distributor or its manager',
        security: bearerOnly,
        querystring: reportQuery,
        response: { 200: reportAnswer },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return sendJson(reply, await distributorReport(deps, owner(request), request.query, request.lang));
    },
  );

  app.get(
    '/v1/remainings/report/excel',
    {
      ...guarded,
      schema: {
        tags: ['remainings'],
        summary: 'The report of a period as .xlsx (products, days, brands)',
        security: bearerOnly,
        querystring: reportQuery,
        response: { 200: binary('The report (.xlsx)', XLSX_TYPE) },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const xlsx = await distributorReportXlsx(deps, owner(request), request.query, request.lang);
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="report-${from}-${to}.xlsx"`)
        .type(XLSX_TYPE)
        .send(xlsx);
    },
  );

  app.post(
    '/v1/remainings/send-report',
    {
      preHandler: storageGuard,
      config: { errorStatuses: [403, 429] },
      schema: {
        tags: ['remainings'],
        summary: 'Mails the leftovers report (a letter with a 7-day download link) to the distributor’s address; 3 an hour',
        security: bearerOnly,
        response: { 200: sendReportAnswer },
      },
    },
    async (request) => {
      const sent = await sendLeftoversReport(deps, owner(request), request.lang);
      return { data: { email: sent.email }, message: sent.message };
    },
  );

  app.get(
    '/v1/remainings/attachment',
    {
      preHandler: attachmentGuard.bind(deps),
      config: { errorStatuses: [403, 404] },
      schema: {
        tags: ['remainings'],
        summary: 'Today’s leftovers as .xlsx: signed in as the distributor or its manager, or by the remainings letter’s link',
        security: [...bearerOnly, {}],
        querystring: attachmentQuery,
        response: { 200: binary('The leftovers (.xlsx)', XLSX_TYPE) },
      },
    },
    async (request, reply) => {
      const xlsx = await leftoversFile(deps, owner(request), request.lang);
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', 'attachment; filename="remainings.xlsx"')
        .type(XLSX_TYPE)
        .send(xlsx);
    },
  );

  app.get(
    '/v1/documents/:id/pdf',
    {
      preHandler: storageGuard,
      config: { errorStatuses: [403] },
      schema: {
        tags: ['documents'],
        summary: 'A sales document (видаткова накладна) as a printable PDF; another distributor’s is 404',
        security: bearerOnly,
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: binary('The sales document (PDF)', 'application/pdf') },
      },
    },
    async (request, reply) => {
      const { number, pdf } = await salesDocumentPdf(deps, owner(request), request.params.id, request.lang);
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="document-${encodeURIComponent(number)}.pdf"`)
        .type('application/pdf')
        .send(pdf);
    },
  );
}
