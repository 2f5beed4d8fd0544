import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { type Picture, pictureSvg } from './pictures.ts';

/** Encodes in flight at once: the machine has two cores, and libvips threads each encode itself. */
const CONCURRENCY = 2;

/**
 * Draws each picture once at full size and writes `<mediaDir>/<path>-<w>.webp` for every width.
 * Effort 2 keeps WebP encoding quick; the flat shapes compress well at any effort.
 */
export async function renderPictures(
  mediaDir: string,
  pictures: { path: string; picture: Picture }[],
  widths: number[],
): Promise<void> {
  const folders = new Set(pictures.map((p) => path.dirname(path.join(mediaDir, p.path))));
  for (const folder of folders) await fs.mkdir(folder, { recursive: true });

  let next = 0;
  const worker = async () => {
    while (next < pictures.length) {
      const { path: name, picture } = pictures[next++];
      const { data, info } = await sharp(Buffer.from(pictureSvg(picture))).raw().toBuffer({ resolveWithObject: true });
      const raw = { width: info.width, height: info.height, channels: info.channels };
      for (const width of widths) {
        const image = sharp(data, { raw });
        if (width !== info.width) image.resize(width);
        await image.webp({ quality: 82, effort: 2 }).toFile(path.join(mediaDir, `${name}-${width}.webp`));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, pictures.length) }, worker));
}
