import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

/**
 * Normalised search texts of a product (see core/search-text.ts). Written by
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

/**
 * Every word of the search texts once (three letters or more, not a number): the dictionary a
 * mistyped query word is corrected against. GIN trigram index in the migration `search-words`.
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
});
