import type { ProductSummary } from '@shop/contracts/catalog';
import type { SelectionFilters, SelectionQuery } from '@shop/contracts/selection';
import type { ApiDeps } from '../../deps.ts';
import type { Page } from '../../core/pagination.ts';
import { attributeWithCounts } from './attributes.service.ts';
import { type Directory, loadDirectory } from './directory.ts';
import { countByBrand, countByIngredient, countBySeries } from './facets.repository.ts';
import { MATCHES_NOTHING } from './filter-resolver.ts';
import type { ProductFilter } from './product-filter.ts';
import { countProducts } from './product-list.repository.ts';
import { type Caller, type PageRequest, pageOfCards } from './products.service.ts';
import { ingredientsByIds } from './selection.repository.ts';
import { pick } from '../../core/localized.ts';

/** Attribute slugs of the selection helper's two attribute facets. */
export const SKIN_TYPE_ATTRIBUTE = 'skin-type';
export const PURPOSE_ATTRIBUTE = 'purpose';
const INGREDIENT_FACET_LIMIT = 200;

/** Values of one attribute among the asked ids; asked but none valid → matches nothing. */
function valuesOf(dir: Directory, slug: string, asked: number[] | undefined): number[] | undefined | typeof MATCHES_NOTHING {
  if (!asked?.length) return undefined;
  const attribute = dir.attributeBySlug.get(slug);
  const valid = asked.filter((id) => attribute && dir.attributeOfValue.get(id) === attribute.id);
  return valid.length ? valid : MATCHES_NOTHING;
}

export function selectionFilter(dir: Directory, query: SelectionQuery): ProductFilter | typeof MATCHES_NOTHING {
  const skin = valuesOf(dir, SKIN_TYPE_ATTRIBUTE, query.skin_type);
  const purpose = valuesOf(dir, PURPOSE_ATTRIBUTE, query.purpose);
  if (skin === MATCHES_NOTHING || purpose === MATCHES_NOTHING) return MATCHES_NOTHING;
  const groups = [skin, purpose].filter((g): g is number[] => Boolean(g));
  return {
    attributeValueGroups: groups.length ? groups : undefined,
    brandIds: query.brand,
    seriesIds: query.series,
    includeIngredientIds: query.include,
    excludeIngredientIds: query.exclude,
  };
}

/** GET /v1/selection/get_filters: every facet with counts under the rest of the current choice. */
export async function selectionFilters(deps: ApiDeps, query: SelectionQuery, caller: Caller): Promise<SelectionFilters> {
  const dir = await loadDirectory(deps);
  const filter = selectionFilter(dir, query);
  const db = deps.database.db;
  const { lang, viewer } = caller;
  const titleOf = (row: { titleRu: string; titleUk: string }) => pick(row, 'title', lang);
  const skinAttribute = dir.attributeBySlug.get(SKIN_TYPE_ATTRIBUTE);
  const purposeAttribute = dir.attributeBySlug.get(PURPOSE_ATTRIBUTE);
  const nothing = filter === MATCHES_NOTHING;

  const [skinType, purpose, brandCounts, seriesCounts, ingredientCounts, total] = await Promise.all([
    skinAttribute ? attributeWithCounts(deps, dir, skinAttribute, filter, caller) : null,
    purposeAttribute ? attributeWithCounts(deps, dir, purposeAttribute, filter, caller) : null,
    nothing ? [] : countByBrand(db, { ...filter, brandIds: undefined }, viewer),
    nothing ? [] : countBySeries(db, { ...filter, seriesIds: undefined }, viewer),
    nothing ? [] : countByIngredient(db, filter, viewer, INGREDIENT_FACET_LIMIT),
    nothing ? 0 : countProducts(db, filter, viewer),
  ]);

  const brandCount = new Map(brandCounts.map((c) => [c.id, c.count]));
  const seriesCount = new Map(seriesCounts.map((c) => [c.id, c.count]));
  const chosenBrands = new Set(query.brand ?? []);
  const chosenSeries = new Set(query.series ?? []);
  const chosenIngredients = new Set([...(query.include ?? []), ...(query.exclude ?? [])]);
  const ingredientRows = await ingredientDetails(deps, [...new Set([...ingredientCounts.map((c) => c.id), ...chosenIngredients])]);
  const ingredientCount = new Map(ingredientCounts.map((c) => [c.id, c.count]));

  return {
    skinType,
    purpose,
    brands: dir.brands
      .filter((b) => brandCount.has(b.id) || chosenBrands.has(b.id))
      .map((b) => ({ id: b.id, slug: b.slug, title: titleOf(b), count: brandCount.get(b.id) ?? 0 })),
    series: dir.series
      .filter((s) => seriesCount.has(s.id) || chosenSeries.has(s.id))
      .map((s) => ({ id: s.id, slug: s.slug, title: titleOf(s), brandId: s.brandId, count: seriesCount.get(s.id) ?? 0 })),
    ingredients: ingredientRows
      .map((i) => ({ id: i.id, slug: i.slug, inciName: i.inciName, title: titleOf(i), count: ingredientCount.get(i.id) ?? 0 }))
      .sort((a, b) => b.count - a.count || a.inciName.localeCompare(b.inciName)),
    total,
  };
}

async function ingredientDetails(deps: ApiDeps, ids: number[]) {
  return ids.length ? ingredientsByIds(deps.database.db, ids) : [];
}

/** GET /v1/selection/get_products: 12 per page, bestsellers first. */
export async function selectionProducts(deps: ApiDeps, query: SelectionQuery, paging: PageRequest, caller: Caller): Promise<Page<ProductSummary>> {
  const dir = await loadDirectory(deps);
  return pageOfCards(deps, selectionFilter(dir, query), 'default', paging, caller);
}
