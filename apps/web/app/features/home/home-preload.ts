import type { MetaDescriptor } from 'react-router';
import type { Banner } from '@shop/contracts/home';
import { imagePreloadMeta } from '../seo/image-preload.ts';
import { BANNER_DESKTOP_MEDIA, BANNER_MOBILE_MEDIA, BANNER_MOBILE_SIZES, BANNER_SIZES } from './banner-image.tsx';
import type { HomeData } from './load-home.ts';

/**
 * Preload of the first banner, the home page's largest element: exactly the file the `<picture>`
 * will choose, so phones fetch only the phone banner and desktops only the wide one.
 */
export function firstBannerPreload(data: HomeData): MetaDescriptor[] {
  const bannersShown = data.page.blocks.some((b) => b.key === 'banners');
  const first: Banner | undefined = bannersShown ? data.banners[0] : undefined;
  if (!first) return [];
  if (first.image && first.imageMobile) {
    return [
      ...imagePreloadMeta(first.imageMobile, BANNER_MOBILE_SIZES, BANNER_MOBILE_MEDIA),
      ...imagePreloadMeta(first.image, BANNER_SIZES, BANNER_DESKTOP_MEDIA),
    ];
  }
  return imagePreloadMeta(first.image ?? first.imageMobile, BANNER_SIZES);
}
