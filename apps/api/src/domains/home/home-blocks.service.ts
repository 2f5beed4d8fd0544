import { SEASONAL_HITS_CATEGORY_SLUG } from '@shop/contracts/constants';
import { HOME_PRODUCTS_LIMIT, type HomeSeries } from '@shop/contracts/home';
import type { ProductSummary } from '@shop/contracts/catalog';
import type { ApiDeps } from '../../deps.ts';
import { RETAIL_VIEWER } from '../pricing/price-viewer.ts';
import { STRUCTURE_TTL_S, cachedUnderVersion } from '../../core/answer-cache.ts';
import { loadDirectory } from '../catalog/directory.ts';
import { countBySeries } from '../catalog/catalog.public.ts';
import { toImage } from '../catalog/product-summary.mapper.ts';
import { type Caller, topCards } from '../catalog/products.service.ts';
import { pick } from '../../core/localized.ts';

export const HOME_SERIES_LIMIT = 12;

/** Series with a picture and at least one listed product, in the shop's order. */
export async function homeSeries(deps: ApiDeps, caller: Caller): Promise<HomeSeries[]> {
  const [dir, counts] = await Promise.all([
    loadDirectory(deps),
    cachedUnderVersion(deps.cache, 'series-counts', STRUCTURE_TTL_S, () => countBySeries(deps.database.db, {}, RETAIL_VIEWER)),
  ]);
  const listed = new Set(counts.filter((c) => c.count > 0).map((c) => c.id));
  const brandOrder = new Map(dir.brands.map((b, i) => [b.id, i]));
  return dir.series
    .filter((s) => s.image && listed.has(s.id) && dir.brandById.has(s.brandId))
    .sort((a, b) => (brandOrder.get(a.brandId) ?? 0) - (brandOrder.get(b.brandId) ?? 0) || a.sort - b.sort || a.id - b.id)
    .slice(0, HOME_SERIES_LIMIT)
    .map((s) => {
      const brand = dir.brandById.get(s.brandId)!;
      return {
        id: s.id,
        title: pick(s, 'title', caller.lang),
        slug: s.slug,
        shortDescription: pick(s, 'shortDescription', caller.lang) ?? null,
        isCollection: s.isCollection,
        image: toImage(s.image),
        brand: { id: brand.id, title: pick(brand, 'title', caller.lang), slug: brand.slug },
      };
    });
}

/** Novelties: products marked new, newest first. */
export function homeNew(deps: ApiDeps, caller: Caller): Promise<ProductSummary[]> {
  return topCards(deps, { isNew: true }, 'newest', HOME_PRODUCTS_LIMIT, caller);
}

/**
 * Top: the seasonal hits category (SPEC §9 fixed slug) when it has products, ordered by sales;
 * otherwise the bestsellers of the whole catalogue.
 */
export async function homeTop(deps: ApiDeps, caller: Caller): Promise<ProductSummary[]> {
  const dir = await loadDirectory(deps);
  const hits = dir.categoryBySlug.get(SEASONAL_HITS_CATEGORY_SLUG);
  if (hits) {
    const cards = await topCards(deps, { categoryIds: dir.categoryWithDescendants(hits.id) }, 'bestsellers', HOME_PRODUCTS_LIMIT, caller);
    if (cards.length) return cards;
  }
  return topCards(deps, { top: true }, 'bestsellers', HOME_PRODUCTS_LIMIT, caller);
}
