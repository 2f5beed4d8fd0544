import { randomBytes } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import type { ApiLanguage } from '@shop/contracts/i18n';
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_MIN_SIDE, type StaffImage } from '@shop/contracts/staff-catalogue';
import type { ApiDeps } from '../../deps.ts';
import { HttpError, validationError } from '../../core/errors.ts';
import { enforce, type RateLimit } from '../../core/rate-limit.ts';
import { readUploadedFile, UploadRefused, writeWebpVariants } from '../../core/webp-image.ts';
import { recordStaffAction } from '../audit/audit.public.ts';
import { catalogAdminMessage } from './catalog-admin.messages.ts';
import { insertImage } from './catalog-admin.repository.ts';

/**
 * A product image uploaded in the back office becomes the shop's own picture: a square on white at
 * the widths the demo catalogue's pictures have (320 and 640 px, WebP), so cards and the product
 * page treat it like any other. The original file is not kept. The file handling (type by content,
 * the pixel bound, the WebP files) is core/webp-image.ts, which the home banners use too.
 */
export const PRODUCT_IMAGE_WIDTHS = [320, 640];
const SQUARE = Math.max(...PRODUCT_IMAGE_WIDTHS);
const UPLOADS_PER_HOUR: RateLimit = { name: 'product-images', max: 300, windowSeconds: 60 * 60 };

function refusal(problem: UploadRefused['problem'], lang: ApiLanguage): HttpError {
  if (problem === 'tooLarge') {
    const message = catalogAdminMessage(lang, 'imageTooLarge', { size: PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024 });
    return new HttpError(413, message, { file: [message] });
  }
  if (problem === 'tooSmall') return validationError(lang, { file: [catalogAdminMessage(lang, 'imageTooSmall', { size: PRODUCT_IMAGE_MIN_SIDE })] });
  return validationError(lang, { file: [catalogAdminMessage(lang, problem === 'missing' ? 'imageRequired' : 'imageType')] });
}

/** POST /v1/staff/product-images: JPEG, PNG or WebP, recognised by content; answers the stored image. */
export async function uploadProductImage(
  deps: ApiDeps,
  actorId: number,
  parts: AsyncIterableIterator<Multipart>,
  lang: ApiLanguage,
): Promise<StaffImage> {
  await enforce(deps.limits, lang, [{ limit: UPLOADS_PER_HOUR, subject: String(actorId) }]);
  const name = `products/upload-${randomBytes(8).toString('hex')}`;
  let file: Buffer;
  let color: string;
  try {
    file = await readUploadedFile(parts);
    ({ color } = await writeWebpVariants(file, { width: SQUARE, height: SQUARE, widths: PRODUCT_IMAGE_WIDTHS, fit: 'contain' }, deps.config.mediaDir, name, PRODUCT_IMAGE_MIN_SIDE));
  } catch (error) {
    if (error instanceof UploadRefused) throw refusal(error.problem, lang);
    throw error;
  }
  const row = await deps.database.db.transaction(async (tx) => {
    const stored = await insertImage(tx, { path: name, width: SQUARE, height: SQUARE, widths: PRODUCT_IMAGE_WIDTHS, color });
    await recordStaffAction(tx, { actorId, action: 'image.upload', subjectType: 'image', subjectId: stored.id, after: { path: name, bytes: file.length } });
    return stored;
  });
  return { id: row.id, url: `/media/${row.path}`, width: row.width, height: row.height, widths: row.widths };
}
