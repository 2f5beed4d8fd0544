import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DirectoryQuery, PromoKind } from '@shop/contracts/staff-catalogue-directory';
import type { DbOrTx } from '../../db/client.ts';
import { brands, productPrices, series } from '../../db/schema/catalog.ts';
import { promoRuleItems, promoRules } from '../../db/schema/checkout.ts';

/** Brands, series, collections and sample/gift rules as the back office lists and edits them. */

export type BrandRow = typeof brands.$inferSelect & { products: number };
export type SeriesRow = typeof series.$inferSelect & { brand: string; products: number };
export type PromoRow = typeof promoRules.$inferSelect & { items: Array<{ id: number; article: string; title: string }> };

const direction = (query: DirectoryQuery) => (query.order === 'desc' ? sql`desc` : sql`asc`);
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function orderBy(query: DirectoryQuery, title: ReturnType<typeof sql>) {
  const column = query.sort === 'title' ? title : query.sort === 'sort' ? sql`sort` : sql`id`;
  return sql`order by ${column} ${direction(query)}, id ${direction(query)}`;
}

type Listed<T> = { rows: T[]; total: number };

export async function listBrands(db: DbOrTx, query: DirectoryQuery, limit: number, offset: number): Promise<Listed<BrandRow>> {
  const where = query.q ? sql`where title_ru ilike ${like(query.q)} or title_uk ilike ${like(query.q)} or slug ilike ${like(query.q)}` : sql``;
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select id, slug, title_ru, title_uk, description_ru, description_uk, country, sort, version,
      (select count(*)::int from products p where p.brand_id = b.id) as products, count(*) over ()::int as total
    from brands b ${where} ${orderBy(query, sql`title_ru`)} limit ${limit} offset ${offset}`);
  return { rows: rows.map(brandOf), total: Number(rows[0]?.total ?? 0) };
}

function brandOf(row: Record<string, unknown>): BrandRow {
  return {
    id: Number(row.id),
    slug: String(row.slug),
    titleRu: String(row.title_ru),
    titleUk: String(row.title_uk),
    descriptionRu: String(row.description_ru),
    descriptionUk: String(row.description_uk),
    country: (row.country as string | null) ?? null,
    sort: Number(row.sort),
    version: Number(row.version),
    products: Number(row.products ?? 0),
  };
}

export async function findBrand(db: DbOrTx, id: number): Promise<BrandRow | undefined> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select b.*, (select count(*)::int from products p where p.brand_id = b.id) as products from brands b where id = ${id}`);
  return rows[0] ? brandOf(rows[0]) : undefined;
}

export async function insertBrand(db: DbOrTx, values: typeof brands.$inferInsert): Promise<number> {
  const [row] = await db.insert(brands).values(values).returning({ id: brands.id });
  return row.id;
}

/**
 * Writes a brand loaded at `version` and moves its version on; false when the row is at another
 * version by now (a colleague saved first), and nothing is written.
 */
export async function updateBrand(db: DbOrTx, id: number, version: number, values: Partial<typeof brands.$inferInsert>): Promise<boolean> {
  const rows = await db
    .update(brands)
    .set({ ...values, version: sql`${brands.version} + 1` })
    .where(and(eq(brands.id, id), eq(brands.version, version)))
    .returning({ id: brands.id });
  return rows.length > 0;
}

export async function deleteBrand(db: DbOrTx, id: number): Promise<void> {
  await db.delete(brands).where(eq(brands.id, id));
}

function seriesOf(row: Record<string, unknown>): SeriesRow {
  return {
    id: Number(row.id),
    brandId: Number(row.brand_id),
    slug: String(row.slug),
    titleRu: String(row.title_ru),
    titleUk: String(row.title_uk),
    shortDescriptionRu: (row.short_description_ru as string | null) ?? null,
    shortDescriptionUk: (row.short_description_uk as string | null) ?? null,
    descriptionRu: String(row.description_ru),
    descriptionUk: String(row.description_uk),
    inMenu: Boolean(row.in_menu),
    isCollection: Boolean(row.is_collection),
    imageId: (row.image_id as number | null) ?? null,
    sort: Number(row.sort),
    version: Number(row.version),
    brand: String(row.brand ?? ''),
    products: Number(row.products ?? 0),
  };
}

const SERIES_COLUMNS = sql`s.id, s.brand_id, s.slug, s.title_ru, s.title_uk, s.short_description_ru, s.short_description_uk,
  s.description_ru, s.description_uk, s.in_menu, s.is_collection, s.image_id, s.sort, s.version, b.title_ru as brand,
  (select count(*)::int from products p where p.series_id = s.id) as products`;

export async function listSeries(db: DbOrTx, isCollection: boolean, query: DirectoryQuery, limit: number, offset: number): Promise<Listed<SeriesRow>> {
  const conditions = [sql`s.is_collection = ${isCollection}`];
  if (query.brand_id) conditions.push(sql`s.brand_id = ${query.brand_id}`);
  if (query.q) conditions.push(sql`(s.title_ru ilike ${like(query.q)} or s.title_uk ilike ${like(query.q)} or s.slug ilike ${like(query.q)})`);
  const column = query.sort === 'title' ? sql`s.title_ru` : query.sort === 'sort' ? sql`s.sort` : sql`s.id`;
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select ${SERIES_COLUMNS}, count(*) over ()::int as total
    from series s join brands b on b.id = s.brand_id
    where ${sql.join(conditions, sql` and `)}
    order by ${column} ${direction(query)}, s.id ${direction(query)} limit ${limit} offset ${offset}`);
  return { rows: rows.map(seriesOf), total: Number(rows[0]?.total ?? 0) };
}

export async function findSeries(db: DbOrTx, id: number): Promise<SeriesRow | undefined> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select ${SERIES_COLUMNS} from series s join brands b on b.id = s.brand_id where s.id = ${id}`);
  return rows[0] ? seriesOf(rows[0]) : undefined;
}

