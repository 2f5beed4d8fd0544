import type { ApiLanguage } from '@shop/contracts/i18n';
import type { SearchResult } from '@shop/contracts/search';
import { productPath } from '../../lib/catalog-paths.ts';
import { postPath, resultsPath } from './search-rules.ts';

type Product = SearchResult['products'][number];
type Post = SearchResult['news'][number];

/** One choosable row of the dropdown, in the order the arrow keys walk through them. */
export type SuggestionOption =
  | { kind: 'product'; id: string; href: string; product: Product }
  | { kind: 'post'; id: string; href: string; post: Post }
  | { kind: 'all'; id: string; href: string };

/** Products first, then posts, then "all results": the keyboard order matches what is drawn. */
export function suggestionOptions(result: SearchResult, query: string, lang: ApiLanguage, idPrefix: string): SuggestionOption[] {
  return [
    ...result.products.map((product) => ({
      kind: 'product' as const,
      id: `${idPrefix}-product-${product.id}`,
      href: productPath(product, lang),
      product,
    })),
    ...result.news.map((post) => ({
      kind: 'post' as const,
      id: `${idPrefix}-post-${post.id}`,
      href: postPath(post.pageSlug, post.slug, lang),
      post,
    })),
    { kind: 'all' as const, id: `${idPrefix}-all`, href: resultsPath(query, lang) },
  ];
}

/** The next active row for an arrow key, wrapping at both ends; -1 means none is active. */
export function moveActive(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}
