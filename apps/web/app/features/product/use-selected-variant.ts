import type { ProductVariant } from '@shop/contracts/catalog';
import type { ProductPage } from '@shop/contracts/product';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The chosen variant lives in the URL (`?value={variant id}`, SPEC §7), so a link to a size opens
 * that size. Choosing another one replaces the URL without reloading the page data.
 */
export function useSelectedVariant(product: ProductPage): [ProductVariant, (variant: ProductVariant) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('value');
  const fromUrl = product.productPrices.find((v) => String(v.id) === value) ?? product.selectType;
  // Shown at once on a choice; the URL follows a moment later (and back/forward set it again).
  const [selected, setSelected] = useState(fromUrl);
  useEffect(() => setSelected(fromUrl), [fromUrl]);
  const select = useCallback(
    (variant: ProductVariant) => {
      setSelected(variant);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (variant.id === product.selectType.id) next.delete('value');
          else next.set('value', String(variant.id));
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [product.selectType.id, setParams],
  );
  return [selected, select];
}

/** `shouldRevalidate` of the product route: choosing a variant does not load the product again. */
export function productShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: {
  currentUrl: URL;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
}): boolean {
  // A different page, or the same URL loaded again on purpose (new prices after signing in).
  if (currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search) return defaultShouldRevalidate;
  const withoutValue = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('value');
    return params.toString();
  };
  return withoutValue(currentUrl) === withoutValue(nextUrl) ? false : defaultShouldRevalidate;
}
