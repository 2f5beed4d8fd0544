import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Catalogue tables. Texts exist in Russian (`_ru`) and Ukrainian (`_uk`); the API picks the column
 * by X-Localization. Money is stored in integer kopecks.
 */

export const images = pgTable('images', {
  id: serial('id').primaryKey(),
  /** Path under /media/ without the width suffix, e.g. `products/12-1`; files are `<path>-<w>.webp`. */
  path: text('path').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** Widths generated for srcset, ascending. */
  widths: integer('widths').array().notNull(),
  /** A tiny dominant colour shown while the image loads. */
  color: text('color').notNull().default('#eeeeee'),
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  titleRu: text('title_ru').notNull(),
  titleUk: text('title_uk').notNull(),
  descriptionRu: text('description_ru').notNull().default(''),
  descriptionUk: text('description_uk').notNull().default(''),
  country: text('country'),
  sort: integer('sort').notNull().default(0),
  /** Moves on with every back-office save: a save from an older version is refused (409, migration 0054). */
  version: integer('version').notNull().default(1),
});

export const series = pgTable(
  'series',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    slug: text('slug').notNull().unique(),
    titleRu: text('title_ru').notNull(),
    titleUk: text('title_uk').notNull(),
    shortDescriptionRu: text('short_description_ru'),
    shortDescriptionUk: text('short_description_uk'),
    descriptionRu: text('description_ru').notNull().default(''),
    descriptionUk: text('description_uk').notNull().default(''),
    /** Shown in the header catalogue menu (GET /menu-series). */
    inMenu: boolean('in_menu').notNull().default(false),
    /** A collection page (/product-collections/{seria}/) rather than a plain series. */
    isCollection: boolean('is_collection').notNull().default(false),
    imageId: integer('image_id').references(() => images.id),
    sort: integer('sort').notNull().default(0),
    /** Moves on with every back-office save: a save from an older version is refused (409, migration 0054). */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('series_brand_idx').on(t.brandId)],
);

export const categories = pgTable('categories', {
  /** Ids are fixed where the specification names them (outlet is 799). */
  id: integer('id').primaryKey(),
  parentId: integer('parent_id'),
  slug: text('slug').notNull().unique(),
  titleRu: text('title_ru').notNull(),
  titleUk: text('title_uk').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    seriesId: integer('series_id').references(() => series.id),
    titleRu: text('title_ru').notNull(),
    titleUk: text('title_uk').notNull(),
    /** Tab 0 "everything about" is composed from the others; tabs 1, 2, 3, 6 are stored texts (HTML). */
    descriptionRu: text('description_ru').notNull().default(''),
    descriptionUk: text('description_uk').notNull().default(''),
    structureRu: text('structure_ru').notNull().default(''),
    structureUk: text('structure_uk').notNull().default(''),
    recommendationRu: text('recommendation_ru').notNull().default(''),
    recommendationUk: text('recommendation_uk').notNull().default(''),
    additionalRu: text('additional_ru').notNull().default(''),
    additionalUk: text('additional_uk').notNull().default(''),
    imageId: integer('image_id').references(() => images.id),
    image2Id: integer('image2_id').references(() => images.id),
    isNew: boolean('is_new').notNull().default(false),
    /** Paid units sold; orders bestsellers. */
    salesCount: integer('sales_count').notNull().default(0),
    /** Product moved to a new series: never merged into an existing basket line (SPEC hasDuplicate). */
    hasDuplicate: boolean('has_duplicate').notNull().default(false),
    published: boolean('published').notNull().default(true),
    /** Moves on every back-office save; a save made from an older version is refused (migration 0049). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_brand_idx').on(t.brandId),
    index('products_series_idx').on(t.seriesId),
    index('products_created_idx').on(t.createdAt),
    index('products_sales_idx').on(t.salesCount),
  ],
);

/** Price variants of a product (SPEC select_type / productPrices): volume, article, stock, prices. */
export const productPrices = pgTable(
  'product_prices',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Volume or size as shown, e.g. "50 мл". */
    valueRu: text('value_ru').notNull(),
    valueUk: text('value_uk').notNull(),
    /** Size in ml or g, to order variants and pick the second-largest for buy-together. */
    size: integer('size').notNull().default(0),
    article: text('article').notNull().unique(),
    quantity: integer('quantity').notNull().default(0),
    retailPrice: integer('retail_price').notNull(),
    /** Retail price before a promotion, when the product is on sale. */
    oldRetailPrice: integer('old_retail_price'),
    professionalPrice: integer('professional_price').notNull(),
    distributorPrice: integer('distributor_price').notNull(),
    clientPrice: integer('client_price').notNull(),
    imageId: integer('image_id').references(() => images.id),
    image2Id: integer('image2_id').references(() => images.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('product_prices_product_idx').on(t.productId),
    index('product_prices_retail_idx').on(t.retailPrice),
    // Checkout reserves stock with a conditional update; the database refuses a negative count anyway.
    check('product_prices_quantity_check', sql`${t.quantity} >= 0`),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index('product_categories_category_idx').on(t.categoryId)],
);

/** Tags are grouped under a category slug: the tag page is /{category}/{tag}/. */
export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    categorySlug: text('category_slug').notNull(),
    slug: text('slug').notNull(),
    titleRu: text('title_ru').notNull(),
    titleUk: text('title_uk').notNull(),
  },
  (t) => [uniqueIndex('tags_category_slug_idx').on(t.categorySlug, t.slug)],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index('product_tags_tag_idx').on(t.tagId)],
);

/** Selection attributes (skin type, purpose, …) and their values, for filters and the selection helper. */
export const attributes = pgTable('attributes', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  titleRu: text('title_ru').notNull(),
  titleUk: text('title_uk').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    titleRu: text('title_ru').notNull(),
    titleUk: text('title_uk').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('attribute_values_slug_idx').on(t.attributeId, t.slug)],
);

export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeValueId: integer('attribute_value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.attributeValueId] }),
    index('product_attribute_values_value_idx').on(t.attributeValueId),
  ],
);

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
    /** The variants' volumes, trimmed, in lower case, a decimal point for a comma ("50 мл", "2.5 мл"): the volume filter and its counts. */
    volumes: text('volumes').array().notNull().default(sql`'{}'::text[]`),
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
    index('product_stats_volumes_idx').using('gin', t.volumes),
  ],
);
