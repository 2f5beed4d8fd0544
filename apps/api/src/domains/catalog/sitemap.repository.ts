import { sql } from 'drizzle-orm';
import { SITEMAP_PRODUCTS_PER_FILE, type SitemapIndex, type SitemapLandings, type SitemapProduct } from '@shop/contracts/catalog';
import type { DbOrTx } from '../../db/client.ts';

/**
 * What the sitemap lists, as slugs only: the index from aggregates, products one file at a time, and
 * the landings (brands, series, collections, categories, tags, ingredients) that have listed products.
 * "Listed" is what the catalogue lists: published, with stats.
 */

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

export async function loadSitemapIndex(db: DbOrTx): Promise<SitemapIndex> {
  const result = await db.execute<{ listed: number; lastmod: string | Date | null }>(sql`
    select count(*)::int as listed, max(p.updated_at) as lastmod
    from products p
    join product_stats st on st.product_id = p.id
    where p.published`);
  const { listed, lastmod } = result.rows[0];
  // Landings change when their products do; brands and series carry no dates of their own.
  return {
    productFiles: Math.max(1, Math.ceil(Number(listed) / SITEMAP_PRODUCTS_PER_FILE)),
    productsLastmod: iso(lastmod),
    landingsLastmod: iso(lastmod),
  };
}

/** Products of one child sitemap, in id order (pages of SITEMAP_PRODUCTS_PER_FILE). */
export async function loadSitemapProducts(db: DbOrTx, page: number): Promise<SitemapProduct[]> {
  const result = await db.execute<{ slug: string; brand_slug: string; updated_at: string | Date }>(sql`
    select p.slug, b.slug as brand_slug, p.updated_at
    from products p
    join product_stats st on st.product_id = p.id
    join brands b on b.id = p.brand_id
    where p.published
    order by p.id
    limit ${SITEMAP_PRODUCTS_PER_FILE} offset ${(page - 1) * SITEMAP_PRODUCTS_PER_FILE}`);
  return result.rows.map((row) => ({ slug: row.slug, brandSlug: row.brand_slug, updatedAt: new Date(row.updated_at).toISOString() }));
}

export async function loadSitemapLandings(db: DbOrTx): Promise<SitemapLandings> {
  const listed = sql`select p.id, p.brand_id, p.series_id, p.updated_at from products p join product_stats st on st.product_id = p.id where p.published`;
  const [brands, series, categories, tags, ingredients] = await Promise.all([
    db.execute<{ slug: string; updated_at: string | Date }>(sql`
      select b.slug, max(l.updated_at) as updated_at from (${listed}) l join brands b on b.id = l.brand_id group by b.slug order by b.slug`),
    db.execute<{ slug: string; brand_slug: string; is_collection: boolean | null; updated_at: string | Date }>(sql`
      select s.slug, b.slug as brand_slug, s.is_collection, max(l.updated_at) as updated_at
      from (${listed}) l join series s on s.id = l.series_id join brands b on b.id = l.brand_id
      group by s.slug, b.slug, s.is_collection order by s.slug`),
    db.execute<{ slug: string }>(sql`
      select c.slug from categories c
      where exists (select 1 from product_categories pc join (${listed}) l on l.id = pc.product_id where pc.category_id = c.id)
      order by c.slug`),
    db.execute<{ category_slug: string; slug: string }>(sql`
      select t.category_slug, t.slug from tags t
      where exists (select 1 from product_tags pt join (${listed}) l on l.id = pt.product_id where pt.tag_id = t.id)
      order by t.category_slug, t.slug`),
    db.execute<{ slug: string }>(sql`
      select i.slug from ingredients i
      where exists (select 1 from product_ingredients pi join (${listed}) l on l.id = pi.product_id where pi.ingredient_id = i.id)
      order by i.slug`),
  ]);
  return {
    brands: brands.rows.map((row) => ({ slug: row.slug, updatedAt: new Date(row.updated_at).toISOString() })),
    series: series.rows.map((row) => ({ slug: row.slug, brandSlug: row.brand_slug, isCollection: row.is_collection === true, updatedAt: new Date(row.updated_at).toISOString() })),
    categories: categories.rows.map((row) => row.slug),
    tags: tags.rows.map((row) => ({ categorySlug: row.category_slug, slug: row.slug })),
    ingredients: ingredients.rows.map((row) => row.slug),
  };
}
