import { useEffect, useId } from 'react';
import type { ProductSummary } from '@shop/contracts/catalog';
import { trackSelectItem, trackViewItemList } from '../../lib/analytics.ts';
import { ProductTile } from '../catalog/product-tile.tsx';
import { CarouselArrows } from './carousel-arrows.tsx';
import { HomeSection } from './home-section.tsx';
import { useScrollTrack } from './use-scroll-track.ts';
import styles from './carousel.module.css';

interface ProductCarouselProps {
  title: string;
  products: ProductSummary[];
  more: { href: string; label: string };
  /** Analytics list of the block, named the same in every language so reports add up. */
  analyticsList: { id: string; name: string };
}

/** A home block of product tiles sliding sideways (new arrivals, bestsellers). */
export function ProductCarousel({ title, products, more, analyticsList }: ProductCarouselProps) {
  const trackId = useId();
  const track = useScrollTrack<HTMLUListElement>();
  const ids = products.map((p) => p.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ids` stands for `products`.
  useEffect(() => {
    trackViewItemList(analyticsList, products.map((p) => p.analytics));
  }, [analyticsList.id, ids]);

  if (products.length === 0) return null;
  return (
    <HomeSection
      title={title}
      more={more}
      controls={<CarouselArrows controls={trackId} canPrev={track.canPrev} canNext={track.canNext} onMove={track.scrollByPage} />}
    >
      <ul id={trackId} ref={track.ref} className={styles.track}>
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductTile product={product} onSelect={() => trackSelectItem(analyticsList, product.analytics, index)} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
