import multipart from '@fastify/multipart';
import { z } from 'zod';
import { dataEnvelope } from '@shop/contracts/envelope';
import {
  address,
  ADDRESSES_MAX,
  addressParams,
  addressPayload,
  USER_FILE_MAX_BYTES,
  USER_FILES_PER_REQUEST,
  userDocuments,
} from '@shop/contracts/user';
import type { ApiDeps } from '../../deps.ts';
import { requireUser } from '../../core/auth.ts';
import { HttpError, genericMessage } from '../../core/errors.ts';
import type { Api } from '../../types.ts';
import { addAddress, changeAddress, listAddresses, removeAddress, setDefaultAddress } from './addresses.service.ts';
import { openOwnUserFile, uploadUserFiles } from './user-files.service.ts';

const bearerOnly = [{ bearer: [] }];

/** The multipart body of POST /v1/user/files, read part by part by the route (so not validated by a schema). */
const userFilesMultipartBody = {
  type: 'object',
  required: ['files'],
  properties: {
    files: {
      type: 'array',
      minItems: 1,
      maxItems: USER_FILES_PER_REQUEST,
      items: { type: 'string', format: 'binary', maxLength: USER_FILE_MAX_BYTES },
      description: `PDF, JPEG or PNG, at most ${USER_FILE_MAX_BYTES / 1024 / 1024} MB each`,
    },
  },
};

/**
 * The signed-in user's own data: every call acts on `request.user`, never on an id from the request.
 * The profile and password changes, which may touch credentials, are auth's (auth/credentials.routes.ts).
 */
export function usersRoutes(app: Api, deps: ApiDeps): void {
  app.get(
    '/v1/user/addresses',
    { schema: { tags: ['user'], summary: 'The address book: the default first, then the newest', security: bearerOnly, response: { 200: dataEnvelope(z.array(address)) } } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('Cache-Control', 'private, no-store');
      return { data: await listAddresses(deps, user.id) };
    },
  );

  app.post(
    '/v1/user/addresses',
    { config: { errorStatuses: [409] }, schema: { tags: ['user'], summary: `Add an address (at most ${ADDRESSES_MAX}; the first is the default)`, security: bearerOnly, body: addressPayload, response: { 201: dataEnvelope(address) } } },
    async (request, reply) => {
      const user = requireUser(request);
      const saved = await addAddress(deps, user.id, request.body, request.lang);
      reply.status(201);
      return { data: saved };
    },
  );

  app.put(
    '/v1/user/addresses/:id',
    { config: { errorStatuses: [404] }, schema: { tags: ['user'], summary: 'Change one of the caller\'s addresses', security: bearerOnly, params: addressParams, body: addressPayload, response: { 200: dataEnvelope(address) } } },
    async (request) => {
      const user = requireUser(request);
      return { data: await changeAddress(deps, user.id, request.params.id, request.body, request.lang) };
    },
  );

  app.put(
    '/v1/user/addresses/:id/default',
    { config: { errorStatuses: [404] }, schema: { tags: ['user'], summary: 'Make one of the caller\'s addresses the default', security: bearerOnly, params: addressParams, response: { 200: dataEnvelope(address) } } },
    async (request) => {
      const user = requireUser(request);
      return { data: await setDefaultAddress(deps, user.id, request.params.id, request.lang) };
    },
  );

  app.delete(
    '/v1/user/addresses/:id',
    { config: { errorStatuses: [404] }, schema: { tags: ['user'], summary: 'Delete one of the caller\'s addresses (the newest left becomes the default)', security: bearerOnly, params: addressParams, response: { 200: dataEnvelope(z.object({ id: z.number().int() })) } } },
    async (request) => {
      const user = requireUser(request);
      await removeAddress(deps, user.id, request.params.id, request.lang);
      return { data: { id: request.params.id } };
    },
  );

  app.get(
    '/v1/user/files/:id',
    {
      config: { errorStatuses: [404] },
      schema: {
        tags: ['user'],
        summary: "One of the caller's own documents as an attachment (another account's is 404)",
        security: bearerOnly,
        params: addressParams,
        response: { 200: { description: 'The document', content: { 'application/octet-stream': { schema: z.any().meta({ type: 'string', format: 'binary' }) } } } },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { file, stream } = await openOwnUserFile(deps, user.id, request.params.id, request.lang);
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `attachment; filename="document-${file.id}.${file.storedName.split('.').pop()}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
        .type(file.mimeType)
        .send(stream);
    },
  );

  // Multipart is parsed only here, in a scope of its own, with the document limits.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: USER_FILE_MAX_BYTES, files: USER_FILES_PER_REQUEST, fields: 10, fieldSize: 1000, parts: 20 },
    });
    scope.post(
      '/v1/user/files',
      {
        config: { errorStatuses: [409, 413, 415, 429], multipartBody: userFilesMultipartBody },
        schema: { tags: ['user'], summary: 'Upload professional documents (multipart field `files`: PDF, JPEG, PNG, 10 MB each)', security: bearerOnly, consumes: ['multipart/form-data'], response: { 201: dataEnvelope(userDocuments) } },
      },
      async (request, reply) => {
        const user = requireUser(request);
        if (!request.isMultipart()) throw new HttpError(415, genericMessage(request.lang, 'mediaType'));
        const documents = await uploadUserFiles(deps, user.id, request.parts(), request.lang);
        reply.status(201);
        return { data: documents };
      },
    );
  });
}
