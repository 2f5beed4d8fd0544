import type { ProductLinks, ProductRow, ProductValues, VariantRow } from './catalog-admin.repository.ts';

/**
 * The audit record of a product save: only what changed, small enough to read in the log. Long
 * texts are named with their lengths rather than copied; variants are keyed by article, with their
 * prices in kopecks and stock.
 */

type Snapshot = Record<string, unknown>;

/** HTML tabs: the log says that one changed and how long it was, not its text. */
const LONG_FIELDS = new Set<keyof ProductValues>([
  'descriptionRu',
  'descriptionUk',
  'structureRu',
  'structureUk',
  'recommendationRu',
  'recommendationUk',
  'additionalRu',
  'additionalUk',
]);

const variantFigures = (v: VariantRow) => ({
  value_ru: v.valueRu,
  value_uk: v.valueUk,
  size: v.size,
  quantity: v.quantity,
  retail: v.retailPrice,
  old_retail: v.oldRetailPrice,
  professional: v.professionalPrice,
  distributor: v.distributorPrice,
  client: v.clientPrice,
  image_id: v.imageId,
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function productChanges(
  was: { product: ProductRow; links: ProductLinks; variants: VariantRow[] },
  now: { values: ProductValues; links: ProductLinks; variants: VariantRow[] },
): { before: Snapshot; after: Snapshot } {
  const before: Snapshot = {};
  const after: Snapshot = {};
  for (const [key, value] of Object.entries(now.values) as [keyof ProductValues, unknown][]) {
    const old = was.product[key as keyof ProductRow];
    if (same(old, value)) continue;
    const long = LONG_FIELDS.has(key);
    before[key] = long ? { length: String(old ?? '').length } : old;
    after[key] = long ? { length: String(value ?? '').length } : value;
  }
  for (const key of ['categoryIds', 'tagIds', 'ingredientIds'] as const) {
    if (same(was.links[key], now.links[key])) continue;
    before[key] = was.links[key];
    after[key] = now.links[key];
  }
  const oldVariants = new Map(was.variants.map((v) => [v.article, variantFigures(v)]));
  const newVariants = new Map(now.variants.map((v) => [v.article, variantFigures(v)]));
  const variantsBefore: Snapshot = {};
  const variantsAfter: Snapshot = {};
  for (const article of new Set([...oldVariants.keys(), ...newVariants.keys()])) {
    const old = oldVariants.get(article) ?? null;
    const fresh = newVariants.get(article) ?? null;
    if (old && fresh) {
      const changedKeys = (Object.keys(fresh) as (keyof typeof fresh)[]).filter((k) => !same(old[k], fresh[k]));
      if (!changedKeys.length) continue;
      variantsBefore[article] = Object.fromEntries(changedKeys.map((k) => [k, old[k]]));
      variantsAfter[article] = Object.fromEntries(changedKeys.map((k) => [k, fresh[k]]));
    } else {
      variantsBefore[article] = old;
      variantsAfter[article] = fresh;
    }
  }
  if (Object.keys(variantsAfter).length) {
    before.variants = variantsBefore;
    after.variants = variantsAfter;
  }
  return { before, after };
}
