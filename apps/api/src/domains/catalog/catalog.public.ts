/**
 * What other domains may use of the catalogue's reads (docs/architecture.md: a domain reaches another
 * through its services and public modules, never its repository): one page of product cards by a
 * filter (search, the bought-together list), the SQL that builds a stored image as JSON (the home
 * page's and the blog's own queries join `images`), and the product count of each series (the home
 * page's series block). The repositories behind them stay the catalogue's own.
 */
export {
  type CardRow,
  type ImageColumns,
  type ImageRow,
  type ListRequest,
  type ListResult,
  imageJson,
  listProductSummaries,
} from './product-list.repository.ts';
export { type FacetCount, countBySeries } from './facets.repository.ts';
export { SEARCH_CANDIDATES } from './search-candidates.repository.ts';
