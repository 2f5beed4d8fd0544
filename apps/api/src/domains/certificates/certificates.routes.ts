import { z } from 'zod';
import { certificate, certificateNumberParams, certificateParams, certificateVerification } from '@shop/contracts/certificates';
import { dataEnvelope } from '@shop/contracts/envelope';
import type { ApiDeps } from '../../deps.ts';
import { requireUser, roleGuard } from '../../core/auth.ts';
import type { Api } from '../../types.ts';
import { HttpError, genericMessage } from '../../core/errors.ts';
import { enforce, type RateLimit } from '../../core/rate-limit.ts';
import { certificateOf, certificatePdf, listCertificates } from './certificates.service.ts';
import { verifyCertificate } from './certificates.public.ts';

/** The public check by number: thirty looks in ten minutes per address (docs/security.md "Rate limits"). */
export const VERIFY_LIMIT = { name: 'certificate-verify', max: 30, windowSeconds: 600 } satisfies RateLimit;

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

  app.get(
    '/v1/certificates/verify/:number',
    {
      config: { errorStatuses: [404, 429] },
      schema: {
        tags: ['user'],
        summary: 'Public check of a certificate by its number: the holder, the course and the date only (404 for an unknown number)',
        params: certificateNumberParams,
        response: { 200: dataEnvelope(certificateVerification) },
      },
    },
    async (request, reply) => {
      await enforce(deps.limits, request.lang, [{ limit: VERIFY_LIMIT, subject: request.ip }], genericMessage(request.lang, 'tooMany'));
      const found = await verifyCertificate(deps.database.db, request.params.number);
      if (!found) throw new HttpError(404, genericMessage(request.lang, 'notFound'));
      reply.header('Cache-Control', 'public, max-age=300');
      return { data: found };
    },
  );
}
