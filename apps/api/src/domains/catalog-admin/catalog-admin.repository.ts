import { type SQL, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  brands,
  categories,
  images,
  productCategories,
  productPrices,
  productTags,
  products,
  series,
  tags,
} from '../../db/schema/catalog.ts';
import { ingredients, productIngredients } from '../../db/schema/ingredients.ts';

/**
 * The back office's reads and writes of a product and its links (variants, categories, tags,
 * ingredients, images). The shop's own reads stay the catalogue's; the listing table
 * (`product_stats`) and its copies follow these writes through their triggers.
 */

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productPrices.$inferSelect;
export type ImageRow = typeof images.$inferSelect;
export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'salesCount' | 'hasDuplicate'>;
export type VariantValues = Omit<typeof productPrices.$inferInsert, 'id' | 'productId'>;

export interface ListFilter {
  q?: string;
  brandId?: number;
  seriesId?: number;
  categoryId?: number;
  published?: boolean;
  inStock?: boolean;
}
export type ListSort = 'id' | 'title' | 'updated_at' | 'stock';

export interface ListedProduct {
  id: number;
  slug: string;
  titleRu: string;
  titleUk: string;
  brand: string;
  series: string | null;
  published: boolean;
  variants: number;
  minRetail: number;
  stock: number;
  image: ImageRow | null;
  updatedAt: Date;
}

const stock = sql<number>`coalesce((select sum(pp.quantity) from product_prices pp where pp.product_id = ${products.id}), 0)::int`;

