import { z } from 'zod';
import { INT32_MAX, KOPECKS_PER_HRYVNIA, MAX_PRICE_HRYVNIA, formText, int32Id, plainText } from './bounds.ts';
import { listEnvelope, pageQuery } from './envelope.ts';
import { flagParam, idValue, textParam } from './query-params.ts';

/**
 * The back office's product form (issue 29, screen 5 "Catalogue"): the staff API validates with these
 * schemas and the admin screen's form with the same ones, so both refuse the same input with the same
 * localised messages. Prices travel in hryvnia with at most two decimals (what an editor types);
 * the server stores them in kopecks.
 */

/** Products per page of the staff list. */
export const STAFF_PRODUCTS_PAGE_SIZE = 25;
/** Variants one product may have: the shop's largest has a handful of volumes. */
export const STAFF_VARIANTS_MAX = 30;
/** An uploaded product image: JPEG, PNG or WebP up to this size, at least this many pixels a side. */
export const PRODUCT_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const PRODUCT_IMAGE_MIN_SIDE = 320;
/** Stored text tabs are HTML; this bounds one tab, far above any real description. */
const TAB_MAX = 60_000;
/** A stock count or a size: far above any real one, well within an integer column. */
const COUNT_MAX = 10_000_000;

const slug = z
  .string()
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'validation.invalid' });

/** Hryvnia with at most two decimals, whose kopecks fit the price column. */
const hryvnia = z
  .number()
  .min(0)
  .max(MAX_PRICE_HRYVNIA)
  .refine((value) => Math.abs(value * KOPECKS_PER_HRYVNIA - Math.round(value * KOPECKS_PER_HRYVNIA)) < 1e-6, { error: 'validation.invalid' });

const tabText = plainText().max(TAB_MAX).default('');
const idList = (max: number) => z.array(int32Id).max(max).default([]);

/** One variant as the form sends it: its id when it exists already. */
export const staffVariantInput = z.strictObject({
  id: int32Id.optional(),
  value_ru: formText(60),
  value_uk: formText(60),
  /** Size in ml or g: orders the variants. */
  size: z.number().int().min(0).max(COUNT_MAX).default(0),
  article: formText(64),
  quantity: z.number().int().min(0).max(COUNT_MAX),
  /**
   * The stock the editor saw when the form opened (an existing variant): the save changes the stock
   * only if it still is that, so a sale made meanwhile is never overwritten (409 instead).
   */
  stock_seen: z.number().int().min(0).max(INT32_MAX).optional(),
  retail_price: hryvnia,
  /** The retail price before a promotion; absent when the variant is not on sale. */
  old_retail_price: hryvnia.nullable().default(null),
  professional_price: hryvnia,
  distributor_price: hryvnia,
  client_price: hryvnia,
  image_id: int32Id.nullable().default(null),
});
export type StaffVariantInput = z.infer<typeof staffVariantInput>;

const productFields = {
  slug,
  title_ru: formText(255),
  title_uk: formText(255),
  description_ru: tabText,
  description_uk: tabText,
  structure_ru: tabText,
  structure_uk: tabText,
  recommendation_ru: tabText,
  recommendation_uk: tabText,
  additional_ru: tabText,
  additional_uk: tabText,
  brand_id: int32Id,
  /** A series or a collection (a collection is a series shown as one). */
  series_id: int32Id.nullable().default(null),
  category_ids: idList(50),
  tag_ids: idList(100),
  /** In INCI order (descending concentration). */
  ingredient_ids: idList(300),
  image_id: int32Id.nullable().default(null),
  image2_id: int32Id.nullable().default(null),
  published: z.boolean().default(true),
  is_new: z.boolean().default(false),
  variants: z.array(staffVariantInput).min(1).max(STAFF_VARIANTS_MAX),
};

/** POST /v1/staff/products. */
export const staffProductCreate = z.strictObject(productFields);
export type StaffProductCreate = z.infer<typeof staffProductCreate>;

