import multipart from '@fastify/multipart';
import {
  PRODUCT_IMAGE_MAX_BYTES,
  staffImageAnswer,
  staffProductAnswer,
  staffProductCreate,
  staffProductOptionsAnswer,
  staffProductParams,
  staffProductUpdate,
  staffProductsList,
  staffProductsQuery,
} from '@shop/contracts/staff-catalogue';
import { requireUser, staffGuard } from '../../core/auth.ts';
import { HttpError, genericMessage } from '../../core/errors.ts';
import type { ApiDeps } from '../../deps.ts';
import type { Api } from '../../types.ts';
import {
  createStaffProduct,
  listStaffProducts,
  staffProduct,
  staffProductOptions,
  updateStaffProduct,
} from './catalog-admin.service.ts';
import { uploadProductImage } from './product-images.service.ts';

const bearerOnly = [{ bearer: [] }];
const PRIVATE = 'private, no-store';

/** The multipart body of POST /v1/staff/product-images, read part by part (so not validated by a schema). */
const imageMultipartBody = {
  type: 'object',
  required: ['file'],
  properties: {
    file: { type: 'string', format: 'binary', maxLength: PRODUCT_IMAGE_MAX_BYTES, description: `JPEG, PNG or WebP, at most ${PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024} MB` },
  },
};

/**
 * The back office's products (issue 29, screen 5): list, one product's form, create, update, the
 * form's options and image upload. Staff whose role works in the catalogue only (administrator,
 * content editor): a guest 401, anyone else 403.
 */
export function catalogAdminRoutes(app: Api, deps: ApiDeps): void {
  // One guard before the body is read: nobody else gets a validation answer or uploads a byte.
  const catalogue = { onRequest: staffGuard('catalogue') };

  app.get(
    '/v1/staff/products',
    {
      ...catalogue,
      config: { errorStatuses: [403] },
      schema: {
        tags: ['staff'],
        summary: 'Products for the back office: q (title, slug or article), brand_id, series_id, category_id, published, in_stock; sort (id, title, updated_at, stock) and order',
        security: bearerOnly,
        querystring: staffProductsQuery,
        response: { 200: staffProductsList },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return listStaffProducts(deps, request.query, request.url);
    },
  );

  app.get(
    '/v1/staff/product-options',
    {
      ...catalogue,
      config: { errorStatuses: [403] },
      schema: { tags: ['staff'], summary: 'What the product form offers: brands, series and collections, categories, tags, ingredients', security: bearerOnly, response: { 200: staffProductOptionsAnswer } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return { data: await staffProductOptions(deps) };
    },
  );

  app.get(
    '/v1/staff/products/:id',
    {
      ...catalogue,
      config: { errorStatuses: [403] },
      schema: { tags: ['staff'], summary: 'One product as the form edits it, with its version', security: bearerOnly, params: staffProductParams, response: { 200: staffProductAnswer } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return { data: await staffProduct(deps, request.params.id, request.lang) };
    },
  );

  app.post(
    '/v1/staff/products',
    {
      ...catalogue,
      config: { errorStatuses: [403] },
      schema: { tags: ['staff'], summary: 'Create a product with its variants and links; the shop shows it at once', security: bearerOnly, body: staffProductCreate, response: { 201: staffProductAnswer } },
    },
    async (request, reply) => {
      const staff = requireUser(request);
      const saved = await createStaffProduct(deps, request.body, staff.id, request.lang);
      reply.status(201).header('Cache-Control', PRIVATE);
      return { data: saved };
    },
  );

  app.put(
    '/v1/staff/products/:id',
    {
      ...catalogue,
      config: { errorStatuses: [403, 409] },
      schema: {
        tags: ['staff'],
        summary: 'Save the whole form against the version it was loaded at: 409 when someone saved since, or a changed stock moved since; the shop shows the change at once',
        security: bearerOnly,
        params: staffProductParams,
        body: staffProductUpdate,
        response: { 200: staffProductAnswer },
      },
    },
    async (request, reply) => {
      const staff = requireUser(request);
      reply.header('Cache-Control', PRIVATE);
      return { data: await updateStaffProduct(deps, request.params.id, request.body, staff.id, request.lang) };
    },
  );

  // Multipart is parsed only here, in a scope of its own, with the image limits.
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 } });
    scope.post(
      '/v1/staff/product-images',
      {
        ...catalogue,
        config: { errorStatuses: [403, 413, 415, 429], multipartBody: imageMultipartBody },
        schema: {
          tags: ['staff'],
          summary: 'Upload a product image (multipart field `file`): stored as square WebP at the shop’s widths; use its id in the product form',
          security: bearerOnly,
          consumes: ['multipart/form-data'],
          response: { 201: staffImageAnswer },
        },
      },
      async (request, reply) => {
        const staff = requireUser(request);
        if (!request.isMultipart()) throw new HttpError(415, genericMessage(request.lang, 'mediaType'));
        const image = await uploadProductImage(deps, staff.id, request.parts(), request.lang);
        reply.status(201).header('Cache-Control', PRIVATE);
        return { data: image };
      },
    );
  });
}
