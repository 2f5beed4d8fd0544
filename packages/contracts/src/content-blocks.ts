import { z } from 'zod';
import { image } from './catalog.ts';

/**
 * Content blocks of posts and content pages (SPEC §2). Text fields are plain text; `html` fields are
 * sanitised HTML written by editors. Consecutive `column_block`s form one row.
 */

/** SPEC §3 video link types: an ordinary link, a YouTube video, a YouTube short (portrait). */
export const VIDEO_LINK_TYPES = ['default', 'youtube_normal', 'youtube_shorts'] as const;
export const videoLinkType = z.enum(VIDEO_LINK_TYPES);
export type VideoLinkType = z.infer<typeof videoLinkType>;

export const videoLink = z.object({
  url: z.string(),
  type: videoLinkType,
});
export type VideoLink = z.infer<typeof videoLink>;

const withImage = { image: image.nullable() };

export const contentBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('block_with_video'), title: z.string().nullable(), video: videoLink, poster: image.nullable() }),
  z.object({ type: z.literal('block_with_image'), ...withImage, caption: z.string().nullable() }),
  z.object({ type: z.literal('description'), html: z.string() }),
  z.object({ type: z.literal('content_title'), title: z.string() }),
  z.object({ type: z.literal('title_with_description'), title: z.string(), html: z.string() }),
  z.object({ type: z.literal('title_with_center_description'), title: z.string(), html: z.string() }),
  z.object({ type: z.literal('phrase'), text: z.string(), author: z.string().nullable() }),
  z.object({ type: z.literal('image_left'), ...withImage, title: z.string().nullable(), html: z.string() }),
  z.object({ type: z.literal('image_right'), ...withImage, title: z.string().nullable(), html: z.string() }),
  z.object({ type: z.literal('column_block'), ...withImage, title: z.string(), html: z.string() }),
  z.object({
    type: z.literal('block_with_image_with_button'),
    ...withImage,
    title: z.string(),
    text: z.string().nullable(),
    /** A site path without the language prefix, or an absolute URL. */
    button: z.object({ label: z.string(), link: z.string() }),
  }),
  /** A live product tile; the web loads the product summary with the viewer's price. */
  z.object({ type: z.literal('product'), productId: z.number().int() }),
]);
export type ContentBlock = z.infer<typeof contentBlock>;
export type ContentBlockType = ContentBlock['type'];
