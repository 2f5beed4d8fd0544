import type { Banner } from '@shop/contracts/home';
import { fallbackWidth, imageFileUrl, imageSrcSet } from '../../components/ui/responsive-image.tsx';
import styles from './banner-carousel.module.css';

/** How wide a banner is drawn: the page container on wide screens, the whole screen on phones. */
export const BANNER_SIZES = '(min-width: 1360px) 1296px, (min-width: 768px) calc(100vw - 48px), 100vw';
export const BANNER_MOBILE_SIZES = '100vw';
/** Below this width the phone banner (when there is one) is shown. */
export const BANNER_MOBILE_MEDIA = '(max-width: 767px)';
export const BANNER_DESKTOP_MEDIA = '(min-width: 768px)';

/**
 * A banner picture: the phone file on narrow screens when the shop uploaded one, the wide file
 * otherwise; both WebP with every width, sized by width/height so nothing shifts while they load.
 * The first banner is the page's largest element: it loads eagerly at high priority (and is
 * preloaded from the route's meta); the others load lazily when the shopper slides to them.
 */
export function BannerImage({ banner, priority }: { banner: Banner; priority: boolean }) {
  const image = banner.image ?? banner.imageMobile;
  if (!image) return <span className={`${styles.image} ${styles.noImage}`} />;
  const mobile = banner.image ? banner.imageMobile : null;
  return (
    <picture>
      {mobile ? (
        <source
          media={BANNER_MOBILE_MEDIA}
          srcSet={imageSrcSet(mobile)}
          sizes={BANNER_MOBILE_SIZES}
          width={mobile.width}
          height={mobile.height}
        />
      ) : null}
      <img
        className={styles.image}
        src={imageFileUrl(image, fallbackWidth(image, 1280))}
        srcSet={imageSrcSet(image)}
        sizes={BANNER_SIZES}
        width={image.width}
        height={image.height}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        style={{ backgroundColor: image.color }}
      />
    </picture>
  );
}
