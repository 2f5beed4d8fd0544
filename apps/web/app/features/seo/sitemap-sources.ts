import type { Category, ProductCard } from '@shop/contracts/catalog';
import type { MenuSeriesItem } from '@shop/contracts/content';
import type { IngredientItem } from '@shop/contracts/ingredients';
import { INGREDIENTS_PER_PAGE } from '@shop/contracts/ingredients';
import type { ApiClient } from '../../lib/api-client.ts';
import { brandPath, ingredientPath, productPath, seriesPath } from '../catalog/catalog-paths.ts';

/** Public list and information pages of SPEC §2, without a language prefix. */
export const FIXED_PAGES = [
  '/',
  '/katalog/',
  '/novinki/',
  '/top-prodazh/',
  '/ingredienty/',
  '/podbor-kosmetiki/',
  '/outlet/',
  '/promotions/',
  '/news/',
  '/interesnye-stati/',
  '/video-materialy/',
  '/video-master-klassy/',
  '/about-us/',
  '/delivery/',
  '/contact/',
  '/pages/public-offer/',
];

/** Largest page the list endpoints hand out. */
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

/** All public page paths of the shop, language-neutral, read from the API's list endpoints. */
export async function collectSitemapPaths(api: ApiClient): Promise<string[]> {
  const [products, categories, series, ingredients] = await Promise.all([
    allPages((page) => api.get<ListPage<ProductCard>>('/v1/catalog/products', { page, per_page: PRODUCTS_PER_REQUEST })),
    api.get<{ data: Category[] }>('/v1/catalog/categories').then((r) => r.data),
    api.get<{ data: MenuSeriesItem[] }>('/v1/menu-series').then((r) => r.data),
    allPages((page) =>
      api.get<ListPage<IngredientItem>>('/v1/ingredients', { page, per_page: Math.max(INGREDIENTS_PER_PAGE, INGREDIENTS_PER_REQUEST) }),
    ),
  ]);
  const brands = new Map(series.map((s) => [s.brand.slug, s.brand]));
  return [
    ...FIXED_PAGES,
    // Categories open as landings under /product-category/{slug}/ like brands; empty ones are left out.
    ...categories.filter((c) => c.productsCount > 0).map((c) => brandPath(c.slug, NEUTRAL)),
    ...[...brands.keys()].map((brand) => brandPath(brand, NEUTRAL)),
    ...series.map((s) => seriesPath(s, s.brand.slug, NEUTRAL)),
    // An ingredient without products would be an empty page.
    ...ingredients.filter((i) => i.productsCount > 0).map((i) => ingredientPath(i.slug, NEUTRAL)),
    ...products.map((p) => productPath(p, NEUTRAL)),
  ];
}
