import type { Image } from '@shop/contracts/catalog';
import styles from './responsive-image.module.css';

/** URL of one stored width of an image: `/media/<path>-<w>.webp` (the contract's `url` is the path without suffix). */
export function imageFileUrl(image: Image, width: number): string {
  return `${image.url}-${width}.webp`;
}

/** `srcset` of every stored width, e.g. "/media/a-320.webp 320w, /media/a-640.webp 640w". */
export function imageSrcSet(image: Image): string {
  return image.widths.map((w) => `${imageFileUrl(image, w)} ${w}w`).join(', ');
}

/** The width used as plain `src` for browsers without srcset: the smallest one at least `preferred` wide. */
export function fallbackWidth(image: Image, preferred = 640): number {
  const sorted = [...image.widths].sort((a, b) => a - b);
  return sorted.find((w) => w >= preferred) ?? sorted[sorted.length - 1] ?? image.width;
}

/** The largest stored file, for Open Graph and JSON-LD. */
export function largestImageUrl(image: Image): string {
  return imageFileUrl(image, Math.max(...image.widths, 0) || image.width);
}

interface ResponsiveImageProps {
  image: Image | null;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Above-the-fold image: loaded eagerly with high priority (and preloaded by the route). */
  priority?: boolean;
  className?: string;
}

/**
 * A WebP image with every stored width in `srcset`, its intrinsic width and height (no layout
 * shift), a placeholder colour while it loads, and lazy loading unless it is the page's first image.
 * Without an image it keeps the same box so grids stay aligned.
 */
export function ResponsiveImage({ image, alt, sizes, priority = false, className }: ResponsiveImageProps) {
  const classes = [styles.image, className].filter(Boolean).join(' ');
  if (!image || image.widths.length === 0) {
    const box = `${classes} ${styles.empty}`;
    return alt ? <span className={box} role="img" aria-label={alt} /> : <span className={box} aria-hidden="true" />;
  }
  return (
    <img
      className={classes}
      src={imageFileUrl(image, fallbackWidth(image))}
      srcSet={imageSrcSet(image)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      style={{ backgroundColor: image.color }}
    />
  );
}