function listWhere(filter: ListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(${products.titleRu} ilike ${like} or ${products.titleUk} ilike ${like} or ${products.slug} ilike ${like}
      or exists (select 1 from product_prices a where a.product_id = ${products.id} and a.article ilike ${like}))`);
  }
  if (filter.brandId) conditions.push(eq(products.brandId, filter.brandId));
  if (filter.seriesId) conditions.push(eq(products.seriesId, filter.seriesId));
  if (filter.categoryId) {
    conditions.push(sql`exists (select 1 from product_categories c where c.product_id = ${products.id} and c.category_id = ${filter.categoryId})`);
  }
  if (filter.published !== undefined) conditions.push(eq(products.published, filter.published));
  if (filter.inStock !== undefined) conditions.push(filter.inStock ? sql`${stock} > 0` : sql`${stock} = 0`);
  return conditions.length ? and(...conditions) : undefined;
}

const SORT_EXPR: Record<ListSort, SQL> = {
  id: sql`${products.id}`,
  title: sql`${products.titleRu}`,
  updated_at: sql`${products.updatedAt}`,
  stock,
};

/** One page of products for the staff list, with the total that matches the filter. */
export async function listProducts(
  db: DbOrTx,
  filter: ListFilter,
  sort: { by: ListSort; dir: 'asc' | 'desc' },
  limit: number,
  offset: number,
): Promise<{ rows: ListedProduct[]; total: number }> {
  const where = listWhere(filter);
  const order = sort.dir === 'asc' ? asc : desc;
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      titleRu: products.titleRu,
      titleUk: products.titleUk,
      brand: brands.titleRu,
      series: series.titleRu,
      published: products.published,
      variants: sql<number>`(select count(*) from product_prices pp where pp.product_id = ${products.id})::int`,
      minRetail: sql<number>`coalesce((select min(pp.retail_price) from product_prices pp where pp.product_id = ${products.id}), 0)::int`,
      stock,
      image: images,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(series, eq(series.id, products.seriesId))
    .leftJoin(images, eq(images.id, products.imageId))
    .where(where)
    .orderBy(order(SORT_EXPR[sort.by]), order(products.id))
    .limit(limit)
    .offset(offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(products).where(where);
  return { rows, total };
}

export interface ProductLinks {
  categoryIds: number[];
  tagIds: number[];
  ingredientIds: number[];
}

export async function findProduct(db: DbOrTx, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

/** The product's row, locked until the transaction ends: saves of one product queue behind each other. */
export async function lockProduct(tx: Tx, id: number): Promise<ProductRow | undefined> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  return row;
}

export async function variantsOf(db: DbOrTx, productId: number, lock = false): Promise<VariantRow[]> {
  const query = db
    .select()
    .from(productPrices)
    .where(eq(productPrices.productId, productId))
    .orderBy(asc(productPrices.sort), asc(productPrices.size), asc(productPrices.id));
  return lock ? query.for('update') : query;
}

/** The product's categories, tags and ingredients (in INCI order), in one statement. */
export async function linksOf(db: DbOrTx, productId: number): Promise<ProductLinks> {
  const { rows } = await db.execute<{ categoryIds: number[]; tagIds: number[]; ingredientIds: number[] }>(sql`select
    array(select category_id from product_categories where product_id = ${productId} order by category_id) as "categoryIds",
    array(select tag_id from product_tags where product_id = ${productId} order by tag_id) as "tagIds",
    array(select ingredient_id from product_ingredients where product_id = ${productId} order by position, ingredient_id) as "ingredientIds"`);
  const [row] = rows;
  return { categoryIds: row.categoryIds.map(Number), tagIds: row.tagIds.map(Number), ingredientIds: row.ingredientIds.map(Number) };
}

export async function imagesByIds(db: DbOrTx, ids: number[]): Promise<ImageRow[]> {
  if (!ids.length) return [];
  return db.select().from(images).where(inArray(images.id, ids));
}

/** The brand's slug: the first segment of the product's page address. */
export async function brandSlug(db: DbOrTx, brandId: number): Promise<string> {
  const [row] = await db.select({ slug: brands.slug }).from(brands).where(eq(brands.id, brandId));
  return row.slug;
}

/** What a form's references find, read in one statement instead of one per table (`referencesOf`). */
export interface ReferenceCheck {
  productExists: boolean;
  brandIds: Set<number>;
  categoryIds: Set<number>;
  tagIds: Set<number>;
  ingredientIds: Set<number>;
  imageIds: Set<number>;
  seriesBrand: number | null;
  slugTaken: boolean;
  articlesTaken: Set<string>;
}

/**
 * Which of a form's ids exist, its series' brand, whether another product holds its slug or its
 * articles, and (saving one) whether the product still exists: one round trip for a save's checks.
 */
export async function referencesOf(
  db: DbOrTx,
  form: { productId: number | null; brandId: number; seriesId: number | null; categoryIds: number[]; tagIds: number[]; ingredientIds: number[]; imageIds: number[]; slug: string; articles: string[] },
): Promise<ReferenceCheck> {
  const other = form.productId ?? 0;
  const { rows } = await db.execute<{
    product_exists: boolean;
    brands: number[];
    categories: number[];
    tags: number[];
    ingredients: number[];
    images: number[];
    series_brand: number | null;
    slug_taken: boolean;
    articles: string[];
  }>(sql`select
    exists(select 1 from ${products} where ${products.id} = ${other}) as product_exists,
    array(select ${brands.id} from ${brands} where ${brands.id} = ${form.brandId}) as brands,
    array(select ${categories.id} from ${categories} where ${inArray(categories.id, form.categoryIds)}) as categories,
    array(select ${tags.id} from ${tags} where ${inArray(tags.id, form.tagIds)}) as tags,
    array(select ${ingredients.id} from ${ingredients} where ${inArray(ingredients.id, form.ingredientIds)}) as ingredients,
    array(select ${images.id} from ${images} where ${inArray(images.id, form.imageIds)}) as images,
    (select ${series.brandId} from ${series} where ${series.id} = ${form.seriesId ?? 0}) as series_brand,
    exists(select 1 from ${products} where ${products.slug} = ${form.slug} and ${products.id} <> ${other}) as slug_taken,
    array(select ${productPrices.article} from ${productPrices}
          where ${inArray(productPrices.article, form.articles)} and ${productPrices.productId} <> ${other}) as articles`);
  const [row] = rows;
  const numbers = (list: number[]) => new Set(list.map(Number));
  return {
    productExists: row.product_exists,
    brandIds: numbers(row.brands),
    categoryIds: numbers(row.categories),
    tagIds: numbers(row.tags),
    ingredientIds: numbers(row.ingredients),
    imageIds: numbers(row.images),
    seriesBrand: form.seriesId === null || row.series_brand === null ? null : Number(row.series_brand),
    slugTaken: row.slug_taken,
    articlesTaken: new Set(row.articles),
  };
}

export async function insertProduct(tx: Tx, values: ProductValues): Promise<number> {
  const [row] = await tx.insert(products).values(values).returning({ id: products.id });
  return row.id;
}

/**
 * Writes the form's changed fields (all of them, or none: a save of a price writes no description)
 * and moves the version on; the caller holds the row lock.
 */
export async function updateProduct(tx: Tx, id: number, values: Partial<ProductValues>): Promise<number> {
  const [row] = await tx
    .update(products)
    .set({ ...values, version: sql`${products.version} + 1`, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning({ version: products.version });
  return row.version;
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** Writes the links the form changed (`before` absent for a new product: all of them). */
export async function replaceLinks(tx: Tx, productId: number, links: ProductLinks, before?: ProductLinks): Promise<void> {
  const sortedIds = (ids: number[]) => [...ids].sort((x, y) => x - y);
  if (!before || !sameIds(sortedIds(before.categoryIds), sortedIds(links.categoryIds))) {
    await tx.delete(productCategories).where(eq(productCategories.productId, productId));
    if (links.categoryIds.length) await tx.insert(productCategories).values(links.categoryIds.map((categoryId) => ({ productId, categoryId })));
  }
  if (!before || !sameIds(sortedIds(before.tagIds), sortedIds(links.tagIds))) {
    await tx.delete(productTags).where(eq(productTags.productId, productId));
    if (links.tagIds.length) await tx.insert(productTags).values(links.tagIds.map((tagId) => ({ productId, tagId })));
  }
  // Ingredients keep their order: a new order is a change.
  if (!before || !sameIds(before.ingredientIds, links.ingredientIds)) {
    await tx.delete(productIngredients).where(eq(productIngredients.productId, productId));
    if (links.ingredientIds.length) {
      await tx.insert(productIngredients).values(links.ingredientIds.map((ingredientId, position) => ({ productId, ingredientId, position })));
    }
  }
}

export async function deleteVariants(tx: Tx, ids: number[]): Promise<void> {
  if (ids.length) await tx.delete(productPrices).where(inArray(productPrices.id, ids));
}

export async function updateVariant(tx: Tx, id: number, values: Partial<VariantValues>): Promise<void> {
  await tx.update(productPrices).set(values).where(eq(productPrices.id, id));
}

export async function insertVariants(tx: Tx, productId: number, rows: VariantValues[]): Promise<void> {
  if (rows.length) await tx.insert(productPrices).values(rows.map((row) => ({ ...row, productId })));
}

export async function insertImage(db: DbOrTx, values: Omit<typeof images.$inferInsert, 'id'>): Promise<ImageRow> {
  const [row] = await db.insert(images).values(values).returning();
  return row;
}

/** What the form's selects offer: every brand, series, category, tag and ingredient. */
export async function productOptions(db: DbOrTx) {
  const [brandRows, seriesRows, categoryRows, tagRows, ingredientRows] = await Promise.all([
    db.select({ id: brands.id, titleRu: brands.titleRu, titleUk: brands.titleUk }).from(brands).orderBy(asc(brands.sort), asc(brands.titleRu)),
    db
      .select({ id: series.id, titleRu: series.titleRu, titleUk: series.titleUk, brandId: series.brandId, isCollection: series.isCollection })
      .from(series)
      .orderBy(asc(series.titleRu)),
    db
      .select({ id: categories.id, titleRu: categories.titleRu, titleUk: categories.titleUk, parentId: categories.parentId })
      .from(categories)
      .orderBy(asc(categories.sort), asc(categories.id)),
    db.select({ id: tags.id, titleRu: tags.titleRu, titleUk: tags.titleUk, categorySlug: tags.categorySlug }).from(tags).orderBy(asc(tags.titleRu)),
    db.select({ id: ingredients.id, titleRu: ingredients.titleRu, titleUk: ingredients.titleUk, inciName: ingredients.inciName }).from(ingredients).orderBy(asc(ingredients.inciName)),
  ]);
  return { brandRows, seriesRows, categoryRows, tagRows, ingredientRows };
}
