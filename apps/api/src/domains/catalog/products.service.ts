import type { CatalogSort, ProductSummary, ProductFilterQuery } from '@shop/contracts/catalog';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { ApiDeps } from '../../deps.ts';
import { type Page, offsetOf, toPage } from '../../core/pagination.ts';
import type { PriceViewer } from '../pricing/price-viewer.ts';
import { loadDirectory } from './directory.ts';
import { MATCHES_NOTHING, resolveProductFilter } from './filter-resolver.ts';
import { type CardOptions, toProductSummary } from './product-summary.mapper.ts';
import type { ProductFilter } from './product-filter.ts';
import { type CountMemo, type ListOrder, listProductSummaries } from './product-list.repository.ts';
import { LIST_TTL_S, cachedUnderVersion } from '../../core/answer-cache.ts';
import { statsPriceColumn } from '../pricing/pricing.ts';

export interface Caller {
  lang: ApiLanguage;
  viewer: PriceViewer;
}

export interface PageRequest {
  page: number;
  perPage: number;
  /** The request URL: page links keep its other parameters. */
  url: string;
}

/** One page of cards for an already resolved filter. A page past the last is empty, with the real meta. */
export async function pageOfCards(
  deps: ApiDeps,
  filter: ProductFilter | typeof MATCHES_NOTHING,
  order: ListOrder,
  paging: PageRequest,
  caller: Caller,
  options: CardOptions = {},
): Promise<Page<ProductSummary>> {
  if (filter === MATCHES_NOTHING) return toPage([], 0, paging.page, paging.perPage, paging.url);
  const { rows, total, totalAtLeast } = await listProductSummaries(deps.database.db, {
    filter,
    order,
    viewer: caller.viewer,
    limit: paging.perPage,
    offset: offsetOf(paging.page, paging.perPage),
    countMemo: catalogueCounts(deps),
  });
  const cards = rows.map((row) => toProductSummary(row, caller.lang, caller.viewer, options));
  return toPage(cards, total, paging.page, paging.perPage, paging.url, totalAtLeast);
}

/**
 * A list's total kept per filter under the catalogue version, as long as its answers are: every page
 * and every sort of a filter asks the same count (at 100,000 products, 10-35 ms of each page's time).
 * A price filter counts by the viewer's own prices, so their column is part of the key.
 */
function catalogueCounts(deps: ApiDeps): CountMemo {
  return (filter, viewer, count) => {
    const prices = filter.priceMin !== undefined || filter.priceMax !== undefined ? statsPriceColumn(viewer) : 'any';
    return cachedUnderVersion(deps.cache, `list-count:${prices}:${JSON.stringify(filter)}`, LIST_TTL_S, count);
  };
}

/** The catalogue list (also outlet, novelties, bestsellers, landings, search results). */
export async function listCatalogProducts(
  deps: ApiDeps,
  query: ProductFilterQuery & { sort?: CatalogSort },
  paging: PageRequest,
  caller: Caller,
): Promise<Page<ProductSummary>> {
  const dir = await loadDirectory(deps);
  const filter = resolveProductFilter(dir, query, caller.viewer);
  const order: ListOrder = query.sort ?? (filter !== MATCHES_NOTHING && filter.search ? 'relevance' : 'default');
  return pageOfCards(deps, filter, order, paging, caller);
}

/** Cards by product ids in the asked order (basket, favourites); unknown or unpublished ids are left out. */
export async function productSummariesByIds(deps: ApiDeps, ids: number[], caller: Caller): Promise<ProductSummary[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const { rows } = await listProductSummaries(deps.database.db, {
    filter: { productIds: unique },
    order: 'ids',
    viewer: caller.viewer,
    limit: unique.length,
    offset: 0,
  });
  return rows.map((row) => toProductSummary(row, caller.lang, caller.viewer));
}

/** A fixed short list (home blocks): the first `limit` cards of a filter and order. */
export async function topCards(deps: ApiDeps, filter: ProductFilter, order: ListOrder, limit: number, caller: Caller): Promise<ProductSummary[]> {
  const { rows } = await listProductSummaries(deps.database.db, { filter, order, viewer: caller.viewer, limit, offset: 0 });
  return rows.map((row) => toProductSummary(row, caller.lang, caller.viewer));
}
