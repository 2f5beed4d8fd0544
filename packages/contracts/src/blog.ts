import { z } from 'zod';
import { image } from './catalog.ts';
import { PAGE_SIZE } from './constants.ts';
import { contentBlock, videoLink } from './content-blocks.ts';
import { pageQuery } from './envelope.ts';
import { type NEWS_PAGE_SLUGS, newsKind } from './home.ts';

/** Blog and videos (SPEC §7 "Blog"): four content kinds, each with a list, categories and posts. */

export type BlogKind = z.infer<typeof newsKind>;

/** The API path segment of each kind's list and posts: `/v1/{segment}` and `/v1/{segment}/{slug}`. */
export const BLOG_API_SEGMENTS = {
  news: 'news',
  interesting: 'interesting-articles',
  videos: 'videos',
  'master-classes': 'video-master-klassy',
} as const satisfies Record<BlogKind, string>;

/** The site sections of each kind: the list and the post path segment (videos live under /video/). */
export const BLOG_SITE_SECTIONS = {
  news: { list: 'news', post: 'news' },
  interesting: { list: 'interesnye-stati', post: 'interesnye-stati' },
  videos: { list: 'video-materialy', post: 'video' },
  'master-classes': { list: 'video-master-klassy', post: 'video-master-klassy' },
} as const satisfies Record<BlogKind, { list: (typeof NEWS_PAGE_SLUGS)[BlogKind]; post: string }>;

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
