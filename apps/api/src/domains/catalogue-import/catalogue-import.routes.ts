import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CSV_MEDIA_TYPE,
  IMPORT_MAX_BYTES,
  XLSX_MEDIA_TYPE,
  importPreviewAnswer,
  importResultAnswer,
  importTokenParams,
  importUploadQuery,
} from '@shop/contracts/staff-catalogue-import';
import type { ApiDeps } from '../../deps.ts';
import { requireUser, staffGuard } from '../../core/auth.ts';
import { HttpError } from '../../core/errors.ts';
import type { Api } from '../../types.ts';
import { importMessage } from './catalogue-import.messages.ts';
import { confirmImport, previewImport, showImport } from './catalogue-import.service.ts';
import { cleanFileName, readFilePart, type UploadedFile } from './import-upload.ts';

const bearerOnly = [{ bearer: [] }];
/** Checked before the body is read: a guest or a role without the catalogue never uploads a byte. */
const catalogueOnly = { onRequest: staffGuard('catalogue') };
/** Windows reports a .csv as Excel's old type; browsers send an unknown file as octet-stream. */
const FILE_TYPES = [XLSX_MEDIA_TYPE, CSV_MEDIA_TYPE, 'application/vnd.ms-excel', 'application/octet-stream'];

/** An .xlsx is a zip archive ("PK\3\4"); anything else is read as CSV text. */
/** The multipart form as the published document shows it. */
const fileMultipartBody = { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } };

const kindOf = (body: Buffer): 'xlsx' | 'csv' => (body.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) ? 'xlsx' : 'csv');

/** The bulk price-and-stock import of the back office (decision 0022). */
export function catalogueImportRoutes(app: Api, deps: ApiDeps): void {
  // The file is the request body, or the `file` part of a multipart form, read only in this scope and
  // only up to the import's limit.
  app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await scope.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 } });
    scope.addContentTypeParser(FILE_TYPES, { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));
    scope.post(
      '/v1/staff/catalogue-import',
      {
        ...catalogueOnly,
        bodyLimit: IMPORT_MAX_BYTES + 64 * 1024,
        config: { errorStatuses: [403, 413, 415, 422], multipartBody: fileMultipartBody },
        schema: {
          tags: ['staff'],
          summary: 'Upload a price-and-stock file (.xlsx or .csv, 2 MB: the body itself or the multipart field `file`): a preview of every row with its errors; nothing changes yet',
          security: bearerOnly,
          querystring: importUploadQuery,
          consumes: [...FILE_TYPES, 'multipart/form-data'],
          response: { 201: importPreviewAnswer },
        },
      },
      async (request, reply) => {
        const staff = requireUser(request);
        let file: UploadedFile;
        if (request.isMultipart()) file = await readFilePart(request.parts(), request.lang);
        else if (Buffer.isBuffer(request.body) && request.body.length > 0) file = { body: request.body, name: cleanFileName(request.query.file_name) };
        else throw new HttpError(415, importMessage(request.lang, 'mediaType'));
        if (file.body.length > IMPORT_MAX_BYTES) throw new HttpError(413, importMessage(request.lang, 'fileTooLarge', { size: IMPORT_MAX_BYTES / 1024 / 1024 }));
        const preview = await previewImport(deps, staff.id, { body: file.body, kind: kindOf(file.body), name: file.name }, request.lang);
        reply.status(201).header('Cache-Control', 'private, no-store');
        return { data: preview };
      },
    );
  });

  app.get(
    '/v1/staff/catalogue-import/:token',
    {
      ...catalogueOnly,
      config: { errorStatuses: [403] },
      schema: { tags: ['staff'], summary: 'An uploaded import preview again', security: bearerOnly, params: importTokenParams, response: { 200: importPreviewAnswer } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await showImport(deps, request.params.token, request.lang) };
    },
  );

  app.post(
    '/v1/staff/catalogue-import/:token/confirm',
    {
      ...catalogueOnly,
      config: { errorStatuses: [403, 409, 410, 422] },
      schema: {
        tags: ['staff'],
        summary: 'Apply a preview: every row in one transaction, or nothing (a bad row 422, stock or prices changed since the preview 409)',
        security: bearerOnly,
        params: importTokenParams,
        response: { 200: importResultAnswer },
      },
    },
    async (request) => {
      const staff = requireUser(request);
      return { data: await confirmImport(deps, staff.id, request.params.token, request.lang) };
    },
  );
}
