import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { basketLines } from '../../db/schema/index.ts';
import type { LineFacts, LineRequest } from './basket-reconcile.ts';

/**
 * Locks the user's row for the rest of the transaction, so that two syncs of one user run one after
 * the other and never both insert the lines the other has not committed yet. `for no key update`
 * serialises syncs without blocking other writers that only reference the user (orders, favourites).
 * False when the user no longer exists.
 */
export async function lockUser(tx: Tx, userId: number): Promise<boolean> {
  const { rows } = await tx.execute<{ id: number }>(sql`select id from users where id = ${userId} for no key update`);
  return rows.length > 0;
}

/** The user's saved lines in basket order. */
export async function savedLines(db: DbOrTx, userId: number): Promise<LineRequest[]> {
  return db
    .select({ productId: basketLines.productId, productPriceId: basketLines.productPriceId, type: basketLines.type, count: basketLines.count })
    .from(basketLines)
    .where(eq(basketLines.userId, userId))
    .orderBy(asc(basketLines.position), asc(basketLines.id));
}

/** What the database knows about each (product, variant) pair, in one round trip. */
export async function lineFacts(db: DbOrTx, pairs: ReadonlyArray<{ productId: number; productPriceId: number }>): Promise<LineFacts[]> {
  if (!pairs.length) return [];
  const productIds = pairs.map((p) => p.productId);
  const priceIds = pairs.map((p) => p.productPriceId);
  const { rows } = await db.execute<LineFacts & Record<string, unknown>>(sql`
    select l.product_id as "productId", l.price_id as "productPriceId",
      coalesce(p.published, false) as "published", coalesce(p.has_duplicate, false) as "hasDuplicate",
      p.title_ru as "titleRu", p.title_uk as "titleUk",
      pp.product_id as "variantProductId", coalesce(pp.quantity, 0) as "quantity"
    from unnest(${sql.param(productIds)}::int[], ${sql.param(priceIds)}::int[]) as l(product_id, price_id)
    left join products p on p.id = l.product_id
    left join product_prices pp on pp.id = l.price_id`);
  return rows;
}

/** Replaces the user's saved lines with `lines`, positions in their order. */
export async function replaceLines(tx: Tx, userId: number, lines: readonly LineRequest[]): Promise<void> {
  await tx.delete(basketLines).where(eq(basketLines.userId, userId));
  if (!lines.length) return;
  await tx.insert(basketLines).values(
    lines.map((line, position) => ({
      userId,
      productId: line.productId,
      productPriceId: line.productPriceId,
      type: line.type,
      count: line.count,
      position,
    })),
  );
}
