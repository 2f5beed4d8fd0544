import { asc, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx, NamedStatement, Tx } from '../../db/client.ts';
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

export type LinePair = { productId: number; productPriceId: number };

/** What the basket needs to know of a (product, variant) pair. */
const FACTS_COLUMNS = `
  select l.product_id as "productId", l.price_id as "productPriceId",
    coalesce(p.published, false) as "published", coalesce(p.has_duplicate, false) as "hasDuplicate",
    p.title_ru as "titleRu", p.title_uk as "titleUk",
    pp.product_id as "variantProductId", coalesce(pp.quantity, 0) as "quantity"`;

/** One row per (product, variant) pair with what the database knows about it. */
function factsQuery(pairs: readonly LinePair[]) {
  return sql`${sql.raw(FACTS_COLUMNS)}
    from unnest(${sql.param(pairs.map((p) => p.productId))}::int[], ${sql.param(pairs.map((p) => p.productPriceId))}::int[]) as l(product_id, price_id)
    left join products p on p.id = l.product_id
    left join product_prices pp on pp.id = l.price_id`;
}

/** What the database knows about each (product, variant) pair, in one round trip. */
export async function lineFacts(db: DbOrTx, pairs: readonly LinePair[]): Promise<LineFacts[]> {
  if (!pairs.length) return [];
  const { rows } = await db.execute<LineFacts & Record<string, unknown>>(factsQuery(pairs));
  return rows;
}

// The 10-second re-sync of every signed-in tab runs this: a fixed text, prepared once per connection.
const SAVED_LINES_AND_FACTS: NamedStatement = {
  name: 'basket_saved_lines_and_facts',
  text: `
    select
      (select coalesce(json_agg(json_build_object('productId', b.product_id, 'productPriceId', b.product_price_id, 'type', b.type, 'count', b.count)
        order by b.position, b.id), '[]'::json) from basket_lines b where b.user_id = $1) as saved,
      (select coalesce(json_agg(f), '[]'::json) from (${FACTS_COLUMNS}
        from unnest($2::int[], $3::int[]) as l(product_id, price_id)
        left join products p on p.id = l.product_id
        left join product_prices pp on pp.id = l.price_id) f) as facts`,
};

/**
 * The saved lines and the facts of `pairs` in one round trip, without a lock: for the re-sync that
 * usually changes nothing (see syncBasket).
 */
export async function savedLinesAndFacts(database: Database, userId: number, pairs: readonly LinePair[]): Promise<{ saved: LineRequest[]; facts: LineFacts[] }> {
  const [row] = await database.named<{ saved: LineRequest[]; facts: LineFacts[] }>(SAVED_LINES_AND_FACTS, [
    userId,
    pairs.map((p) => p.productId),
    pairs.map((p) => p.productPriceId),
  ]);
  return row;
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
