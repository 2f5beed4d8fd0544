import type { ApiLanguage } from '@shop/contracts/i18n';
import { localePath } from './language.ts';

/**
 * Site paths of catalogue pages (SPEC §2 named targets "product" and "brand"), in a language.
 * Every page that links to a product or a brand/series builds the URL here.
 */

/** Product page: `/katalog/{brand}/{slug}/`; the brand segment is optional. */
export function productPath(product: { slug: string; brand?: { slug: string } | null }, lang: ApiLanguage): string {
  const brand = product.brand?.slug;
  return localePath(brand ? `/katalog/${brand}/${product.slug}/` : `/katalog/${product.slug}/`, lang);
}

/** Brand landing: `/product-category/{brand}/`. */
export function brandPath(brandSlug: string, lang: ApiLanguage): string {
  return localePath(`/product-category/${brandSlug}/`, lang);
}

/** Category landing: `/product-category/{category}/` (one segment, like a brand). */
export function categoryPath(categorySlug: string, lang: ApiLanguage): string {
  return localePath(`/product-category/${categorySlug}/`, lang);
}

/** Series landing `/product-category/{brand}/{series}/`, or `/product-collections/{series}/` for a collection. */
export function seriesPath(
  series: { slug: string; isCollection?: boolean },
  brandSlug: string | null | undefined,
  lang: ApiLanguage,
): string {
  if (series.isCollection) return localePath(`/product-collections/${series.slug}/`, lang);
  return localePath(brandSlug ? `/product-category/${brandSlug}/${series.slug}/` : `/product-category/${series.slug}/`, lang);
}

/** Ingredient page of an INCI name on the product's "structure" tab. */
export function ingredientPath(slug: string, lang: ApiLanguage): string {
  return localePath(`/ingredients/${slug}/`, lang);
}