export async function insertSeries(db: DbOrTx, values: typeof series.$inferInsert): Promise<number> {
  const [row] = await db.insert(series).values(values).returning({ id: series.id });
  return row.id;
}

/** As `updateBrand`: false when the series is at another version by now, and nothing is written. */
export async function updateSeries(db: DbOrTx, id: number, version: number, values: Partial<typeof series.$inferInsert>): Promise<boolean> {
  const rows = await db
    .update(series)
    .set({ ...values, version: sql`${series.version} + 1` })
    .where(and(eq(series.id, id), eq(series.version, version)))
    .returning({ id: series.id });
  return rows.length > 0;
}

export async function deleteSeries(db: DbOrTx, id: number): Promise<void> {
  await db.delete(series).where(eq(series.id, id));
}

export async function brandExists(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, id));
  return rows.length > 0;
}

async function promoItems(db: DbOrTx, ruleIds: number[]): Promise<Map<number, PromoRow['items']>> {
  const byRule = new Map<number, PromoRow['items']>();
  if (!ruleIds.length) return byRule;
  const { rows } = await db.execute<{ rule_id: number; id: number; article: string; title: string }>(sql`
    select i.rule_id, pp.id, pp.article, p.title_ru || ' — ' || pp.value_ru as title
    from promo_rule_items i join product_prices pp on pp.id = i.product_price_id join products p on p.id = pp.product_id
    where i.rule_id = any(${sql.param(ruleIds)}::int[]) order by i.rule_id, pp.id`);
  for (const row of rows) {
    const list = byRule.get(Number(row.rule_id)) ?? [];
    list.push({ id: Number(row.id), article: row.article, title: row.title });
    byRule.set(Number(row.rule_id), list);
  }
  return byRule;
}

export async function listPromotions(db: DbOrTx, query: DirectoryQuery, limit: number, offset: number): Promise<Listed<PromoRow>> {
  const conditions = [sql`true`];
  if (query.kind) conditions.push(sql`kind = ${query.kind}`);
  if (query.brand_id) conditions.push(sql`brand_id = ${query.brand_id}`);
  if (query.q) conditions.push(sql`(title_ru ilike ${like(query.q)} or title_uk ilike ${like(query.q)})`);
  const column = query.sort === 'title' ? sql`title_ru` : query.sort === 'sort' ? sql`min_total` : sql`id`;
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select id, kind, title_ru, title_uk, min_total, brand_id, max_count, active, version, count(*) over ()::int as total
    from promo_rules where ${sql.join(conditions, sql` and `)}
    order by ${column} ${direction(query)}, id ${direction(query)} limit ${limit} offset ${offset}`);
  const items = await promoItems(db, rows.map((row) => Number(row.id)));
  return { rows: rows.map((row) => promoOf(row, items)), total: Number(rows[0]?.total ?? 0) };
}

function promoOf(row: Record<string, unknown>, items: Map<number, PromoRow['items']>): PromoRow {
  return {
    id: Number(row.id),
    kind: row.kind as PromoKind,
    titleRu: String(row.title_ru),
    titleUk: String(row.title_uk),
    minTotal: Number(row.min_total),
    brandId: row.brand_id === null ? null : Number(row.brand_id),
    maxCount: Number(row.max_count),
    active: Boolean(row.active),
    version: Number(row.version),
    items: items.get(Number(row.id)) ?? [],
  };
}

export async function findPromotion(db: DbOrTx, id: number): Promise<PromoRow | undefined> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select id, kind, title_ru, title_uk, min_total, brand_id, max_count, active, version from promo_rules where id = ${id}`);
  return rows[0] ? promoOf(rows[0], await promoItems(db, [id])) : undefined;
}

export async function existingVariantIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: productPrices.id }).from(productPrices).where(inArray(productPrices.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function insertPromotion(db: DbOrTx, values: typeof promoRules.$inferInsert): Promise<number> {
  const [row] = await db.insert(promoRules).values(values).returning({ id: promoRules.id });
  return row.id;
}

/** As `updateBrand`: false when the rule is at another version by now, and nothing is written. */
export async function updatePromotion(db: DbOrTx, id: number, version: number, values: Partial<typeof promoRules.$inferInsert>): Promise<boolean> {
  const rows = await db
    .update(promoRules)
    .set({ ...values, version: sql`${promoRules.version} + 1` })
    .where(and(eq(promoRules.id, id), eq(promoRules.version, version)))
    .returning({ id: promoRules.id });
  return rows.length > 0;
}

/** Replaces the variants a rule hands out. */
export async function setPromotionItems(db: DbOrTx, ruleId: number, variantIds: number[]): Promise<void> {
  await db.delete(promoRuleItems).where(eq(promoRuleItems.ruleId, ruleId));
  if (variantIds.length) await db.insert(promoRuleItems).values(variantIds.map((productPriceId) => ({ ruleId, productPriceId })));
}

export async function deletePromotion(db: DbOrTx, id: number): Promise<void> {
  await db.delete(promoRules).where(eq(promoRules.id, id));
}
