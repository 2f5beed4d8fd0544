import type { Category, ProductCard } from '@shop/contracts/catalog';
import type { IngredientItem } from '@shop/contracts/ingredients';
import type { ApiClient } from '../../lib/api-client.ts';
import { brandPath, categoryPath, ingredientPath, productPath, seriesPath } from '../catalog/catalog-paths.ts';

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

/** Largest pages the list endpoints hand out (contracts: catalogue 100, ingredients 200). */
const PRODUCTS_PER_REQUEST = 100;
const INGREDIENTS_PER_REQUEST = 200;
/** Pages of a list asked for at once: enough to finish quickly, few enough to leave room for shoppers. */
const PARALLEL_PAGES = 4;

interface ListPage<T> {
  data: T[];
  meta: { last_page: number };
}

/** Every item of a paginated list: the first page tells how many pages follow; those load a few at a time. */
async function allPages<T>(load: (page: number) => Promise<ListPage<T>>): Promise<T[]> {
  const first = await load(1);
  const items = [...first.data];
  const rest = Array.from({ length: Math.max(0, first.meta.last_page - 1) }, (_, i) => i + 2);
  for (let i = 0; i < rest.length; i += PARALLEL_PAGES) {
    const batch = await Promise.all(rest.slice(i, i + PARALLEL_PAGES).map(load));
    for (const page of batch) items.push(...page.data);
  }
  return items;
}

/** Russian URLs have no prefix: they are the language-neutral paths the sitemap writes in both languages. */
const NEUTRAL = 'ru';

/**
 * All public page paths of the shop, language-neutral, read from the API's list endpoints. Brands,
 * series and collections are those of the listed products, so every landing in the sitemap has products.
 */
export async function collectSitemapPaths(api: ApiClient): Promise<string[]> {
  const [products, categories, ingredients] = await Promise.all([
    allPages((page) => api.get<ListPage<ProductCard>>('/v1/catalog/products', { page, per_page: PRODUCTS_PER_REQUEST })),
    api.get<{ data: Category[] }>('/v1/catalog/categories').then((r) => r.data),
    allPages((page) => api.get<ListPage<IngredientItem>>('/v1/ingredients', { page, per_page: INGREDIENTS_PER_REQUEST })),
  ]);
  const landings = new Set<string>();
  for (const product of products) {
    landings.add(brandPath(product.brand.slug, NEUTRAL));
    if (product.series) landings.add(seriesPath(product.series, product.brand.slug, NEUTRAL));
  }
  return [
    ...FIXED_PAGES,
    // Empty categories would be empty pages.
    ...categories.filter((c) => c.productsCount > 0).map((c) => categoryPath(c.slug, NEUTRAL)),
    ...landings,
    // So would ingredients without products.
    ...ingredients.filter((i) => i.productsCount > 0).map((i) => ingredientPath(i.slug, NEUTRAL)),
    ...products.map((p) => productPath(p, NEUTRAL)),
  ];
}
