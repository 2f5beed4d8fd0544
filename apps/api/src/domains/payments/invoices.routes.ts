import { z } from 'zod';
import { invoiceAnswer, invoiceBody } from '@shop/contracts/checkout';
import { orderNumberParam } from '@shop/contracts/orders';
import type { ApiDeps } from '../../deps.ts';
import { requireRole } from '../../core/auth.ts';
import type { Api } from '../../types.ts';
import { invoicePdf, requestInvoice } from './invoices.service.ts';

const bearerOnly = [{ bearer: [] }];
/** The order's public number; an internal id (or anything else that is not the caller's number) is 404. */
const invoiceParams = z.object({ number: orderNumberParam });

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
      return { data: await requestInvoice(deps, user.id, request.body.order_number, request.lang) };
    },
  );

  app.get(
    '/v1/invoices/:number.pdf',
    {
      config: { errorStatuses: [403] },
      schema: {
        tags: ['payments'],
        summary: 'The invoice as a PDF, under the order’s public number (its owner only; anything else is 404)',
        security: bearerOnly,
        params: invoiceParams,
        response: {
          200: { description: 'The invoice (PDF)', content: { 'application/pdf': { schema: z.any().meta({ type: 'string', format: 'binary' }) } } },
        },
      },
    },
    async (request, reply) => {
      const user = requireRole(request, 'professional');
      const { number } = request.params;
      const pdf = await invoicePdf(deps, user.id, number, request.lang, request.log);
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="invoice-${number}.pdf"`)
        .type('application/pdf')
        .send(pdf);
    },
  );
}
