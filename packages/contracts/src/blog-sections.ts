/**
 * The blog's four kinds and where each lives, on the site and in the API. Without zod: the blog's
 * pages work their paths out from these, and a guest opening a post should not load the validation
 * library for it (apps/web/chunking.config.ts refuses that). `home.ts` and `blog.ts` build their
 * schemas from these.
 */

export const NEWS_KINDS = ['news', 'interesting', 'videos', 'master-classes'] as const;
export type BlogKind = (typeof NEWS_KINDS)[number];

/** URL section of each content kind (SPEC §2); `video-materialy` posts open under /video/{slug}/. */
export const NEWS_PAGE_SLUGS = {
  news: 'news',
  interesting: 'interesnye-stati',
  videos: 'video-materialy',
  'master-classes': 'video-master-klassy',
} as const satisfies Record<BlogKind, string>;

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
