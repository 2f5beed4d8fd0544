import { z } from 'zod';
import { invoiceAnswer, invoiceBody } from '@shop/contracts/checkout';
import type { ApiDeps } from '../../deps.ts';
import { requireRole } from '../../core/auth.ts';
import type { Api } from '../../types.ts';
import { invoicePdf, requestInvoice } from './invoices.service.ts';

const bearerOnly = [{ bearer: [] }];
const invoiceParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Invoices for professionals and distributors (not their managers): own orders paid by invoice. */
export function invoicesRoutes(app: Api, deps: ApiDeps): void {
  app.post(
    '/v1/invoices',
    {
      config: { errorStatuses: [403, 404, 409] },
      schema: {
        tags: ['payments'],
        summary: 'The invoice of an own order paid by invoice (professionals and distributors): where to download it',
        security: bearerOnly,
        body: invoiceBody,
        response: { 200: invoiceAnswer },
      },
    },
    async (request, reply) => {
      const user = requireRole(request, 'professional');
      reply.header('Cache-Control', 'private, no-store');
      return { data: await requestInvoice(deps, user.id, request.body.order_id, request.lang) };
    },
  );

  app.get(
    '/v1/invoices/:id.pdf',
    {
      config: { errorStatuses: [403] },
      schema: {
        tags: ['payments'],
        summary: 'The invoice as a PDF (its owner only)',
        security: bearerOnly,
        params: invoiceParams,
        response: {
          200: { description: 'The invoice (PDF)', content: { 'application/pdf': { schema: z.any().meta({ type: 'string', format: 'binary' }) } } },
        },
      },
    },
    async (request, reply) => {
      const user = requireRole(request, 'professional');
      const pdf = await invoicePdf(deps, user.id, request.params.id, request.lang);
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="invoice-${request.params.id}.pdf"`)
        .type('application/pdf')
        .send(pdf);
    },
  );
}
