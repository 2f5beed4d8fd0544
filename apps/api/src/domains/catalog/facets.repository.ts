import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productAttributeValues, productIngredients, productPrices, productSearch, productStats } from '../../db/schema/index.ts';
import type { PriceViewer } from '../pricing/price-viewer.ts';
import { type ProductFilter, QueryParams, filterConditions, usesSearch } from './product-filter.ts';

/**
 * Product counts per facet value under a filter: attribute values, brands, series, ingredients.
 * Each is one GROUP BY over the filtered products.
 */

export interface FacetCount {
  id: number;
  count: number;
}

function filtered(db: Db, filter: ProductFilter, viewer: PriceViewer, group: SQL, extraWhere: SQL[] = []) {
  const params = new QueryParams(false);
  const where = [...filterConditions(filter, viewer, params), ...extraWhere];
  let query = db
    .select({ id: sql<number>`${group}`.as('facet_id'), count: sql<number>`count(distinct ${productStats.productId})::int`.as('facet_count') })
    .from(productStats)
    .$dynamic();
  if (usesSearch(filter)) query = query.innerJoin(productSearch, eq(productSearch.productId, productStats.productId));
  return { query, where };
}

export async function countByAttributeValue(db: Db, filter: ProductFilter, viewer: PriceViewer, valueIds: number[]): Promise<FacetCount[]> {
  if (!valueIds.length) return [];
  const { query, where } = filtered(db, filter, viewer, sql`${productAttributeValues.attributeValueId}`, [
    sql`${productAttributeValues.attributeValueId} = any(${sql.param(valueIds)}::int[])`,
  ]);
  return query
    .innerJoin(productAttributeValues, eq(productAttributeValues.productId, productStats.productId))
    .where(and(...where))
    .groupBy(productAttributeValues.attributeValueId);
}

export async function countByBrand(db: Db, filter: ProductFilter, viewer: PriceViewer): Promise<FacetCount[]> {
  const { query, where } = filtered(db, filter, viewer, sql`${productStats.brandId}`);
  return query.where(and(...where)).groupBy(productStats.brandId);
}

export async function countBySeries(db: Db, filter: ProductFilter, viewer: PriceViewer): Promise<FacetCount[]> {
  const { query, where } = filtered(db, filter, viewer, sql`${productStats.seriesId}`, [sql`${productStats.seriesId} is not null`]);
  return query.where(and(...where)).groupBy(productStats.seriesId);
}

export interface VolumeCount {
  value: string;
  count: number;
}

/** Products per variant volume (a product counts once for each of its volumes). */
export async function countByVolume(db: Db, filter: ProductFilter, viewer: PriceViewer): Promise<VolumeCount[]> {
  const params = new QueryParams(false);
  const where = filterConditions(filter, viewer, params);
  let query = db
    .select({ value: sql<string>`v.volume`, count: sql<number>`count(*)::int` })
    .from(productStats)
    .innerJoin(sql`unnest(${productStats.volumes}) as v(volume)`, sql`true`)
    .$dynamic();
  if (usesSearch(filter)) query = query.innerJoin(productSearch, eq(productSearch.productId, productStats.productId));
  return query.where(and(...where)).groupBy(sql`v.volume`);
}

/** The Ukrainian label of each volume (volumes are kept from the Russian label), from one of its variants. */
export async function ukrainianVolumeLabels(db: Db, values: string[]): Promise<Map<string, string>> {
  if (!values.length) return new Map();
  const key = sql`shop_volume_key(${productPrices.valueRu})`;
  const rows = await db
    .select({ value: sql<string>`${key}`, label: sql<string>`min(btrim(${productPrices.valueUk}))` })
    .from(productPrices)
    .where(sql`${key} = any(${sql.param(values)}::text[])`)
    .groupBy(key);
  return new Map(rows.map((r) => [r.value, r.label]));
}

/** The most frequent ingredients of the filtered products. */
export async function countByIngredient(db: Db, filter: ProductFilter, viewer: PriceViewer, limit: number): Promise<FacetCount[]> {
  const { query, where } = filtered(db, filter, viewer, sql`${productIngredients.ingredientId}`);
  return query
    .innerJoin(productIngredients, eq(productIngredients.productId, productStats.productId))
    .where(and(...where))
    .groupBy(productIngredients.ingredientId)
    .orderBy(sql`facet_count desc`, sql`facet_id`)
    .limit(limit);
}

/** Published, listable products per category including its subcategories (parent loops are cut at depth 16). */
export async function countByCategoryTree(db: Db): Promise<FacetCount[]> {
  const { rows } = await db.execute<{ id: number; count: number }>(sql`
    with recursive tree(root, id, depth) as (
      select id, id, 0 from categories
      union all
      select t.root, c.id, t.depth + 1 from tree t join categories c on c.parent_id = t.id where t.depth < 16
    )
    select t.root as id, count(distinct pc.product_id)::int as count
    from tree t
    join product_categories pc on pc.category_id = t.id
    join product_stats s on s.product_id = pc.product_id and s.published
    group by t.root`);
  return rows;
}
