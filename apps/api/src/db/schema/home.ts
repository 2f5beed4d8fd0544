import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { images } from './catalog.ts';

/** Slides of the home page banner. */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  titleRu: text('title_ru').notNull(),
  titleUk: text('title_uk').notNull(),
  subtitleRu: text('subtitle_ru'),
  subtitleUk: text('subtitle_uk'),
  buttonTextRu: text('button_text_ru'),
  buttonTextUk: text('button_text_uk'),
  /** A site path without the language prefix (e.g. `/promotions/`) or an absolute URL. */
  link: text('link'),
  imageId: integer('image_id').references(() => images.id),
  imageMobileId: integer('image_mobile_id').references(() => images.id),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** Blocks of the home page in display order; the web renders the ones that are enabled. */
export const homeBlocks = pgTable('home_blocks', {
  key: text('key', { enum: ['banners', 'new', 'top', 'series', 'news', 'instagram'] }).primaryKey(),
  titleRu: text('title_ru').notNull(),
  titleUk: text('title_uk').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const instagramPosts = pgTable('instagram_posts', {
  id: serial('id').primaryKey(),
  link: text('link').notNull(),
  captionRu: text('caption_ru'),
  captionUk: text('caption_uk'),
  imageId: integer('image_id').references(() => images.id),
  active: boolean('active').notNull().default(true),
  postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
});
