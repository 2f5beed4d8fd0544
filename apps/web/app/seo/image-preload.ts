import type { MetaDescriptor } from 'react-router';
import type { Image } from '@shop/contracts/catalog';
import { fallbackWidth, imageFileUrl, imageSrcSet } from '../components/ui/responsive-image.tsx';

/**
 * A `<link rel="preload" as="image">` for the page's first image (the LCP element), returned from a
 * route's `meta` so it lands in the head and the browser fetches the image before it parses the body.
 * `media` limits it to the viewports that show this file (a separate phone banner, for example).
 */
export function imagePreloadMeta(image: Image | null | undefined, sizes: string, media?: string): MetaDescriptor[] {
  if (!image || image.widths.length === 0) return [];
  return [
    {
      tagName: 'link',
      rel: 'preload',
      as: 'image',
      href: imageFileUrl(image, fallbackWidth(image)),
      imageSrcSet: imageSrcSet(image),
      imageSizes: sizes,
      fetchPriority: 'high',
      ...(media ? { media } : {}),
    },
  ];
}