/** PUT /v1/staff/products/{id}: the whole form, with the version it was loaded at (409 when stale). */
export const staffProductUpdate = z.strictObject({ ...productFields, version: z.number().int().min(1).max(INT32_MAX) });
export type StaffProductUpdate = z.infer<typeof staffProductUpdate>;

export const staffProductParams = z.object({ id: idValue });

/** GET /v1/staff/products: search by title, slug or article; filters; sorted on the server. */
export const STAFF_PRODUCT_SORTS = ['id', 'title', 'updated_at', 'stock'] as const;
export const staffProductsQuery = pageQuery(STAFF_PRODUCTS_PAGE_SIZE).extend({
  q: textParam(100),
  brand_id: idValue.optional().catch(undefined),
  series_id: idValue.optional().catch(undefined),
  category_id: idValue.optional().catch(undefined),
  published: flagParam,
  in_stock: flagParam,
  sort: z.enum(STAFF_PRODUCT_SORTS).optional().catch(undefined),
  order: z.enum(['asc', 'desc']).optional().catch(undefined),
});
export type StaffProductsQuery = z.infer<typeof staffProductsQuery>;

export const staffImage = z.object({
  id: z.number().int(),
  /** `/media/<path>`: the files are `<url>-<width>.webp`. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  widths: z.array(z.number().int()),
});
export type StaffImage = z.infer<typeof staffImage>;

export const staffProductRow = z.object({
  id: z.number().int(),
  slug: z.string(),
  title_ru: z.string(),
  title_uk: z.string(),
  brand: z.string(),
  series: z.string().nullable(),
  published: z.boolean(),
  variants: z.number().int(),
  /** Lowest retail price in hryvnia. */
  min_retail_price: z.number(),
  stock: z.number().int(),
  image: staffImage.nullable(),
  updated_at: z.string(),
});
export type StaffProductRow = z.infer<typeof staffProductRow>;
export const staffProductsList = listEnvelope(staffProductRow);

export const staffVariant = staffVariantInput.extend({ id: z.number().int(), stock_seen: z.number().int(), image: staffImage.nullable() });
export const staffProduct = z.object({
  ...staffProductCreate.shape,
  id: z.number().int(),
  version: z.number().int(),
  /** The shop's page of the product. */
  url: z.string(),
  image: staffImage.nullable(),
  image2: staffImage.nullable(),
  variants: z.array(staffVariant),
  updated_at: z.string(),
});
export type StaffProduct = z.infer<typeof staffProduct>;
export const staffProductAnswer = z.object({ data: staffProduct });

/** GET /v1/staff/product-options: what the form's selects offer. */
const option = z.object({ id: z.number().int(), title_ru: z.string(), title_uk: z.string() });
export const staffProductOptions = z.object({
  brands: z.array(option),
  series: z.array(option.extend({ brand_id: z.number().int(), is_collection: z.boolean() })),
  categories: z.array(option.extend({ parent_id: z.number().int().nullable() })),
  tags: z.array(option.extend({ category_slug: z.string() })),
  ingredients: z.array(option.extend({ inci_name: z.string() })),
});
export type StaffProductOptions = z.infer<typeof staffProductOptions>;
export const staffProductOptionsAnswer = z.object({ data: staffProductOptions });
export const staffImageAnswer = z.object({ data: staffImage });

/** Kopecks from a validated hryvnia amount, and back. */
export const toKopecks = (hryvniaAmount: number): number => Math.round(hryvniaAmount * KOPECKS_PER_HRYVNIA);
export const toHryvnia = (kopecks: number): number => kopecks / KOPECKS_PER_HRYVNIA;

/**
 * The fields of a loaded product that the form sends back (PUT body): everything editable, with the
 * version it was loaded at; the read-only parts (id, url, images as objects, dates) left out.
 */
export function staffProductForm(product: StaffProduct): StaffProductUpdate {
  const { id: _id, url: _url, image: _image, image2: _image2, updated_at: _updated, variants, ...fields } = product;
  return { ...fields, variants: variants.map(({ image: _variantImage, ...variant }) => variant) };
}
