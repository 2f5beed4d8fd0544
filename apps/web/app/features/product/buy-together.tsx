import { lazy, Suspense, useRef } from 'react';
import { useBuyTogether } from './use-buy-together.ts';
import styles from './buy-together.module.css';

const loadCarousel = () => import('./buy-together-carousel.tsx');
const BuyTogetherCarousel = lazy(loadCarousel);

/**
 * "Buy together" under the product (SPEC §7, §9). The block is below the fold: its products are
 * asked for, and the carousel's code fetched, together when it comes near the screen. The API
 * already picks each product's second-largest size.
 */
export function BuyTogether({ productId }: { productId: number }) {
  const sentinel = useRef<HTMLElement>(null);
  const products = useBuyTogether(productId, sentinel, loadCarousel);
  const hasProducts = products !== null && products.length > 0;
  return (
    <section ref={sentinel} className={hasProducts ? styles.section : styles.pending} aria-labelledby={hasProducts ? 'buy-together-title' : undefined}>
      {hasProducts ? (
        <Suspense fallback={null}>
          <BuyTogetherCarousel products={products} />
        </Suspense>
      ) : null}
    </section>
  );
}
