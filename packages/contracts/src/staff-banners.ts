import { z } from 'zod';
import { formText, INT32_MAX, int32Id, lineText } from './bounds.ts';
import { dataEnvelope, listEnvelope } from './envelope.ts';
import { staffImage } from './staff-catalogue.ts';
import { contentLink } from './staff-content-blocks.ts';

/**
 * The home page's banner slides as the back office's content editors keep them (issue 29, screen
 * "Content"): texts per language, a link, the wide and the phone picture (uploaded and turned into
 * the shop's WebP sizes), whether the slide shows and its place. The API validates with these schemas
 * and the screen's form with the same ones.
 */

/** The pictures' boxes: the wide slide and the phone's portrait one, at the widths the home page asks for. */
export const BANNER_IMAGE_BOXES = {
  wide: { width: 1600, height: 600, widths: [640, 1024, 1600] },
  mobile: { width: 750, height: 900, widths: [375, 750] },
} as const;
export const BANNER_IMAGE_KINDS = ['wide', 'mobile'] as const;
export type BannerImageKind = (typeof BANNER_IMAGE_KINDS)[number];
/** A banner's picture: at most 10 MB, its longer side at least 600 px. */
export const BANNER_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const BANNER_IMAGE_MIN_SIDE = 600;

const nullableLine = (max: number) =>
  lineText()
    .trim()
    .max(max, { error: 'validation.invalid' })
    .nullable()
    .default(null)
    .transform((v) => v || null);

export const staffBannerBody = z.strictObject({
  title_ru: formText(200),
  title_uk: formText(200),
  subtitle_ru: nullableLine(300),
  subtitle_uk: nullableLine(300),
  button_text_ru: nullableLine(60),
  button_text_uk: nullableLine(60),
  /** A site path without the language prefix (`/promotions/`) or an absolute URL; empty for none. */
  link: contentLink.nullable().default(null),
  image_id: z.number({ error: 'validation.required' }).int({ error: 'validation.invalid' }).positive({ error: 'validation.invalid' }).max(INT32_MAX, { error: 'validation.invalid' }),
  image_mobile_id: int32Id.nullable().default(null),
  active: z.boolean({ error: 'validation.invalid' }),
  sort: z.number({ error: 'validation.integer' }).int({ error: 'validation.integer' }).min(0, { error: 'validation.invalid' }).max(10_000, { error: 'validation.invalid' }),
});
export type StaffBannerBody = z.infer<typeof staffBannerBody>;

export const staffBanner = z.object({
  id: z.number().int(),
  title_ru: z.string(),
  title_uk: z.string(),
  subtitle_ru: z.string().nullable(),
  subtitle_uk: z.string().nullable(),
  button_text_ru: z.string().nullable(),
  button_text_uk: z.string().nullable(),
  link: z.string().nullable(),
  image_id: z.number().int().nullable(),
  image_mobile_id: z.number().int().nullable(),
  image: staffImage.nullable(),
  image_mobile: staffImage.nullable(),
  active: z.boolean(),
  sort: z.number().int(),
});
export type StaffBanner = z.infer<typeof staffBanner>;

export const staffBannersAnswer = listEnvelope(staffBanner);
export const staffBannerAnswer = dataEnvelope(staffBanner);
export const staffBannerParams = z.object({ id: z.coerce.number().int().min(1).max(INT32_MAX) });
export const bannerImageQuery = z.object({ kind: z.enum(BANNER_IMAGE_KINDS, { error: 'validation.invalid' }) });
