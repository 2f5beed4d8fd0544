import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PICTURE_SIZE, type Picture, pictureColor, pictureSvg as productPictureSvg } from './catalog/pictures.ts';

/**
 * Pictures for banners, posts and Instagram tiles (no text: fonts are unreliable in librsvg).
 * Deterministic for a given seed number. Banners are soft gradients with round shapes; posts and
 * Instagram tiles show products, drawn as the catalogue draws them: a pack and its texture side by
 * side (`panels`), each cropped to its share of the width.
 */
export interface DiscoveryPicture {
  /** Path under the media folder without the width suffix. */
  path: string;
  width: number;
  height: number;
  /** Output widths, ascending; the last is the full width. */
  widths: number[];
  palette: [string, string, string];
  seed: number;
  /** Product drawings shown side by side instead of the gradient. */
  panels?: Picture[];
}

/** The placeholder colour shown while the picture loads. */
export function discoveryColor(picture: DiscoveryPicture): string {
  return picture.panels?.length ? pictureColor(picture.panels[0]) : picture.palette[0];
}

const PALETTES: [string, string, string][] = [
  ['#f6e7df', '#d9a58f', '#8c4f3f'],
  ['#e6efe9', '#9cc3ad', '#3f6b55'],
  ['#ece8f4', '#b3a6d4', '#5a4b86'],
  ['#f4efe3', '#d8c08c', '#8a6d2f'],
  ['#e4eef4', '#93b9cf', '#3b6680'],
  ['#f5e6ec', '#d99bb2', '#8a3f5c'],
];

export function palette(index: number): [string, string, string] {
  return PALETTES[index % PALETTES.length];
}

/**
 * Colours of the products drawn on posts and Instagram tiles, in the order a product drawing takes
 * them (main, light, accent): stronger than the banners' pastels, so that a texture stands out.
 */
const PRODUCT_PALETTES: [string, string, string][] = [
  ['#c98a6b', '#f1cdb9', '#6e3520'],
  ['#5f9c7d', '#bfe0cc', '#24513a'],
  ['#8272b8', '#d3cbef', '#3b2e6e'],
  ['#c9a043', '#f0dca6', '#6e5214'],
  ['#4f8db3', '#b8d8ec', '#1d4560'],
  ['#c0607f', '#efbfd0', '#6b2140'],
];

export function productPalette(index: number): [string, string, string] {
  return PRODUCT_PALETTES[index % PRODUCT_PALETTES.length];
}

/** A small deterministic sequence for shape positions. */
function sequence(seed: number): () => number {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

export function pictureSvg(picture: DiscoveryPicture): string {
  const { width: w, height: h, palette: [light, mid, dark] } = picture;
  const next = sequence(picture.seed);
  const circles = Array.from({ length: 5 }, (_, i) => {
    const r = Math.round(Math.min(w, h) * (0.12 + next() * 0.3));
    const cx = Math.round(next() * w);
    const cy = Math.round(next() * h);
    const fill = i % 2 ? mid : dark;
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" fill-opacity="${(0.12 + next() * 0.2).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>${circles}</svg>`;
}

export async function renderDiscoveryPictures(mediaDir: string, pictures: DiscoveryPicture[]): Promise<void> {
  for (const picture of pictures) {
    await fs.mkdir(path.dirname(path.join(mediaDir, picture.path)), { recursive: true });
    const full = picture.panels?.length ? await renderPanels(picture, picture.panels) : await sharp(Buffer.from(pictureSvg(picture))).png().toBuffer();
    for (const width of picture.widths) {
      await sharp(full)
        .resize(width)
        .webp({ quality: 80, effort: 2 })
        .toFile(path.join(mediaDir, `${picture.path}-${width}.webp`));
    }
  }
}

/**
 * Draws each product picture (a square) at the full height and keeps the middle of it, where the
 * pack or the texture stands, then lays the slices side by side.
 */
async function renderPanels(picture: DiscoveryPicture, panels: Picture[]): Promise<Buffer> {
  const { width, height } = picture;
  const sliceWidth = Math.floor(width / panels.length);
  const slices = await Promise.all(
    panels.map(async (panel, i) => {
      const slice = i === panels.length - 1 ? width - sliceWidth * i : sliceWidth;
      const square = await sharp(Buffer.from(productPictureSvg(panel)), { density: (72 * height) / PICTURE_SIZE })
        .resize(height, height)
        .png()
        .toBuffer();
      const input = await sharp(square)
        .extract({ left: Math.max(0, Math.floor((height - slice) / 2)), top: 0, width: Math.min(slice, height), height })
        .resize(slice, height, { fit: 'cover' })
        .png()
        .toBuffer();
      return { input, left: sliceWidth * i, top: 0 };
    }),
  );
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite(slices)
    .png()
    .toBuffer();
}
