import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

/** The `ingredients` domain's tables: the ingredient index and which products contain each. */

export const ingredients = pgTable('ingredients', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  inciName: text('inci_name').notNull(),
  titleRu: text('title_ru').notNull(),
  titleUk: text('title_uk').notNull(),
  descriptionRu: text('description_ru').notNull().default(''),
  descriptionUk: text('description_uk').notNull().default(''),
});

export const productIngredients = pgTable(
  'product_ingredients',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ingredientId: integer('ingredient_id')
      .notNull()
      .references(() => ingredients.id, { onDelete: 'cascade' }),
    /** Position in the INCI list (descending concentration). */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.ingredientId] }),
    index('product_ingredients_ingredient_idx').on(t.ingredientId),
  ],
);
