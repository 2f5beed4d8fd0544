import { z } from 'zod';
import { dataEnvelope } from '@shop/contracts/envelope';
import {
  application,
  applicationDetail,
  applicationFileParams,
  applicationLetter,
  applicationLetterQuery,
  applicationParams,
  applicationsList,
  applicationsQuery,
  approveApplicationBody,
  rejectApplicationBody,
} from '@shop/contracts/staff-applications';
import type { ApiDeps } from '../../deps.ts';
import { requireUser, staffGuard } from '../../core/auth.ts';
import type { Api } from '../../types.ts';
import { registerAccountLetterJob } from './account-letter-jobs.ts';
import { documentHeaders } from './document-headers.ts';
import { applicationFile, decideApplication, decisionLetter, findApplication, listApplications } from './applications.service.ts';

const bearerOnly = [{ bearer: [] }];
const binary = { schema: z.any().meta({ type: 'string', format: 'binary' }) };
const documentContent = { 'application/pdf': binary, 'image/jpeg': binary, 'image/png': binary, 'application/octet-stream': binary };

/**
 * The one guard of the review: staff only (SPEC §6), checked on the request before its body or query
 * is read, so a guest is 401 and any other account 403 whatever it sends.
 */
const staffOnly = { onRequest: staffGuard('applications') };

/** Professional applications as staff review them (SPEC §6 "Becoming a professional"). */
export function professionalApplicationsRoutes(app: Api, deps: ApiDeps): void {
  registerAccountLetterJob(app, deps);

  app.get(
    '/v1/staff/professional-applications',
    {
      ...staffOnly,
      config: { errorStatuses: [403] },
      schema: {
        tags: ['staff'],
        summary: 'Professional applications by state (pending: oldest first), with their documents',
        security: bearerOnly,
        querystring: applicationsQuery,
        response: { 200: applicationsList },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return listApplications(deps, request.query, request.url);
    },
  );

  app.get(
    '/v1/staff/professional-applications/:userId',
    {
      ...staffOnly,
      config: { errorStatuses: [403, 404] },
      schema: {
        tags: ['staff'],
        summary: 'One applicant with its documents and the decisions on it (from the audit log), each with the letter it sent',
        security: bearerOnly,
        params: applicationParams,
        response: { 200: dataEnvelope(applicationDetail) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await findApplication(deps, request.params.userId, request.lang) };
    },
  );

  app.get(
    '/v1/staff/professional-applications/:userId/letter',
    {
      ...staffOnly,
      config: { errorStatuses: [403, 404] },
      schema: {
        tags: ['staff'],
        summary: 'The letter a decision would send the applicant, in its language, read before deciding; nothing is sent',
        security: bearerOnly,
        params: applicationParams,
        querystring: applicationLetterQuery,
        response: { 200: dataEnvelope(applicationLetter) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await decisionLetter(deps, request.params.userId, request.query, request.lang) };
    },
  );

  app.get(
    '/v1/staff/professional-applications/:userId/files/:fileId',
    {
      ...staffOnly,
      config: { errorStatuses: [403, 404] },
      schema: {
        tags: ['staff'],
        summary: "One of an applicant's documents: PDF, JPEG or PNG inline (anything else as bytes to download), never sniffed",
        security: bearerOnly,
        params: applicationFileParams,
        response: { 200: { description: 'The document', content: documentContent } },
      },
    },
    async (request, reply) => {
      const { file, stream } = await applicationFile(deps, request.params.userId, request.params.fileId, request.lang);
      return reply.headers(documentHeaders(file)).send(stream);
    },
  );

  app.post(
    '/v1/staff/professional-applications/:userId/approve',
    {
      ...staffOnly,
      config: { errorStatuses: [403, 404, 409] },
      schema: {
        tags: ['staff'],
        summary: 'Approve an application: the account becomes a professional or a distributor with its ID code; a second decision is 409',
        security: bearerOnly,
        params: applicationParams,
        body: approveApplicationBody,
        response: { 200: dataEnvelope(application) },
      },
    },
    async (request) => {
      const staff = requireUser(request);
      return { data: await decideApplication(deps, staff.id, request.params.userId, { kind: 'approve', userType: request.body.user_type }, request.lang) };
    },
  );

  app.post(
    '/v1/staff/professional-applications/:userId/reject',
    {
      ...staffOnly,
      config: { errorStatuses: [403, 404, 409] },
      schema: {
        tags: ['staff'],
        summary: 'Reject an application with a reason the applicant reads; it may upload again. A second decision is 409',
        security: bearerOnly,
        params: applicationParams,
        body: rejectApplicationBody,
        response: { 200: dataEnvelope(application) },
      },
    },
    async (request) => {
      const staff = requireUser(request);
      return { data: await decideApplication(deps, staff.id, request.params.userId, { kind: 'reject', reason: request.body.reason }, request.lang) };
    },
  );
}
