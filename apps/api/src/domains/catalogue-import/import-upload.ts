import type { Multipart } from '@fastify/multipart';
import type { ApiLanguage } from '@shop/contracts/i18n';
import { IMPORT_MAX_BYTES } from '@shop/contracts/staff-catalogue-import';
import { HttpError } from '../../core/errors.ts';
import { importMessage } from './catalogue-import.messages.ts';

/**
 * The uploaded price list: either the request body itself (a script, `curl --data-binary`) or the
 * `file` part of a multipart form (the back office's upload). Both are bounded by `IMPORT_MAX_BYTES`.
 */

export interface UploadedFile {
  body: Buffer;
  name: string;
}

const isCode = (error: unknown, code: string) => (error as { code?: string })?.code === code;
const noFile = (lang: ApiLanguage) => new HttpError(415, importMessage(lang, 'mediaType'), { file: [importMessage(lang, 'mediaType')] });

/** A file name fit to keep in the audit record: letters, digits and a few signs, 120 characters. */
export const cleanFileName = (name: string | undefined) => (name ?? '').replace(/[^\p{L}\p{N} ._()-]/gu, '').slice(0, 120) || 'import';

/** The one `file` part of a multipart upload, read whole. */
export async function readFilePart(parts: AsyncIterableIterator<Multipart>, lang: ApiLanguage): Promise<UploadedFile> {
  let file: UploadedFile | null = null;
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        throw noFile(lang);
      }
      file = { body: await part.toBuffer(), name: cleanFileName(part.filename) };
    }
  } catch (error) {
    if (isCode(error, 'FST_REQ_FILE_TOO_LARGE')) {
      const message = importMessage(lang, 'fileTooLarge', { size: IMPORT_MAX_BYTES / 1024 / 1024 });
      throw new HttpError(413, message, { file: [message] });
    }
    if (isCode(error, 'FST_FILES_LIMIT')) throw noFile(lang);
    throw error;
  }
  if (!file?.body.length) throw noFile(lang);
  return file;
}
