import type { Image } from '@shop/contracts/catalog';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import styles from './product-gallery.module.css';

/** Drawn width of the main image: full width on phones, half the page from 768 px. */
export const GALLERY_SIZES = '(min-width: 1360px) 600px, (min-width: 768px) 45vw, 100vw';

interface ProductGalleryProps {
  images: Image[];
  title: string;
  /** The chosen variant's own image: the gallery shows it when the variant changes. */
  variantImage: Image | null;
}

/**
 * The product's images (product images, then variant images): one large image and a row of
 * thumbnails. The first image is the page's largest paint and is preloaded by the route.
 */
export function ProductGallery({ images, title, variantImage }: ProductGalleryProps) {
  const { t } = useTranslation();
  const indexOf = (image: Image | null) => (image ? Math.max(0, images.findIndex((i) => i.url === image.url)) : 0);
  const [active, setActive] = useState(() => indexOf(variantImage));
  const variantUrl = variantImage?.url;
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the variant's image only.
  useEffect(() => {
    if (variantImage) setActive(indexOf(variantImage));
  }, [variantUrl]);

  const current = images[active] ?? images[0] ?? null;
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <ResponsiveImage image={current} alt={title} sizes={GALLERY_SIZES} priority={active === 0} className={styles.mainImage} />
        {/* Favourite (heart) button: the accounts feature renders it here, top-right of the main image. */}
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbs} aria-label={t('product.gallery.label')}>
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                className={index === active ? `${styles.thumb} ${styles.thumbActive}` : styles.thumb}
                aria-pressed={index === active}
                onClick={() => setActive(index)}
              >
                <ResponsiveImage image={image} alt="" sizes="72px" className={styles.thumbImage} />
                <span className="visually-hidden">{t('product.gallery.show', { number: index + 1, total: images.length })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
