import type { ProductList } from '@shop/contracts/catalog';
import { PAGE_SIZE } from '@shop/contracts/constants';
import type { SearchResult } from '@shop/contracts/search';
import type { ApiClient } from '../../lib/api-client.ts';
import { assertPageExists } from '../../seo/list-page.ts';

export interface SearchResultsData {
  query: string;
  page: number;
  /** Null when there is no query yet. */
  products: ProductList | null;
  /** Matching posts, shown on the first page only. */
  posts: SearchResult['news'];
}

/**
 * The /results/ page: products matching the query, 12 a page (GET /catalog/products?search=), and on
 * the first page the matching posts of the blog (GET /search), both asked for at once.
 */
export async function loadSearchResults(api: ApiClient, query: string, page: number): Promise<SearchResultsData> {
  if (!query) return { query, page, products: null, posts: [] };
  const [products, posts] = await Promise.all([
    api.get<ProductList>('/v1/catalog/products', { search: query, page, per_page: PAGE_SIZE.catalog }),
    page === 1 ? api.get<{ data: SearchResult }>('/v1/search', { query }).then((r) => r.data.news) : Promise.resolve([]),
  ]);
  assertPageExists(page, products.meta.last_page);
  return { query, page, products, posts };
}
