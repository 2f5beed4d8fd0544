import multipart from '@fastify/multipart';
import { z } from 'zod';
import { dataEnvelope } from '@shop/contracts/envelope';
import {
  BANNER_IMAGE_MAX_BYTES,
  bannerImageQuery,
  staffBannerAnswer,
  staffBannerBody,
  staffBannerParams,
  staffBannersAnswer,
} from '@shop/contracts/staff-banners';
import { staffImageAnswer } from '@shop/contracts/staff-catalogue';
import type { ApiDeps } from '../../deps.ts';
import { requireUser, staffGuard } from '../../core/auth.ts';
import { HttpError, genericMessage } from '../../core/errors.ts';
import { toPage } from '../../core/pagination.ts';
import type { Api } from '../../types.ts';
import { createBanner, getStaffBanner, listStaffBanners, removeBanner, saveBanner, uploadBannerImage } from './staff-banners.service.ts';

const bearerOnly = [{ bearer: [] }];
const PRIVATE = 'private, no-store';

/** The `content` area (administrator, content editor), checked before the body is read: guest 401, everyone else 403. */
const contentArea = { onRequest: staffGuard('content') };

/** The multipart body of POST /v1/staff/banner-images, read part by part (so not validated by a schema). */
const imageMultipartBody = {
  type: 'object',
  required: ['file'],
  properties: {
    file: { type: 'string', format: 'binary', maxLength: BANNER_IMAGE_MAX_BYTES, description: `JPEG, PNG or WebP, at most ${BANNER_IMAGE_MAX_BYTES / 1024 / 1024} MB` },
  },
};

/** The home page's banner slides in the back office (issue 29, screen "Content"). */
export function staffBannersRoutes(app: Api, deps: ApiDeps): void {
  app.get(
    '/v1/staff/banners',
    {
      ...contentArea,
      config: { errorStatuses: [403] },
      schema: { tags: ['staff'], summary: "Every banner slide, hidden ones too, in the home page's order", security: bearerOnly, response: { 200: staffBannersAnswer } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      const rows = await listStaffBanners(deps);
      return toPage(rows, rows.length, 1, Math.max(1, rows.length), request.url);
    },
  );

  app.get(
    '/v1/staff/banners/:id',
    {
      ...contentArea,
      config: { errorStatuses: [403, 404] },
      schema: { tags: ['staff'], summary: 'One banner slide with its pictures', security: bearerOnly, params: staffBannerParams, response: { 200: staffBannerAnswer } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return { data: await getStaffBanner(deps, request.params.id, request.lang) };
    },
  );

  app.post(
    '/v1/staff/banners',
    {
      ...contentArea,
      config: { errorStatuses: [403] },
      schema: { tags: ['staff'], summary: 'Add a banner slide (pictures uploaded first); the home page shows it on its next request', security: bearerOnly, body: staffBannerBody, response: { 201: staffBannerAnswer } },
    },
    async (request, reply) => reply.code(201).header('Cache-Control', PRIVATE).send({ data: await createBanner(deps, requireUser(request).id, request.body, request.lang) }),
  );

  app.put(
    '/v1/staff/banners/:id',
    {
      ...contentArea,
      config: { errorStatuses: [403, 404] },
      schema: {
        tags: ['staff'],
        summary: 'Save a banner slide; the home page shows it on its next request, in every language and price audience',
        security: bearerOnly,
        params: staffBannerParams,
        body: staffBannerBody,
        response: { 200: staffBannerAnswer },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return { data: await saveBanner(deps, requireUser(request).id, request.params.id, request.body, request.lang) };
    },
  );

  app.delete(
    '/v1/staff/banners/:id',
    {
      ...contentArea,
      config: { errorStatuses: [403, 404] },
      schema: { tags: ['staff'], summary: 'Remove a banner slide (kept in the audit log)', security: bearerOnly, params: staffBannerParams, response: { 200: dataEnvelope(z.object({ id: z.number().int() })) } },
    },
    async (request) => ({ data: await removeBanner(deps, requireUser(request).id, request.params.id, request.lang) }),
  );

  // Multipart is parsed only here, in a scope of its own, with the image limits.
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: BANNER_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 } });
    scope.post(
      '/v1/staff/banner-images',
      {
        ...contentArea,
        config: { errorStatuses: [403, 413, 415, 429], multipartBody: imageMultipartBody },
        schema: {
          tags: ['staff'],
          summary: "Upload a banner picture (multipart field `file`, ?kind=wide|mobile): cropped to the slide's shape and stored as WebP at the home page's widths; use its id in the banner form",
          security: bearerOnly,
          consumes: ['multipart/form-data'],
          querystring: bannerImageQuery,
          response: { 201: staffImageAnswer },
        },
      },
      async (request, reply) => {
        const staff = requireUser(request);
        if (!request.isMultipart()) throw new HttpError(415, genericMessage(request.lang, 'mediaType'));
        // Validated by the route's querystring schema before the handler runs (this scope has no zod type provider).
        const { kind } = request.query as z.infer<typeof bannerImageQuery>;
        const image = await uploadBannerImage(deps, staff.id, kind, request.parts(), request.lang);
        reply.status(201).header('Cache-Control', PRIVATE);
        return { data: image };
      },
    );
  });
}
