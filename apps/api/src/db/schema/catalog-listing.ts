import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

/**
 * One narrow row per listable product: its variants' figures (lowest price per audience, stock,
 * promotion) and a copy of the product columns lists filter and sort by. Lists read only this table
 * until the page's 12 ids are known, instead of the wide products table. Kept current by
 * statement-level triggers on product_prices and products (migrations `catalog_listing_triggers`
 * and `listing_product_columns`), whoever writes them.
 */
export const productStats = pgTable(
  'product_stats',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    minRetail: integer('min_retail').notNull(),
    minProfessional: integer('min_professional').notNull(),
    minDistributor: integer('min_distributor').notNull(),
    minClient: integer('min_client').notNull(),
    inStock: boolean('in_stock').notNull(),
    /** Some variant has an old retail price above its retail price. */
    hasPromotion: boolean('has_promotion').notNull(),
    variants: integer('variants').notNull(),
    // Copies of product columns; the defaults only matter for rows written before they existed.
    brandId: integer('brand_id').notNull().default(0),
    seriesId: integer('series_id'),
    published: boolean('published').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    salesCount: integer('sales_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_stats_min_retail_idx').on(t.minRetail),
    index('product_stats_promotion_idx').on(t.hasPromotion),
    index('product_stats_brand_idx').on(t.brandId),
    index('product_stats_series_idx').on(t.seriesId),
  ],
);

/**
 * Normalised search texts of a product (see domains/search/normalize.ts). Written by
 * `refreshProductSearch` after catalogue changes; GIN trigram indexes are in a custom migration.
 */
export const productSearch = pgTable('product_search', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  /** Titles in both languages, brand and series titles with their transliterations. */
  titleText: text('title_text').notNull(),
  /** titleText plus INCI names, ingredient titles and articles. */
  searchText: text('search_text').notNull(),
});
