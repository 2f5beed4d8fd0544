import { z } from 'zod';
import { dataEnvelope } from '@shop/contracts/envelope';
import { staffPageAnswer, staffPageBody, staffPageParams, staffPagesAnswer, staffPageUpdate } from '@shop/contracts/staff-pages';
import type { ApiDeps } from '../../deps.ts';
import { requireUser, staffGuard } from '../../core/auth.ts';
import { HttpError, genericMessage } from '../../core/errors.ts';
import { toPage } from '../../core/pagination.ts';
import type { Api } from '../../types.ts';
import { allowContentPreview } from './content-preview.ts';
import { createPage, getStaffPage, listStaffPages, removePage, savePage } from './staff-pages.service.ts';

const bearerOnly = [{ bearer: [] }];
const PRIVATE = 'private, no-store';

/** The `content` area (administrator, content editor), checked before the body is read: guest 401, everyone else 403. */
const contentArea = { onRequest: staffGuard('content') };

/** Static pages in the back office (issue 29, screen "Content"), and the preview of unpublished content. */
export function staffPagesRoutes(app: Api, deps: ApiDeps): void {
  app.get(
    '/v1/staff/pages',
    {
      ...contentArea,
      config: { errorStatuses: [403] },
      schema: { tags: ['staff'], summary: 'Every static page, unpublished ones too, by address', security: bearerOnly, response: { 200: staffPagesAnswer } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      const rows = await listStaffPages(deps);
      return toPage(rows, rows.length, 1, Math.max(1, rows.length), request.url);
    },
  );

  app.get(
    '/v1/staff/pages/:id',
    {
      ...contentArea,
      config: { errorStatuses: [403, 404] },
      schema: { tags: ['staff'], summary: 'One page as stored, with the version to save against', security: bearerOnly, params: staffPageParams, response: { 200: staffPageAnswer } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return { data: await getStaffPage(deps, request.params.id, request.lang) };
    },
  );

  app.post(
    '/v1/staff/pages',
    {
      ...contentArea,
      config: { errorStatuses: [403] },
      schema: { tags: ['staff'], summary: 'Add a page (address free, HTML sanitised when served)', security: bearerOnly, body: staffPageBody, response: { 201: staffPageAnswer } },
    },
    async (request, reply) => reply.code(201).header('Cache-Control', PRIVATE).send({ data: await createPage(deps, requireUser(request).id, request.body, request.lang) }),
  );

  app.put(
    '/v1/staff/pages/:id',
    {
      ...contentArea,
      config: { errorStatuses: [403, 404, 409] },
      schema: {
        tags: ['staff'],
        summary: "Save a page against the version it was loaded at (409 when changed meanwhile); the shop's page shows it on its next request",
        security: bearerOnly,
        params: staffPageParams,
        body: staffPageUpdate,
        response: { 200: staffPageAnswer },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return { data: await savePage(deps, requireUser(request).id, request.params.id, request.body, request.lang) };
    },
  );

  app.delete(
    '/v1/staff/pages/:id',
    {
      ...contentArea,
      config: { errorStatuses: [403, 404, 409] },
      schema: {
        tags: ['staff'],
        summary: 'Remove a page (about us and delivery only unpublish: 409); its text stays in the audit log',
        security: bearerOnly,
        params: staffPageParams,
        response: { 200: dataEnvelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => ({ data: await removePage(deps, requireUser(request).id, request.params.id, request.lang) }),
  );

  app.post(
    '/v1/staff/content-preview',
    {
      ...contentArea,
      config: { errorStatuses: [403] },
      schema: {
        tags: ['staff'],
        summary: "Let this browser open unpublished content on the shop with ?preview (an httpOnly cookie bound to the session, 30 minutes at most)",
        security: bearerOnly,
        response: { 200: dataEnvelope(z.object({ expiresInSeconds: z.number().int() })) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      const allowed = await allowContentPreview(deps, requireUser(request), reply);
      if (!allowed) throw new HttpError(401, genericMessage(request.lang, 'unauthenticated'));
      return { data: allowed };
    },
  );
}
