import type { BasketLine } from '@shop/contracts/basket';
import type { ProductSummary } from '@shop/contracts/catalog';
import type { RefObject } from 'react';
import { Suspense, lazy, startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { browserApi } from '../../lib/browser-api.ts';
import { isPromoLine } from './basket-lines.ts';
import styles from './basket-buy-together.module.css';

const BuyTogetherCarousel = lazy(() => import('../product/buy-together-carousel.tsx'));

/** Waits for a run of changes to settle, like the basket's own check (SPEC §9: 500 ms). */
const RELOAD_DELAY_MS = 500;

/**
 * "Buy together" for the whole basket (SPEC §4, §7 "Basket"): asked again whenever the products in
 * the basket change (`GET /v1/basket/products/buy-with-in-basket`). Each suggestion offers its
 * second-largest size, which the API has already chosen; products already in the basket are left out.
 * The block is below the lines: nothing is asked for until it comes near the screen.
 */
export function BasketBuyTogether({ lines }: { lines: readonly BasketLine[] }) {
  const { t } = useTranslation();
  const ids = [...new Set(lines.filter((line) => !isPromoLine(line)).map((line) => line.id))].sort((a, b) => a - b);
  const idsKey = ids.join(',');
  const [products, setProducts] = useState<ProductSummary[]>([]);
  const sentinel = useRef<HTMLElement>(null);
  const near = useNearScreen(sentinel);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `idsKey` stands for `ids`.
  useEffect(() => {
    if (!near) return;
    if (ids.length === 0) {
      setProducts([]);
      return;
    }
    let current = true;
    const timer = window.setTimeout(() => {
      browserApi
        .get<{ data: ProductSummary[] }>('/v1/basket/products/buy-with-in-basket', { products: ids }, { background: true })
        .then(({ data }) => {
          // A transition: the dozen tiles are rendered in slices, not in one long task.
          if (current) startTransition(() => setProducts(data.filter((product) => !ids.includes(product.id))));
        })
        .catch((error: unknown) => console.error('basket buy-together failed to load', error));
    }, RELOAD_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [idsKey, near]);

  const shown = products.length > 0;
  return (
    <section ref={sentinel} className={shown ? styles.section : styles.pending} aria-labelledby={shown ? 'basket-buy-together-title' : undefined}>
      {shown ? (
        <Suspense fallback={null}>
          <BuyTogetherCarousel products={products} title={t('basket.buyTogether.title')} titleId="basket-buy-together-title" />
        </Suspense>
      ) : null}
    </section>
  );
}

/** True once the element has come within 600 px of the screen (at once where the observer is missing). */
function useNearScreen(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        setNear(true);
      }
    }, { rootMargin: '600px 0px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
