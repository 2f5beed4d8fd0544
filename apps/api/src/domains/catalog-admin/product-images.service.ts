import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import type { ApiLanguage } from '@shop/contracts/i18n';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_MIN_SIDE, type StaffImage } from '@shop/contracts/staff-catalogue';
import sharp from 'sharp';
import type { ApiDeps } from '../../deps.ts';
import { HttpError, validationError } from '../../core/errors.ts';
import { enforce, type RateLimit } from '../../core/rate-limit.ts';
import { recordStaffAction } from '../audit/audit.public.ts';
import { catalogAdminMessage } from './catalog-admin.messages.ts';
import { insertImage } from './catalog-admin.repository.ts';

/**
 * A product image uploaded in the back office becomes the shop's own picture: a square on white at
 * the widths the demo catalogue's pictures have (320 and 640 px, WebP), so cards and the product
 * page treat it like any other. The original file is not kept.
 */
export const PRODUCT_IMAGE_WIDTHS = [320, 640];
const SQUARE = Math.max(...PRODUCT_IMAGE_WIDTHS);
/** Refuses decompression bombs before any pixel is decoded: a 50-megapixel photo is far above a packshot. */
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const UPLOADS_PER_HOUR: RateLimit = { name: 'product-images', max: 300, windowSeconds: 60 * 60 };

const isCode = (error: unknown, code: string) => (error as { code?: string })?.code === code;

function tooLarge(lang: ApiLanguage): HttpError {
  const message = catalogAdminMessage(lang, 'imageTooLarge', { size: PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024 });
  return new HttpError(413, message, { file: [message] });
}

/** The one file part of the request, read whole (its size is bounded by the multipart limits). */
async function readFile(parts: AsyncIterableIterator<Multipart>, lang: ApiLanguage): Promise<Buffer> {
  let file: Buffer | null = null;
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        throw validationError(lang, { file: [catalogAdminMessage(lang, 'imageRequired')] });
      }
      file = await part.toBuffer();
    }
  } catch (error) {
    if (isCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw tooLarge(lang);
    if (isCode(error, 'FST_FILES_LIMIT')) throw validationError(lang, { file: [catalogAdminMessage(lang, 'imageRequired')] });
    throw error;
  }
  if (!file?.length) throw validationError(lang, { file: [catalogAdminMessage(lang, 'imageRequired')] });
  return file;
}

/** POST /v1/staff/product-images: JPEG, PNG or WebP, recognised by content; answers the stored image. */
export async function uploadProductImage(
  deps: ApiDeps,
  actorId: number,
  parts: AsyncIterableIterator<Multipart>,
  lang: ApiLanguage,
): Promise<StaffImage> {
  await enforce(deps.limits, lang, [{ limit: UPLOADS_PER_HOUR, subject: String(actorId) }]);
  const file = await readFile(parts, lang);
  const badType = () => validationError(lang, { file: [catalogAdminMessage(lang, 'imageType')] });
  const meta = await sharp(file).metadata().catch(() => null);
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw badType();
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw badType();
  if (Math.max(meta.width, meta.height) < PRODUCT_IMAGE_MIN_SIDE) {
    throw validationError(lang, { file: [catalogAdminMessage(lang, 'imageTooSmall', { size: PRODUCT_IMAGE_MIN_SIDE })] });
  }

  const name = `products/upload-${randomBytes(8).toString('hex')}`;
  const dir = path.join(deps.config.mediaDir, 'products');
  await fs.mkdir(dir, { recursive: true });
  let square: { data: Buffer; color: string };
  try {
    const data = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize(SQUARE, SQUARE, { fit: 'contain', background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { dominant } = await sharp(data.data, { raw: data.info }).stats();
    const hex = (n: number) => n.toString(16).padStart(2, '0');
    square = { data: data.data, color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}` };
    const raw = { width: data.info.width, height: data.info.height, channels: data.info.channels };
    for (const width of PRODUCT_IMAGE_WIDTHS) {
      const image = sharp(square.data, { raw });
      if (width !== SQUARE) image.resize(width);
      await image.webp({ quality: 82, effort: 4 }).toFile(path.join(deps.config.mediaDir, `${name}-${width}.webp`));
    }
  } catch {
    await Promise.all(PRODUCT_IMAGE_WIDTHS.map((w) => fs.rm(path.join(deps.config.mediaDir, `${name}-${w}.webp`), { force: true })));
    throw badType();
  }
  const row = await deps.database.db.transaction(async (tx) => {
    const stored = await insertImage(tx, { path: name, width: SQUARE, height: SQUARE, widths: PRODUCT_IMAGE_WIDTHS, color: square.color });
    await recordStaffAction(tx, { actorId, action: 'image.upload', subjectType: 'image', subjectId: stored.id, after: { path: name, bytes: file.length } });
    return stored;
  });
  return { id: row.id, url: `/media/${row.path}`, width: row.width, height: row.height, widths: row.widths };
}
