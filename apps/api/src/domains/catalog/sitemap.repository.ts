import { sql } from 'drizzle-orm';
import type { SitemapSources } from '@shop/contracts/catalog';
import type { Db } from '../../db/client.ts';

/**
 * What /sitemap.xml lists, read with two plain queries: listed products (published, with stats,
 * as the catalogue lists them) with their brand and series slugs, and ingredients that have any.
 */
export async function loadSitemapSources(db: Db): Promise<SitemapSources> {
  const [products, ingredients] = await Promise.all([
    db.execute<{ slug: string; brand_slug: string; series_slug: string | null; is_collection: boolean | null; updated_at: string | Date }>(sql`
      select p.slug, b.slug as brand_slug, s.slug as series_slug, s.is_collection, p.updated_at
      from products p
      join product_stats st on st.product_id = p.id
      join brands b on b.id = p.brand_id
      left join series s on s.id = p.series_id
      where p.published
      order by p.id`),
    db.execute<{ slug: string }>(sql`
      select i.slug from ingredients i
      where exists (
        select 1 from product_ingredients pi
        join products p on p.id = pi.product_id and p.published
        join product_stats st on st.product_id = p.id
        where pi.ingredient_id = i.id)
      order by i.id`),
  ]);
  return {
    products: products.rows.map((row) => ({
      slug: row.slug,
      brandSlug: row.brand_slug,
      series: row.series_slug ? { slug: row.series_slug, isCollection: row.is_collection === true } : null,
      updatedAt: new Date(row.updated_at).toISOString(),
    })),
    ingredients: ingredients.rows.map((row) => row.slug),
  };
}
