import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

/**
 * Per-product figures derived from its price variants, so that lists can filter and sort by price,
 * stock and promotion without aggregating variants on every request. Kept current by statement-level
 * triggers on product_prices (migration `catalog_listing_triggers`), whoever writes the variants.
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
  },
  (t) => [
    index('product_stats_min_retail_idx').on(t.minRetail),
    index('product_stats_promotion_idx').on(t.hasPromotion),
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
