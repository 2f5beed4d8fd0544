import { z } from 'zod';
import { image } from './catalog.ts';
import { PAGE_SIZE } from './constants.ts';
import { contentBlock, videoLink } from './content-blocks.ts';
import { pageQuery } from './envelope.ts';
import { newsKind } from './home.ts';

/** Blog and videos (SPEC §7 "Blog"): four content kinds, each with a list, categories and posts. */

export { type BlogKind, BLOG_API_SEGMENTS, BLOG_SITE_SECTIONS } from './blog-sections.ts';

export const blogCategory = z.object({
  id: z.number().int(),
  kind: newsKind,
  slug: z.string(),
  title: z.string(),
  /** Published posts in the category. */
  postsCount: z.number().int(),
});
export type BlogCategory = z.infer<typeof blogCategory>;

const categoryRef = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });

export const blogPostSummary = z.object({
  id: z.number().int(),
  kind: newsKind,
  pageSlug: z.enum(['news', 'interesnye-stati', 'video-materialy', 'video-master-klassy']),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image: image.nullable(),
  category: categoryRef.nullable(),
  /** The main video of videos and master classes. */
  video: videoLink.nullable(),
  publishedAt: z.string(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummary>;

export const blogPost = blogPostSummary.extend({
  updatedAt: z.string(),
  blocks: z.array(contentBlock),
  /** Other posts of the same kind, newest first. */
  related: z.array(blogPostSummary),
});
export type BlogPost = z.infer<typeof blogPost>;

/** GET /v1/news (and the other kinds): 12 per page, optionally one category by slug. */
export const blogListQuery = pageQuery(PAGE_SIZE.blog, 48).extend({
  category: z.string().trim().max(120).optional().catch(undefined),
});
export type BlogListQuery = z.infer<typeof blogListQuery>;

/** GET /v1/news/categories and /v1/news/fresh: one kind (news by default). */
export const blogKindQuery = z.object({
  kind: newsKind.catch('news').default('news'),
});
export const blogFreshQuery = blogKindQuery.extend({
  limit: z.coerce.number().int().min(1).max(12).catch(4).default(4),
});

/** GET /v1/news/sitemap: every published post of the four kinds, for the sitemap. */
export const blogSitemapEntry = z.object({ kind: newsKind, slug: z.string(), updatedAt: z.string() });
export type BlogSitemapEntry = z.infer<typeof blogSitemapEntry>;
