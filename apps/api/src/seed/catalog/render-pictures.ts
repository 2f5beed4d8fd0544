import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PICTURE_SIZE, type Picture, pictureSvg } from './pictures.ts';

/** Pictures rendered and encoded at once: the target machine has two cores. */
const CONCURRENCY = 2;

/**
 * Rasterises each picture once, straight at the largest width (the SVG is drawn on an 800 grid), and
 * writes `<mediaDir>/<path>-<w>.webp` for every width. Effort 2 keeps WebP encoding quick; the flat
 * shapes compress well at any effort.
 */
export async function renderPictures(
  mediaDir: string,
  pictures: { path: string; picture: Picture }[],
  widths: number[],
): Promise<void> {
  const folders = new Set(pictures.map((p) => path.dirname(path.join(mediaDir, p.path))));
  for (const folder of folders) await fs.mkdir(folder, { recursive: true });

  const largest = Math.max(...widths);
  let next = 0;
  const worker = async () => {
    while (next < pictures.length) {
      const { path: name, picture } = pictures[next++];
      const svg = Buffer.from(pictureSvg(picture));
      const { data, info } = await sharp(svg, { density: (72 * largest) / PICTURE_SIZE }).raw().toBuffer({ resolveWithObject: true });
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
