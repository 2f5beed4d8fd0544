import type { ProductSummary } from '@shop/contracts/catalog';
import { type RefObject, useEffect, useState } from 'react';
import { browserApi } from '../../lib/browser-api.ts';

/**
 * Products bought together with this one (GET /v1/basket/products/buy-with-in-basket), asked for
 * when the block comes near the screen: it is below the fold and its request must not hold up
 * the page. The basket's products join the query when the basket exists.
 */
export function useBuyTogether(productId: number, sentinel: RefObject<HTMLElement | null>, whenNear?: () => void) {
  const [products, setProducts] = useState<ProductSummary[] | null>(null);

  useEffect(() => {
    const element = sentinel.current;
    if (!element) return;
    let cancelled = false;
    const load = () => {
      whenNear?.();
      browserApi
        .get<{ data: ProductSummary[] }>('/v1/basket/products/buy-with-in-basket', { products: [productId] })
        .then((result) => {
          if (!cancelled) setProducts(result.data.filter((p) => p.id !== productId));
        })
        .catch((error: unknown) => {
          console.error('buy-together failed to load', error);
          if (!cancelled) setProducts([]);
        });
    };
    if (typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [productId, sentinel, whenNear]);

  return products;
}
