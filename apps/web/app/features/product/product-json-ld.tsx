import type { ProductPage } from '@shop/contracts/product';
import { JsonLd } from '../../components/ui/json-ld.tsx';

/**
 * schema.org Product with an AggregateOffer in UAH and its availability, from the API's JSON-LD
 * fields (retail prices whoever asks). Image paths become absolute URLs.
 */
export function ProductJsonLd({ product, url, origin }: { product: ProductPage; url: string; origin: string }) {
  const ld = product.jsonLd;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: ld.name,
    sku: ld.sku,
    url,
    brand: { '@type': 'Brand', name: ld.brand },
    description: ld.description,
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: ld.offers.priceCurrency,
      lowPrice: ld.offers.lowPrice,
      highPrice: ld.offers.highPrice,
      offerCount: ld.offers.offerCount,
      availability: ld.offers.availability,
      url,
    },
  };
  if (ld.image) data.image = ld.image.startsWith('http') ? ld.image : `${origin}${ld.image}`;
  if (ld.aggregateRating && ld.aggregateRating.reviewCount > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: ld.aggregateRating.ratingValue,
      reviewCount: ld.aggregateRating.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return <JsonLd data={data} />;
}
