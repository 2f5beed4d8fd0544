import { z } from 'zod';
import { formText, INT32_MAX, lineText, plainText } from './bounds.ts';
import { dataEnvelope, listEnvelope } from './envelope.ts';
import { editableBlocks } from './staff-content-blocks.ts';

/**
 * Static pages as the back office's content editors keep them (issue 29, screen "Content"): the
 * address, title, body (HTML, sanitised when served), content blocks and SEO texts per language, and
 * publication. Saving names the `version` the form was loaded at: a page changed meanwhile is 409.
 * The API validates with these schemas and the screen's form with the same ones.
 */

/** Blocks a page may have per language. */
export const PAGE_BLOCKS_MAX = 60;
const BODY_MAX = 100_000;

/** Pages the shop links by a fixed address (its own route): they can be unpublished but never deleted. */
export const FIXED_PAGE_SLUGS = ['about-us', 'delivery'] as const;

export const pageSlug = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(120, { error: 'validation.invalid' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'validation.invalid' });

const nullableLine = (max: number) =>
  lineText()
    .trim()
    .max(max, { error: 'validation.invalid' })
    .nullable()
    .default(null)
    .transform((v) => v || null);
const body = plainText().max(BODY_MAX, { error: 'validation.invalid' }).default('');
const blocks = editableBlocks(PAGE_BLOCKS_MAX);

export const staffPageBody = z.strictObject({
  slug: pageSlug,
  title_ru: formText(255),
  title_uk: formText(255),
  body_ru: body,
  body_uk: body,
  blocks_ru: blocks,
  blocks_uk: blocks,
  meta_title_ru: nullableLine(255),
  meta_title_uk: nullableLine(255),
  meta_description_ru: nullableLine(500),
  meta_description_uk: nullableLine(500),
  published: z.boolean({ error: 'validation.invalid' }),
});
export type StaffPageBody = z.infer<typeof staffPageBody>;

/** An update names the version it was loaded at (`version` of the answer). */
export const staffPageUpdate = staffPageBody.extend({ version: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(40) });
export type StaffPageUpdate = z.infer<typeof staffPageUpdate>;

export const staffPageRow = z.object({
  id: z.number().int(),
  slug: z.string(),
  title_ru: z.string(),
  title_uk: z.string(),
  published: z.boolean(),
  updated_at: z.string(),
  /** The page's address on the shop (Russian), e.g. `/pages/oferta/` or `/about-us/`. */
  shop_path: z.string(),
});
export type StaffPageRow = z.infer<typeof staffPageRow>;

export const staffPage = staffPageRow.extend({
  body_ru: z.string(),
  body_uk: z.string(),
  blocks_ru: z.array(z.any()),
  blocks_uk: z.array(z.any()),
  meta_title_ru: z.string().nullable(),
  meta_title_uk: z.string().nullable(),
  meta_description_ru: z.string().nullable(),
  meta_description_uk: z.string().nullable(),
  /** Opaque; sent back with an update. */
  version: z.string(),
});
export type StaffPage = z.infer<typeof staffPage>;

export const staffPagesAnswer = listEnvelope(staffPageRow);
export const staffPageAnswer = dataEnvelope(staffPage);
export const staffPageParams = z.object({ id: z.coerce.number().int().min(1).max(INT32_MAX) });

/** The shop's address of a page: its own route for the fixed ones, else /pages/{slug}/. */
export function pageShopPath(slug: string): string {
  return (FIXED_PAGE_SLUGS as readonly string[]).includes(slug) ? `/${slug}/` : `/pages/${slug}/`;
}
