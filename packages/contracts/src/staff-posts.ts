import { z } from 'zod';
import { INT32_MAX, formText, int32Id, lineText } from './bounds.ts';
import { VIDEO_LINK_TYPES, videoLinkType } from './content-blocks.ts';
import { dataEnvelope, listEnvelope, pageQuery } from './envelope.ts';
import { NEWS_KINDS, newsKind } from './home.ts';
import { flagParam, idValue, textParam } from './query-params.ts';
import { contentLink, editableBlocks } from './staff-content-blocks.ts';

/**
 * Blog posts as the back office's content editors keep them (issue 29, screen 6): the four kinds,
 * both languages, a category of the post's kind, the main video of videos and master classes, the
 * content blocks of SPEC §2 per language, and publication. The API validates with these schemas and
 * the screen's form with the same ones. Saving an existing post names the version it was loaded at.
 */

export const STAFF_POSTS_PAGE_SIZE = 25;
export const STAFF_POST_SORTS = ['id', 'title', 'published_at', 'updated_at'] as const;
/** Blocks one post may have per language: the longest demo article has a dozen. */
export const POST_BLOCKS_MAX = 60;

const slug = z
  .string()
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(200, { error: 'validation.invalid' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'validation.invalid' });

const title = formText(255);
const optionalLine = (max: number) => lineText().trim().max(max, { error: 'validation.invalid' });
/** The blocks' kinds and rules are the static pages' too (staff-content-blocks.ts). */
const blocks = editableBlocks(POST_BLOCKS_MAX);

const postFields = {
  kind: z.enum(NEWS_KINDS, { error: 'validation.required' }),
  slug,
  title_ru: title,
  title_uk: title,
  excerpt_ru: optionalLine(1000).default(''),
  excerpt_uk: optionalLine(1000).default(''),
  category_id: int32Id.nullable().default(null),
  /** The post's main video (videos and master classes); empty for none. */
  video_url: contentLink.nullable().default(null),
  video_type: videoLinkType.nullable().default(null),
  image_id: int32Id.nullable().default(null),
  blocks_ru: blocks,
  blocks_uk: blocks,
  published: z.boolean({ error: 'validation.invalid' }).default(false),
  /** ISO date and time; empty for "now". */
  published_at: z.iso.datetime({ offset: true, error: 'validation.invalid' }).nullable().default(null),
};

/** POST /v1/staff/posts. */
export const staffPostCreate = z.strictObject(postFields);
export type StaffPostCreate = z.infer<typeof staffPostCreate>;

/** PUT /v1/staff/posts/{id}: the whole form with the version it was loaded at (409 when stale). */
export const staffPostUpdate = z.strictObject({ ...postFields, version: z.number().int().min(1).max(INT32_MAX) });
export type StaffPostUpdate = z.infer<typeof staffPostUpdate>;

export const staffPostParams = z.object({ id: idValue });

/** GET /v1/staff/posts: search by title, filters by kind and publication, sorted on the server. */
export const staffPostsQuery = pageQuery(STAFF_POSTS_PAGE_SIZE).extend({
  q: textParam(100),
  kind: newsKind.optional().catch(undefined),
  published: flagParam.optional(),
  sort: z.enum(STAFF_POST_SORTS).optional().catch(undefined),
  order: z.enum(['asc', 'desc']).optional().catch(undefined),
});
export type StaffPostsQuery = z.infer<typeof staffPostsQuery>;

export const staffPostRow = z.object({
  id: z.number().int(),
  kind: newsKind,
  slug: z.string(),
  title_ru: z.string(),
  title_uk: z.string(),
  published: z.boolean(),
  published_at: z.string(),
  updated_at: z.string(),
});
export type StaffPostRow = z.infer<typeof staffPostRow>;
export const staffPostsList = listEnvelope(staffPostRow);

export const staffPostImage = z.object({ id: z.number().int(), url: z.string(), width: z.number().int(), height: z.number().int(), widths: z.array(z.number().int()) });

export const staffPost = z.object({
  id: z.number().int(),
  version: z.number().int(),
  kind: newsKind,
  slug: z.string(),
  title_ru: z.string(),
  title_uk: z.string(),
  excerpt_ru: z.string(),
  excerpt_uk: z.string(),
  category_id: z.number().int().nullable(),
  video_url: z.string().nullable(),
  video_type: z.enum(VIDEO_LINK_TYPES).nullable(),
  image_id: z.number().int().nullable(),
  image: staffPostImage.nullable(),
  blocks_ru: z.array(z.any()),
  blocks_uk: z.array(z.any()),
  published: z.boolean(),
  published_at: z.string(),
  updated_at: z.string(),
});
export type StaffPost = z.infer<typeof staffPost>;
export const staffPostAnswer = dataEnvelope(staffPost);

/** The categories the form offers, of every kind (the form shows those of the chosen kind). */
export const staffPostCategory = z.object({ id: z.number().int(), kind: newsKind, title_ru: z.string(), title_uk: z.string() });
export const staffPostCategoriesAnswer = dataEnvelope(z.array(staffPostCategory));
export type StaffPostCategory = z.infer<typeof staffPostCategory>;
