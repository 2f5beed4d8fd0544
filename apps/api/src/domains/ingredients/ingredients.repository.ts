import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ingredients } from '../../db/schema/index.ts';

/** First letter of an INCI name, A–Z, or `#` for anything else. */
const LETTER = sql<string>`case when upper(left(${ingredients.inciName}, 1)) between 'A' and 'Z'
  then upper(left(${ingredients.inciName}, 1)) else '#' end`;

/**
 * Published, listable products that contain the ingredient. The outer column is spelled out: Drizzle
 * leaves the table name off columns of single-table queries, which a subquery would misread.
 */
const PRODUCTS_COUNT = sql<number>`(select count(*)::int from product_ingredients pi
  join products p on p.id = pi.product_id and p.published
  join product_stats s on s.product_id = p.id
  where pi.ingredient_id = "ingredients"."id")`;

export function countByLetter(db: DbOrTx) {
  return db
    .select({ letter: LETTER, count: sql<number>`count(*)::int` })
    .from(ingredients)
    .groupBy(LETTER)
    .orderBy(LETTER);
}

export interface IngredientListFilter {
  letter?: string;
  /** Folded search text (letters, digits, single spaces). */
  search?: string;
}

export function listIngredients(db: DbOrTx, filter: IngredientListFilter, limit: number, offset: number) {
  const where: SQL[] = [];
  if (filter.letter) where.push(sql`${LETTER} = ${filter.letter}`);
  if (filter.search) {
    where.push(sql`shop_fold(${ingredients.inciName} || ' ' || ${ingredients.titleRu} || ' ' || ${ingredients.titleUk}) like ${`%${filter.search}%`}`);
  }
  return db
    .select({
      id: ingredients.id,
      slug: ingredients.slug,
      inciName: ingredients.inciName,
      titleRu: ingredients.titleRu,
      titleUk: ingredients.titleUk,
      productsCount: PRODUCTS_COUNT,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(ingredients)
    .where(where.length ? and(...where) : undefined)
    .orderBy(sql`lower(${ingredients.inciName})`, asc(ingredients.id))
    .limit(limit)
    .offset(offset);
}

export async function countIngredients(db: DbOrTx, filter: IngredientListFilter): Promise<number> {
  const where: SQL[] = [];
  if (filter.letter) where.push(sql`${LETTER} = ${filter.letter}`);
  if (filter.search) {
    where.push(sql`shop_fold(${ingredients.inciName} || ' ' || ${ingredients.titleRu} || ' ' || ${ingredients.titleUk}) like ${`%${filter.search}%`}`);
  }
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ingredients)
    .where(where.length ? and(...where) : undefined);
  return row?.n ?? 0;
}

export async function findIngredient(db: DbOrTx, slug: string) {
  const [row] = await db.select().from(ingredients).where(eq(ingredients.slug, slug)).limit(1);
  return row;
}
