import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProductSummary } from '@shop/contracts/catalog';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { ProductGrid } from '../catalog/product-grid.tsx';
import { arrowAttributes } from './buy-together-slides.ts';
import styles from './buy-together-carousel.module.css';

/**
 * The slides of "buy together" (SPEC §7, §9): a CSS scroll-snap carousel, 3 / 2 / 1 slides by
 * width, arrows only when there is more than fits. A file of its own, loaded when the block comes
 * near the screen (buy-together.tsx): product tiles are not needed to show the product itself.
 * The basket shows the same carousel for all its products, under its own title.
 */
export default function BuyTogetherCarousel({
  products,
  title,
  titleId = 'buy-together-title',
}: {
  products: ProductSummary[];
  title?: string;
  titleId?: string;
}) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const updateEdges = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const start = track.scrollLeft <= 1;
    const end = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
    // The same edges keep the same state: a new object would render every tile again for nothing
    // (on arrival of the slides and on each scroll event).
    setEdges((current) => (current.start === start && current.end === end ? current : { start, end }));
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the slides arrive.
  useEffect(updateEdges, [products, updateEdges]);

  const scrollBy = (direction: 1 | -1) => {
    const track = trackRef.current;
    const slide = track?.querySelector('li');
    if (!track || !slide) return;
    const gap = Number.parseFloat(getComputedStyle(track.firstElementChild as Element).columnGap) || 0;
    track.scrollBy({ left: direction * (slide.getBoundingClientRect().width + gap), behavior: 'smooth' });
  };

  return (
    <div className={styles.carousel} {...arrowAttributes(products.length)}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title ?? t('product.buyTogether.title')}
        </h2>
        <div className={styles.arrows}>
          <button type="button" className={styles.arrow} onClick={() => scrollBy(-1)} disabled={edges.start} aria-label={t('product.buyTogether.previous')}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={styles.arrow} onClick={() => scrollBy(1)} disabled={edges.end} aria-label={t('product.buyTogether.next')}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <div ref={trackRef} className={styles.track} onScroll={updateEdges}>
        <ProductGrid
          products={products}
          priorityCount={0}
          showSelectedVariant
          className={styles.slides}
          analyticsList={{ id: 'buy-together', name: title ?? t('product.buyTogether.title') }}
        />
      </div>
    </div>
  );
}
