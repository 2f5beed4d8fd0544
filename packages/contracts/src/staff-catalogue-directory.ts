import { z } from 'zod';
import { INT32_MAX, KOPECKS_PER_HRYVNIA, MAX_PRICE_HRYVNIA, formText, int32Id, plainText } from './bounds.ts';
import { dataEnvelope, listEnvelope, pageQuery } from './envelope.ts';
import { idValue, textParam } from './query-params.ts';

/**
 * The back office's catalogue directory (issue 29, screen 5): brands, series, collections (a series
 * shown as one, `is_collection`) and the sample and gift rules the basket's check-samples and
 * check-gift read. The staff API and the admin forms validate with these same schemas.
 */

export const DIRECTORY_PAGE_SIZE = 25;
/** Variants one sample or gift rule may hand out. */
export const PROMO_ITEMS_MAX = 100;
const DESCRIPTION_MAX = 20_000;
const SORT_MAX = 100_000;

const slug = z
  .string()
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'validation.invalid' });
const description = plainText().max(DESCRIPTION_MAX).default('');
const sort = z.number().int().min(-SORT_MAX).max(SORT_MAX).default(0);
/**
 * The version a record was loaded at: a change (PUT) names it, and one made from an older version
 * than the record's is refused with 409 instead of overwriting a colleague's save.
 */
const version = z.number().int().min(1).max(INT32_MAX);

export const staffBrandInput = z.strictObject({
  slug,
  title_ru: formText(200),
  title_uk: formText(200),
  description_ru: description,
  description_uk: description,
  country: formText(100).nullable().default(null),
  sort,
});
export type StaffBrandInput = z.infer<typeof staffBrandInput>;
export const staffBrandUpdate = staffBrandInput.extend({ version });
export type StaffBrandUpdate = z.infer<typeof staffBrandUpdate>;
export const staffBrand = staffBrandInput.extend({ id: z.number().int(), products: z.number().int(), version: z.number().int() });
export type StaffBrand = z.infer<typeof staffBrand>;

/** A series; the collections screen edits the same records with `is_collection` set. */
export const staffSeriesInput = z.strictObject({
  brand_id: int32Id,
  slug,
  title_ru: formText(200),
  title_uk: formText(200),
  short_description_ru: plainText().max(1000).nullable().default(null),
  short_description_uk: plainText().max(1000).nullable().default(null),
  description_ru: description,
  description_uk: description,
  in_menu: z.boolean().default(false),
  sort,
});
export type StaffSeriesInput = z.infer<typeof staffSeriesInput>;
export const staffSeriesUpdate = staffSeriesInput.extend({ version });
export type StaffSeriesUpdate = z.infer<typeof staffSeriesUpdate>;
export const staffSeries = staffSeriesInput.extend({
  id: z.number().int(),
  version: z.number().int(),
  is_collection: z.boolean(),
  brand: z.string(),
  products: z.number().int(),
});
export type StaffSeries = z.infer<typeof staffSeries>;

/** Hryvnia with at most two decimals (what an editor types); stored in kopecks. */
const hryvnia = z
  .number()
  .min(0)
  .max(MAX_PRICE_HRYVNIA)
  .refine((value) => Math.abs(value * KOPECKS_PER_HRYVNIA - Math.round(value * KOPECKS_PER_HRYVNIA)) < 1e-6, { error: 'validation.invalid' });

export const PROMO_KINDS = ['sample', 'gift'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/**
 * A sample or gift rule: a basket whose goods reach `min_total` (of `brand_id`'s goods when set)
 * qualifies; samples: the shopper picks up to `max_count` of the items; gifts: the shop adds them.
 */
export const staffPromotionInput = z.strictObject({
  kind: z.enum(PROMO_KINDS, { error: 'validation.invalid' }),
  title_ru: formText(200),
  title_uk: formText(200),
  min_total: hryvnia,
  brand_id: int32Id.nullable().default(null),
  max_count: z.number().int().min(1).max(PROMO_ITEMS_MAX).default(1),
  active: z.boolean().default(true),
  item_ids: z.array(int32Id).max(PROMO_ITEMS_MAX).default([]),
});
export type StaffPromotionInput = z.infer<typeof staffPromotionInput>;
export const staffPromotionUpdate = staffPromotionInput.extend({ version });
export type StaffPromotionUpdate = z.infer<typeof staffPromotionUpdate>;
export const staffPromotion = staffPromotionInput.extend({
  id: z.number().int(),
  version: z.number().int(),
  items: z.array(z.object({ id: z.number().int(), article: z.string(), title: z.string() })),
});
export type StaffPromotion = z.infer<typeof staffPromotion>;

export const DIRECTORY_SORTS = ['id', 'title', 'sort'] as const;
export const directoryQuery = pageQuery(DIRECTORY_PAGE_SIZE).extend({
  q: textParam(100),
  brand_id: idValue.optional().catch(undefined),
  kind: z.enum(PROMO_KINDS).optional().catch(undefined),
  sort: z.enum(DIRECTORY_SORTS).optional().catch(undefined),
  order: z.enum(['asc', 'desc']).optional().catch(undefined),
});
export type DirectoryQuery = z.infer<typeof directoryQuery>;
export const directoryParams = z.object({ id: idValue });

export const staffBrandsList = listEnvelope(staffBrand);
export const staffBrandAnswer = dataEnvelope(staffBrand);
export const staffSeriesList = listEnvelope(staffSeries);
export const staffSeriesAnswer = dataEnvelope(staffSeries);
export const staffPromotionsList = listEnvelope(staffPromotion);
export const staffPromotionAnswer = dataEnvelope(staffPromotion);
export const deletedAnswer = dataEnvelope(z.object({ id: z.number().int() }));
