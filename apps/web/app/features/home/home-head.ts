import type { MetaDescriptor } from 'react-router';
import { largestImageUrl } from '../../components/ui/responsive-image.tsx';
import type { Banner } from '@shop/contracts/home';
import { imagePreloadMeta } from '../../seo/image-preload.ts';
import { BANNER_DESKTOP_MEDIA, BANNER_MOBILE_MEDIA, BANNER_MOBILE_SIZES, BANNER_SIZES } from './banner-image.tsx';
import type { HomeData } from './load-home.ts';

function firstBanner(data: HomeData): Banner | undefined {
  return data.page.blocks.some((b) => b.key === 'banners') ? data.banners[0] : undefined;
}

/** The wide picture of the first banner, for link previews (Open Graph). */
export function firstBannerImageUrl(data: HomeData): string | null {
  const image = firstBanner(data)?.image;
  return image ? largestImageUrl(image) : null;
}

/**
 * Preload of the first banner, the home page's largest element: exactly the file the `<picture>`
 * will choose, so phones fetch only the phone banner and desktops only the wide one.
 */
export function firstBannerPreload(data: HomeData): MetaDescriptor[] {
  const first = firstBanner(data);
  if (!first) return [];
  if (first.image && first.imageMobile) {
    return [
      ...imagePreloadMeta(first.imageMobile, BANNER_MOBILE_SIZES, BANNER_MOBILE_MEDIA),
      ...imagePreloadMeta(first.image, BANNER_SIZES, BANNER_DESKTOP_MEDIA),
    ];
  }
  return imagePreloadMeta(first.image ?? first.imageMobile, BANNER_SIZES);
}
