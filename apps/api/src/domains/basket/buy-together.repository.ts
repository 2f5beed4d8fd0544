import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** Product ids of basket lines given as variant ids. */
export async function productIdsOfVariants(db: DbOrTx, variantIds: number[]): Promise<number[]> {
  if (!variantIds.length) return [];
  const { rows } = await db.execute<{ id: number }>(
    sql`select distinct product_id as id from product_prices where id = any(${sql.param(variantIds)}::int[])`,
  );
  return rows.map((r) => r.id);
}

/**
 * Products often bought with the basket: from the basket's brands, in stock, not in the basket.
 * Ranked by the same series (+2), a category the basket does not have yet, i.e. a complementary
 * type of product (+1), then by units sold.
 */
export async function suggestionIds(db: DbOrTx, basketIds: number[], limit: number): Promise<number[]> {
  const basket = sql`${sql.param(basketIds)}::int[]`;
  const { rows } = await db.execute<{ id: number }>(sql`
    with basket as (select brand_id, series_id from products where id = any(${basket})),
    basket_categories as (
      select distinct category_id from product_categories where product_id = any(${basket}) and category_id <> 799
    )
    select p.id
    from products p
    join product_stats s on s.product_id = p.id
    where p.published and s.in_stock
      and p.id <> all(${basket})
      and p.brand_id in (select brand_id from basket)
    order by
      (case when p.series_id in (select series_id from basket where series_id is not null) then 2 else 0 end)
      + (case when exists (select 1 from product_categories pc where pc.product_id = p.id
            and pc.category_id in (select category_id from basket_categories)) then 0 else 1 end) desc,
      p.sales_count desc, p.id
    limit ${limit}`);
  return rows.map((r) => r.id);
}
