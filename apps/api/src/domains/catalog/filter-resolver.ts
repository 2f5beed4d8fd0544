import type { ProductFilterQuery } from '@shop/contracts/catalog';
import type { PriceViewer } from '../pricing/price-viewer.ts';
import { searchTerms } from '../../core/search-text.ts';
import type { Directory } from './directory.ts';
import type { ProductFilter } from './product-filter.ts';
import { priceFilterBoundToStored } from '../pricing/pricing.ts';

/** A filter that can match nothing (an unknown slug was asked for): answer an empty list without a query. */
export const MATCHES_NOTHING = Symbol('matches nothing');

const isId = (value: string) => /^\d+$/.test(value);

/**
 * Resolves ids or slugs against a lookup. An asked filter whose values are all unknown matches
 * nothing (rather than being ignored, which would show unrelated products).
 */
function resolveList<T extends { id: number }>(
  values: string[] | undefined,
  byId: Map<number, T>,
  bySlug: (value: string) => T | undefined,
): number[] | undefined | typeof MATCHES_NOTHING {
  if (!values?.length) return undefined;
  const ids = new Set<number>();
  for (const value of values) {
    const row = isId(value) ? byId.get(Number(value)) : bySlug(value.toLowerCase());
    if (row) ids.add(row.id);
  }
  return ids.size ? [...ids] : MATCHES_NOTHING;
}

export function resolveProductFilter(
  dir: Directory,
  query: ProductFilterQuery,
  viewer: PriceViewer,
): ProductFilter | typeof MATCHES_NOTHING {
  const filter: ProductFilter = {};

  const categories = resolveList(query.category, dir.categoryById, (slug) => dir.categoryBySlug.get(slug));
  if (categories === MATCHES_NOTHING) return MATCHES_NOTHING;
  if (categories) filter.categoryIds = [...new Set(categories.flatMap((id) => dir.categoryWithDescendants(id)))];

  const brands = resolveList(query.brand, dir.brandById, (slug) => dir.brandBySlug.get(slug));
  if (brands === MATCHES_NOTHING) return MATCHES_NOTHING;
  filter.brandIds = brands;

  const seriesValues = [...(query.series ?? []), ...(query.collection ?? [])];
  const series = resolveList(seriesValues, dir.seriesById, (slug) => dir.seriesBySlug.get(slug));
  if (series === MATCHES_NOTHING) return MATCHES_NOTHING;
  filter.seriesIds = series;

  if (query.volume?.length) filter.volumes = [...new Set(query.volume)];

  const tags = resolveList(query.tag, dir.tagById, (path) => dir.tagByPath.get(path));
  if (tags === MATCHES_NOTHING) return MATCHES_NOTHING;
  filter.tagIds = tags;

  if (query.attribute_values?.length) {
    const groups = new Map<number, number[]>();
    for (const valueId of query.attribute_values) {
      const attributeId = dir.attributeOfValue.get(valueId);
      if (attributeId === undefined) continue;
      groups.set(attributeId, [...(groups.get(attributeId) ?? []), valueId]);
    }
    if (!groups.size) return MATCHES_NOTHING;
    filter.attributeValueGroups = [...groups.entries()].sort(([a], [b]) => a - b).map(([, ids]) => ids);
  }

  if (query.price_min !== undefined && query.price_min > 0) filter.priceMin = priceFilterBoundToStored(query.price_min, viewer);
  if (query.price_max !== undefined) filter.priceMax = priceFilterBoundToStored(query.price_max, viewer);
  if (filter.priceMin !== undefined && filter.priceMax !== undefined && filter.priceMin > filter.priceMax) return MATCHES_NOTHING;

  filter.inStock = query.in_stock === true;
  filter.isNew = query.new === true;
  filter.top = query.top === true;
  filter.promotions = query.promotions === true;
  filter.outlet = query.outlet === true;

  if (query.search !== undefined && query.search.trim() !== '') {
    const terms = searchTerms(query.search);
    // One letter (or only punctuation) would match everything: the results page shows nothing.
    if (!terms.text) return MATCHES_NOTHING;
    filter.search = terms;
  }
  return filter;
}

/** Without one attribute's own values: its counts show what choosing another value would give. */
export function withoutAttribute(filter: ProductFilter, dir: Directory, attributeId: number): ProductFilter {
  if (!filter.attributeValueGroups) return filter;
  const groups = filter.attributeValueGroups.filter((group) => dir.attributeOfValue.get(group[0]) !== attributeId);
  return { ...filter, attributeValueGroups: groups.length ? groups : undefined };
}
