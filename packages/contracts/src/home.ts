import { z } from 'zod';
import { NEWS_KINDS } from './blog-sections.ts';
import { brandRef, image, seo } from './catalog.ts';

/** The home page: banners, block layout, series, news and Instagram posts. */

export const banner = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  buttonText: z.string().nullable(),
  /** A site path without the language prefix (e.g. `/promotions/`) or an absolute URL; null: not a link. */
  link: z.string().nullable(),
  image: image.nullable(),
  /** Narrow-screen image; fall back to `image`. */
  imageMobile: image.nullable(),
});
export type Banner = z.infer<typeof banner>;

export const HOME_BLOCK_KEYS = ['banners', 'new', 'top', 'series', 'news', 'instagram'] as const;

export const homePage = z.object({
  seo,
  /** Enabled blocks in display order; each block loads from GET /v1/home/{key} (instagram: instagram_posts). */
  blocks: z.array(z.object({ key: z.enum(HOME_BLOCK_KEYS), title: z.string() })),
});
export type HomePage = z.infer<typeof homePage>;

export const homeSeries = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  shortDescription: z.string().nullable(),
  isCollection: z.boolean(),
  image: image.nullable(),
  brand: brandRef,
});
export type HomeSeries = z.infer<typeof homeSeries>;

export { NEWS_KINDS, NEWS_PAGE_SLUGS } from './blog-sections.ts';
export const newsKind = z.enum(NEWS_KINDS);
export type NewsKind = z.infer<typeof newsKind>;

export const newsCard = z.object({
  id: z.number().int(),
  kind: newsKind,
  pageSlug: z.enum(['news', 'interesnye-stati', 'video-materialy', 'video-master-klassy']),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image: image.nullable(),
  publishedAt: z.string(),
});
export type NewsCard = z.infer<typeof newsCard>;

export const HOME_NEWS_LIMIT = 6;
export const HOME_PRODUCTS_LIMIT = 12;
export const HOME_INSTAGRAM_LIMIT = 8;

export const instagramPost = z.object({
  id: z.number().int(),
  link: z.string(),
  caption: z.string().nullable(),
  image: image.nullable(),
});
export type InstagramPost = z.infer<typeof instagramPost>;
