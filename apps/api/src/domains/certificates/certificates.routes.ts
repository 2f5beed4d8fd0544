import { z } from 'zod';
import { certificate, certificateParams } from '@shop/contracts/certificates';
import { dataEnvelope } from '@shop/contracts/envelope';
import type { ApiDeps } from '../../deps.ts';
import { requireUser, roleGuard } from '../../core/auth.ts';
import type { Api } from '../../types.ts';
import { certificateOf, certificatePdf, listCertificates } from './certificates.service.ts';

const bearerOnly = [{ bearer: [] }];
/** Signed-in users only (guest 401); each call reads the caller's own certificates, another's id is 404. */
const signedIn = { onRequest: roleGuard() };

/** Course certificates (SPEC §7 "User"): the owner reads them and prints them as PDF. */
export function certificatesRoutes(app: Api, deps: ApiDeps): void {
  app.get(
    '/v1/certificates',
    { ...signedIn, schema: { tags: ['user'], summary: "The caller's certificates, newest first", security: bearerOnly, response: { 200: dataEnvelope(z.array(certificate)) } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await listCertificates(deps, requireUser(request).id) };
    },
  );

  app.get(
    '/v1/certificates/:id',
    {
      ...signedIn,
      config: { errorStatuses: [404] },
      schema: { tags: ['user'], summary: "One of the caller's certificates (another user's is 404)", security: bearerOnly, params: certificateParams, response: { 200: dataEnvelope(certificate) } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await certificateOf(deps, requireUser(request).id, request.params.id, request.lang) };
    },
  );

  app.get(
    '/v1/certificates/:id/pdf',
    {
      ...signedIn,
      config: { errorStatuses: [404] },
      schema: {
        tags: ['user'],
        summary: "One of the caller's certificates as a PDF (another user's is 404)",
        security: bearerOnly,
        params: certificateParams,
        response: { 200: { description: 'The certificate (PDF)', content: { 'application/pdf': { schema: z.any().meta({ type: 'string', format: 'binary' }) } } } },
      },
    },
    async (request, reply) => {
      const { number, pdf } = await certificatePdf(deps, requireUser(request).id, request.params.id, request.lang);
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="certificate-${encodeURIComponent(number)}.pdf"`)
        .type('application/pdf')
        .send(pdf);
    },
  );
}
