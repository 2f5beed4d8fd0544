import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { images } from './catalog.ts';

export const NEWS_KINDS = ['news', 'interesting', 'videos', 'master-classes'] as const;
export type NewsKind = (typeof NEWS_KINDS)[number];

/**
 * Blog posts of the four content kinds (SPEC §3). Only what the home page and search need; the blog
 * pages add their own columns later.
 */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: NEWS_KINDS }).notNull(),
    slug: text('slug').notNull(),
    titleRu: text('title_ru').notNull(),
    titleUk: text('title_uk').notNull(),
    excerptRu: text('excerpt_ru').notNull().default(''),
    excerptUk: text('excerpt_uk').notNull().default(''),
    bodyRu: text('body_ru').notNull().default(''),
    bodyUk: text('body_uk').notNull().default(''),
    imageId: integer('image_id').references(() => images.id),
    published: boolean('published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** Folded titles for search (shop_fold is defined in migration `search_functions`). */
    searchText: text('search_text').generatedAlwaysAs(sql`shop_fold(title_ru || ' ' || title_uk)`),
  },
  (t) => [
    uniqueIndex('news_posts_kind_slug_idx').on(t.kind, t.slug),
    index('news_posts_published_idx').on(t.publishedAt),
  ],
);
