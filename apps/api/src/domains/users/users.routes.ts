import multipart from '@fastify/multipart';
import { z } from 'zod';
import { dataEnvelope } from '@shop/contracts/envelope';
import {
  address,
  USER_FILE_MAX_BYTES,
  USER_FILES_PER_REQUEST,
  userDocuments,
} from '@shop/contracts/user';
import type { ApiDeps } from '../../deps.ts';
import { requireUser } from '../../core/auth.ts';
import { HttpError, genericMessage } from '../../core/errors.ts';
import type { Api } from '../../types.ts';
import { listAddresses } from './addresses.repository.ts';
import { uploadUserFiles } from './user-files.service.ts';

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
    { schema: { tags: ['user'], summary: 'Delivery addresses used before', security: bearerOnly, response: { 200: dataEnvelope(z.array(address)) } } },
    async (request) => {
      const user = requireUser(request);
      const rows = await listAddresses(deps.database.db, user.id);
      return { data: rows.map((r) => ({ id: r.id, address: r.address, guid: r.guid, town: r.town })) };
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
