import { type SQL, and, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productSearch, productStats } from '../../db/schema/index.ts';
import type { PriceViewer } from '../pricing/price-viewer.ts';
import { type ProductFilter, QueryParams, filterConditions } from './product-filter.ts';

/**
 * How many matches a relevance search takes from each of its two sources at most (decision 0023).
 * A word that one product in five holds has 20,000 matches at 100,000 products; ranking and counting
 * them all took 0.4-1.1 s. A search with fewer matches than this ranks all of them, as before.
 */
export const SEARCH_CANDIDATES = 200;

/** How deep into the catalogue's default order (in stock, bestselling) a search looks for popular matches. */
export const SEARCH_POPULAR_DEPTH = 1000;

const byDefaultOrder = sql`order by ${productStats.inStock} desc, ${productStats.salesCount} desc, ${productStats.productId} desc`;

/**
 * The ids a relevance search ranks, from two bounded reads (decision 0023), the popular ones first:
 * - the matches among the catalogue's first SEARCH_POPULAR_DEPTH products in its default order (a
 *   range of `product_stats_default_order_idx`), so that a common word still shows what sells;
 * - the first `cap` matches the trigram index finds, in no order, so that a rare word finds all of
 *   its few matches.
 * Neither reads every match of a common word. `bounded` says a source stopped at its bound, so more
 * products may match than the ids returned.
 */
export async function searchCandidateIds(db: Db, filter: ProductFilter, viewer: PriceViewer, cap: number): Promise<{ ids: number[]; bounded: boolean }> {
  const where = and(...filterConditions(filter, viewer, new QueryParams(false)));
  const bound = Math.max(0, Math.trunc(cap));
  // One row past the bound tells a source that stopped at it from one that had exactly that many.
  const limit = sql.raw(String(bound + 1));
  // The first products stand in for product_stats under its own name, so the filter's conditions
  // read them as written; PostgreSQL looks up only their texts (as `in (…)` it hashed all 100,000
  // listing rows first: 42 ms).
  const popular = await db.execute<{ id: number }>(sql`select ${productStats.productId} as id
    from (select * from ${productStats} where ${productStats.published} ${byDefaultOrder}
      limit ${sql.raw(String(SEARCH_POPULAR_DEPTH))}) as ${productStats}
    join ${productSearch} on ${productSearch.productId} = ${productStats.productId}
    where ${where} ${byDefaultOrder} limit ${limit}`);
  const found = await firstIndexMatches(db, where, limit);
  const bounded = popular.rows.length > bound || found.length > bound;
  const ids = [...popular.rows.slice(0, bound), ...found.slice(0, bound)].map((row) => Number(row.id));
  return { ids: [...new Set(ids)], bounded };
}

/**
 * The first matches through the trigram index's bitmap, which stops at the limit. Left to itself,
 * PostgreSQL reads a LIMIT query's rows one by one in key order whenever it expects many matches; a
 * word it wrongly thought common (two words, or a typo's similar words, each common alone) then read
 * every product: 0.5-2 s at 100,000 products. Bitmap scans only, for this statement alone.
 */
async function firstIndexMatches(db: Db, where: SQL | undefined, limit: SQL): Promise<{ id: number }[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`);
    const { rows } = await tx.execute<{ id: number }>(sql`select ${productStats.productId} as id
      from ${productStats} join ${productSearch} on ${productSearch.productId} = ${productStats.productId}
      where ${where} limit ${limit}`);
    return rows;
  });
}
