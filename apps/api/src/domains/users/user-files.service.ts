import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile, Multipart } from '@fastify/multipart';
import type { ApiLanguage } from '@shop/contracts/i18n';
import { USER_FILE_MAX_BYTES, USER_FILES_PER_REQUEST, type UserDocuments } from '@shop/contracts/user';
import type { ApiDeps } from '../../deps.ts';
import { HttpError, validationError } from '../../core/errors.ts';
import { enforce, type RateLimit } from '../../core/rate-limit.ts';
import { toDocuments } from './me.ts';
import { usersMessage } from './messages.ts';
import { cleanFileName, EXTENSION_OF, SNIFF_BYTES, sniffDocumentType, typeClaimedByName, type DocumentMime } from './file-type.ts';
import { countPendingFiles, findUserFile, insertUserFiles, listUserFiles, type UserFileRow } from './user-files.repository.ts';

/** Professional documents waiting for review, per account: enough for a diploma and certificates. */
export const PENDING_FILES_MAX = 20;
const UPLOADS_PER_HOUR: RateLimit = { name: 'user-files', max: 30, windowSeconds: 60 * 60 };
/** Multipart field names the upload form may use for its files. */
const FILE_FIELDS = new Set(['files', 'files[]', 'file']);

/** Outside the web root: documents are never served as static files. */
export function userFilesDir(deps: ApiDeps): string {
  return path.join(deps.config.dataDir, 'uploads', 'user-files');
}

interface StagedFile {
  tempPath: string;
  originalName: string;
  mimeType: DocumentMime;
  size: number;
}

/** Streams one part to a temporary file, keeping its first bytes; null when it was cut at the size limit. */
async function stage(part: MultipartFile, tempPath: string): Promise<{ head: Buffer; size: number } | null> {
  let head = Buffer.alloc(0);
  let size = 0;
  const watch = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(part.file, watch, fs.createWriteStream(tempPath, { mode: 0o600 }));
  return part.file.truncated ? null : { head, size };
}

const isFileLimitError = (error: unknown, code: string) => (error as { code?: string })?.code === code;

/**
 * POST /user/files: PDF, JPEG or PNG documents up to 10 MB each, recognised by their content (a PNG
 * or a program renamed to .pdf is refused), stored under random names. All or nothing: if one file
 * is refused, none is kept.
 */
export async function uploadUserFiles(
  deps: ApiDeps,
  userId: number,
  parts: AsyncIterableIterator<Multipart>,
  lang: ApiLanguage,
): Promise<UserDocuments> {
  await enforce(deps.limits, lang, [{ limit: UPLOADS_PER_HOUR, subject: String(userId) }]);
  const dir = userFilesDir(deps);
  const tempDir = path.join(deps.config.dataDir, 'uploads', 'tmp');
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  await fs.promises.mkdir(tempDir, { recursive: true, mode: 0o700 });

  const staged: StagedFile[] = [];
  const discard = () => Promise.all(staged.map((f) => fs.promises.rm(f.tempPath, { force: true })));
  const tooLarge = () => new HttpError(413, usersMessage(lang, 'fileTooLarge', { size: USER_FILE_MAX_BYTES / 1024 / 1024 }), {
    files: [usersMessage(lang, 'fileTooLarge', { size: USER_FILE_MAX_BYTES / 1024 / 1024 })],
  });

  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (!FILE_FIELDS.has(part.fieldname)) {
        part.file.resume();
        throw validationError(lang, { [part.fieldname]: [usersMessage(lang, 'fileRequired')] });
      }
      const tempPath = path.join(tempDir, randomBytes(16).toString('hex'));
      const originalName = cleanFileName(part.filename);
      staged.push({ tempPath, originalName, mimeType: 'application/pdf', size: 0 });
      const result = await stage(part, tempPath);
      if (!result) throw tooLarge();

      const mimeType = sniffDocumentType(result.head);
      const claimed = typeClaimedByName(originalName);
      if (!mimeType || claimed === 'unsupported') throw validationError(lang, { files: [usersMessage(lang, 'fileType')] });
      if (claimed && claimed !== mimeType) {
        throw validationError(lang, { files: [usersMessage(lang, 'fileMismatch', { name: originalName })] });
      }
      Object.assign(staged[staged.length - 1], { mimeType, size: result.size });
    }
  } catch (error) {
    await discard();
    if (isFileLimitError(error, 'FST_REQ_FILE_TOO_LARGE')) throw tooLarge();
    if (isFileLimitError(error, 'FST_FILES_LIMIT')) {
      throw validationError(lang, { files: [usersMessage(lang, 'tooManyFiles', { count: USER_FILES_PER_REQUEST })] });
    }
    throw error;
  }

  if (!staged.length) throw validationError(lang, { files: [usersMessage(lang, 'fileRequired')] });
  const { db } = deps.database;
  if ((await countPendingFiles(db, userId)) + staged.length > PENDING_FILES_MAX) {
    await discard();
    throw new HttpError(409, usersMessage(lang, 'filesQuota'));
  }

  const stored: string[] = [];
  try {
    const rows = staged.map((file) => {
      const storedName = `${randomBytes(16).toString('hex')}.${EXTENSION_OF[file.mimeType]}`;
      return { file, storedName };
    });
    for (const { file, storedName } of rows) {
      await fs.promises.rename(file.tempPath, path.join(dir, storedName));
      stored.push(storedName);
    }
    await insertUserFiles(
      db,
      rows.map(({ file, storedName }) => ({
        userId,
        storedName,
        originalName: file.originalName,
        mimeType: file.mimeType,
        size: file.size,
      })),
    );
  } catch (error) {
    await discard();
    await Promise.all(stored.map((name) => fs.promises.rm(path.join(dir, name), { force: true })));
    throw error;
  }
  return toDocuments(await listUserFiles(db, userId));
}

/**
 * One of the caller's own documents to read back (GET /user/files/{id}); another account's file is
 * 404, as a missing one. Staff read applicants' documents through the review's own route.
 */
export async function openOwnUserFile(deps: ApiDeps, userId: number, fileId: number, lang: ApiLanguage): Promise<{ file: UserFileRow; stream: fs.ReadStream }> {
  const file = await findUserFile(deps.database.db, userId, fileId);
  const filePath = file ? path.join(userFilesDir(deps), path.basename(file.storedName)) : null;
  if (!file || !filePath || !fs.existsSync(filePath)) throw new HttpError(404, usersMessage(lang, 'fileMissing'));
  return { file, stream: fs.createReadStream(filePath) };
}
