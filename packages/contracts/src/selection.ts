import { z } from 'zod';
import { facetValue, attributeWithCounts } from './catalog.ts';
import { PAGE_SIZE } from './constants.ts';
import { pageQuery } from './envelope.ts';
import { idListParam } from './query-params.ts';

/**
 * The selection helper (/podbor-kosmetiki/): skin type, purpose, brand, series, ingredients to
 * include and to exclude. Values of one facet are OR-ed; facets are AND-ed; every included
 * ingredient must be present; no excluded ingredient may be.
 */
export const selectionQuery = z.object({
  /** Attribute value ids of the `skin-type` attribute. */
  skin_type: idListParam(),
  /** Attribute value ids of the `purpose` attribute. */
  purpose: idListParam(),
  brand: idListParam(),
  series: idListParam(),
  /** Ingredient ids that must all be present. */
  include: idListParam(),
  /** Ingredient ids that must all be absent. */
  exclude: idListParam(),
});
export type SelectionQuery = z.infer<typeof selectionQuery>;

export const selectionProductsQuery = pageQuery(PAGE_SIZE.selection).extend(selectionQuery.shape);

export const selectionIngredient = z.object({
  id: z.number().int(),
  slug: z.string(),
  inciName: z.string(),
  title: z.string(),
  count: z.number().int(),
});

/**
 * Each count says how many products would match if that value were added to the current
 * choice (a facet's own selection is not applied to its counts). Values with no product are left out,
 * except values already chosen.
 */
export const selectionFilters = z.object({
  skinType: attributeWithCounts.nullable(),
  purpose: attributeWithCounts.nullable(),
  brands: z.array(facetValue),
  series: z.array(facetValue.extend({ brandId: z.number().int() })),
  /** Ingredients of the matching products, most frequent first (at most 200). */
  ingredients: z.array(selectionIngredient),
  /** Products matching the whole current choice. */
  total: z.number().int(),
});
export type SelectionFilters = z.infer<typeof selectionFilters>;
