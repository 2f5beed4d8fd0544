import { CURRENCY } from '@shop/contracts/constants';
import type { MetaDescriptor } from 'react-router';
import { largestImageUrl } from '../../components/ui/responsive-image.tsx';
import { metaText, pageMeta } from '../../seo/meta.ts';
import type { ProductPageData } from './product-loader.ts';

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** Title, description, Open Graph (type product, image, retail price in UAH) of a product page. */
export function productMeta(data: ProductPageData | undefined, matches: readonly (MatchLike | undefined)[]): MetaDescriptor[] {
  if (!data) return pageMeta({ title: metaText(matches, 'error.notFound.title'), noindex: true });
  const { product } = data;
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { origin?: string } | undefined;
  const origin = root?.origin ?? '';
  const image = product.image ?? product.gallery[0] ?? null;
  return [
    ...pageMeta({
      title: product.seo.title || product.title,
      description: product.seo.description,
      image: image ? `${origin}${largestImageUrl(image)}` : null,
      type: 'product',
    }),
    { property: 'product:price:amount', content: String(product.jsonLd.offers.lowPrice) },
    { property: 'product:price:currency', content: CURRENCY },
  ];
}
