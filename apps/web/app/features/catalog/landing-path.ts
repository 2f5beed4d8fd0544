import type { CatalogLanding } from '@shop/contracts/catalog';

/**
 * The one path of a landing, without language: brands and categories under
 * /product-category/{slug}/, series under their brand, collections under /product-collections/.
 */
export function landingCanonicalPath(landing: CatalogLanding): string {
  switch (landing.type) {
    case 'collection':
      return `/product-collections/${landing.slug}/`;
    case 'series':
      return landing.brand ? `/product-category/${landing.brand.slug}/${landing.slug}/` : `/product-category/${landing.slug}/`;
    default:
      return `/product-category/${landing.slug}/`;
  }
}
