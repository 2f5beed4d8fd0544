import type { Category, SitemapSources } from '@shop/contracts/catalog';
import type { ApiClient } from '../lib/api-client.ts';
import { brandPath, categoryPath, ingredientPath, productPath, seriesPath } from '../lib/catalog-paths.ts';

/**
 * Public list and information pages of SPEC §2 that this app serves, without a language prefix.
 * A section joins the list together with its route (the blog and the contact pages are not routed yet).
 */
export const FIXED_PAGES = [
  '/',
  '/katalog/',
  '/novinki/',
  '/top-prodazh/',
  '/outlet/',
  '/promotions/',
  '/ingredienty/',
  '/podbor-kosmetiki/',
  '/pages/public-offer/',
];

/** Russian URLs have no prefix: they are the language-neutral paths the sitemap writes in both languages. */
const NEUTRAL = 'ru';

/** A page of the sitemap: a language-neutral path and, for products, when it last changed. */
export interface SitemapPage {
  path: string;
  lastmod?: string;
}

/**
 * All public pages of the shop, language-neutral: fixed pages, categories with products (one call)
 * and, from GET /v1/catalog/sitemap (one call, slugs only), products, the brands, series and
 * collections they belong to, and ingredients with products. So every landing listed has products.
 */
export async function collectSitemapPages(api: ApiClient): Promise<SitemapPage[]> {
  const [sources, categories] = await Promise.all([
    api.get<{ data: SitemapSources }>('/v1/catalog/sitemap').then((r) => r.data),
    api.get<{ data: Category[] }>('/v1/catalog/categories').then((r) => r.data),
  ]);
  const landings = new Set<string>();
  for (const product of sources.products) {
    landings.add(brandPath(product.brandSlug, NEUTRAL));
    if (product.series) landings.add(seriesPath(product.series, product.brandSlug, NEUTRAL));
  }
  const page = (path: string): SitemapPage => ({ path });
  return [
    ...FIXED_PAGES.map(page),
    // Empty categories would be empty pages.
    ...categories.filter((c) => c.productsCount > 0).map((c) => page(categoryPath(c.slug, NEUTRAL))),
    ...[...landings].map(page),
    ...sources.ingredients.map((slug) => page(ingredientPath(slug, NEUTRAL))),
    ...sources.products.map((p) => ({
      path: productPath({ slug: p.slug, brand: { slug: p.brandSlug } }, NEUTRAL),
      lastmod: p.updatedAt.slice(0, 10),
    })),
  ];
}
