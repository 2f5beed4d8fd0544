import fs from 'node:fs/promises';
import path from 'node:path';
import type { Multipart } from '@fastify/multipart';
import sharp from 'sharp';

/**
 * An uploaded picture turned into the shop's own WebP files (`<name>-<width>.webp` under the media
 * folder), the way the catalogue's product images are (catalog-admin/product-images.service.ts):
 * recognised by content (JPEG, PNG or WebP), refused above 50 megapixels before any pixel is
 * decoded, rotated by its EXIF, fitted to the box and written at each width. It knows no business
 * rule: the domain chooses the box and words the refusals.
 */
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface WebpBox {
  width: number;
  height: number;
  /** Widths written, ascending; the largest is the box's. */
  widths: number[];
  /** `cover` crops to the box's shape (banners); `contain` pads it with white (packshots). */
  fit: 'cover' | 'contain';
}

export type UploadProblem = 'missing' | 'tooLarge' | 'type' | 'tooSmall';
export class UploadRefused extends Error {
  constructor(readonly problem: UploadProblem) {
    super(problem);
  }
}

const isCode = (error: unknown, code: string) => (error as { code?: string })?.code === code;

/** The one file part named `file`, read whole (its size is bounded by the multipart limits). */
export async function readUploadedFile(parts: AsyncIterableIterator<Multipart>): Promise<Buffer> {
  let file: Buffer | null = null;
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        throw new UploadRefused('missing');
      }
      file = await part.toBuffer();
    }
  } catch (error) {
    if (isCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw new UploadRefused('tooLarge');
    if (isCode(error, 'FST_FILES_LIMIT')) throw new UploadRefused('missing');
    throw error;
  }
  if (!file?.length) throw new UploadRefused('missing');
  return file;
}

/** Writes the box's widths; answers the picture's dominant colour (shown while it loads). */
export async function writeWebpVariants(file: Buffer, box: WebpBox, mediaDir: string, name: string, minSide: number): Promise<{ color: string }> {
  const meta = await sharp(file).metadata().catch(() => null);
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw new UploadRefused('type');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new UploadRefused('type');
  if (Math.max(meta.width, meta.height) < minSide) throw new UploadRefused('tooSmall');
  await fs.mkdir(path.dirname(path.join(mediaDir, name)), { recursive: true });
  const files = box.widths.map((width) => path.join(mediaDir, `${name}-${width}.webp`));
  try {
    const fitted = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize(box.width, box.height, { fit: box.fit, background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: fitted.info.width, height: fitted.info.height, channels: fitted.info.channels };
    const { dominant } = await sharp(fitted.data, { raw }).stats();
    for (const [index, width] of box.widths.entries()) {
      const image = sharp(fitted.data, { raw });
      if (width !== box.width) image.resize(width);
      await image.webp({ quality: 82, effort: 4 }).toFile(files[index]);
    }
    const hex = (n: number) => n.toString(16).padStart(2, '0');
    return { color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}` };
  } catch {
    await Promise.all(files.map((file) => fs.rm(file, { force: true })));
    throw new UploadRefused('type');
  }
}
