import { NEWS_PAGE_SLUGS } from '@shop/contracts/home';
import { SEARCH_NEWS_LIMIT, SEARCH_PRODUCTS_LIMIT, type SearchResult } from '@shop/contracts/search';
import type { ApiDeps } from '../../deps.ts';
import { toProductSummary } from '../catalog/product-summary.mapper.ts';
import { listProductSummaries } from '../catalog/catalog.public.ts';
import type { Caller } from '../catalog/products.service.ts';
import type { SearchTerms } from '../../core/search-text.ts';
import { searchNews } from './search.repository.ts';
import { pick } from '../../core/localized.ts';

const EMPTY: SearchResult = { products: [], news: [] };

/** The header dropdown: best-matching products and posts for already folded terms. */
export async function search(deps: ApiDeps, terms: SearchTerms, caller: Caller): Promise<SearchResult> {
  if (!terms.text) return EMPTY;
  const db = deps.database.db;
  const [products, news] = await Promise.all([
    listProductSummaries(db, { filter: { search: terms }, order: 'relevance', viewer: caller.viewer, limit: SEARCH_PRODUCTS_LIMIT, offset: 0 }),
    searchNews(db, terms, SEARCH_NEWS_LIMIT),
  ]);
  return {
    products: products.rows.map((row) => {
      const card = toProductSummary(row, caller.lang, caller.viewer);
      return { id: card.id, title: card.title, slug: card.slug, brand: card.brand, image: card.image, minPrice: card.minPrice };
    }),
    news: news.map((post) => ({
      id: post.id,
      title: pick(post, 'title', caller.lang),
      slug: post.slug,
      pageSlug: NEWS_PAGE_SLUGS[post.kind],
    })),
  };
}
