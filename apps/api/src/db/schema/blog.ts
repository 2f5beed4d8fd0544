import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ContentBlock, VideoLinkType } from '@shop/contracts/content-blocks';
import { images } from './catalog.ts';
import { users } from './users.ts';

export const NEWS_KINDS = ['news', 'interesting', 'videos', 'master-classes'] as const;
export type NewsKind = (typeof NEWS_KINDS)[number];

/** Categories of one content kind (the filter above a blog list). */
export const newsCategories = pgTable(
  'news_categories',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: NEWS_KINDS }).notNull(),
    slug: text('slug').notNull(),
    titleRu: text('title_ru').notNull(),
    titleUk: text('title_uk').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('news_categories_kind_slug_idx').on(t.kind, t.slug)],
);

/** Blog posts of the four content kinds (SPEC §3): news, articles, videos, master classes. */
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
    /** Content blocks of SPEC §2 in each language; the body is the fallback when there are none. */
    blocksRu: jsonb('blocks_ru').$type<ContentBlock[]>().notNull().default([]),
    blocksUk: jsonb('blocks_uk').$type<ContentBlock[]>().notNull().default([]),
    categoryId: integer('category_id').references(() => newsCategories.id, { onDelete: 'set null' }),
    /** The post's main video (videos and master classes). */
    videoUrl: text('video_url'),
    videoType: text('video_type').$type<VideoLinkType>(),
    imageId: integer('image_id').references(() => images.id),
    published: boolean('published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moves with every back-office save; a save from an older version is refused (migration 0052). */
    version: integer('version').notNull().default(1),
    /** Folded titles for search (shop_fold is defined in migration `search_functions`). */
    searchText: text('search_text').generatedAlwaysAs(sql`shop_fold(title_ru || ' ' || title_uk)`),
  },
  (t) => [
    uniqueIndex('news_posts_kind_slug_idx').on(t.kind, t.slug),
    index('news_posts_published_idx').on(t.publishedAt),
    index('news_posts_kind_published_idx').on(t.kind, t.publishedAt),
  ],
);

/**
 * Comments under posts, threaded one level: a reply's parent is always a top-level comment. Plain
 * text; the web escapes it. Staff hide a comment rather than delete it.
 */
export const newsComments = pgTable(
  'news_comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => newsPosts.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    /** When staff looked at it (published at once, it is still read afterwards); null while nobody has. */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /** The staff user who did (not a foreign key: the audit log keeps who it was). */
    moderatedBy: integer('moderated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('news_comments_post_idx').on(t.postId, t.createdAt),
    // The staff's queue: comments nobody has looked at yet, oldest first.
    index('news_comments_waiting_idx').on(t.createdAt).where(sql`${t.moderatedAt} is null`),
  ],
);
