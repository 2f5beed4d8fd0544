import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ContentBlock } from '@shop/contracts/content-blocks';

/**
 * Content of the shell and of SPEC §7 "Content and shared": header messages, settings variables,
 * translations, static pages, the FAQ, cooperation terms and webinar themes.
 */

export const headerMessages = pgTable('header_messages', {
  id: serial('id').primaryKey(),
  titleRu: text('title_ru').notNull(),
  titleUk: text('title_uk').notNull(),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** Settings variables of SPEC §3, one row per group: contacts, messengers, documents. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, string | null>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const translations = pgTable(
  'translations',
  {
    id: serial('id').primaryKey(),
    /** `ru` or `ua`, as in X-Localization. */
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('translations_locale_key_idx').on(t.locale, t.key)],
);

export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  titleRu: text('title_ru').notNull(),
  titleUk: text('title_uk').notNull(),
  bodyRu: text('body_ru').notNull(),
  bodyUk: text('body_uk').notNull(),
  /** Content blocks of SPEC §2 (about us, delivery); shown after the body. */
  blocksRu: jsonb('blocks_ru').$type<ContentBlock[]>().notNull().default([]),
  blocksUk: jsonb('blocks_uk').$type<ContentBlock[]>().notNull().default([]),
  metaTitleRu: text('meta_title_ru'),
  metaTitleUk: text('meta_title_uk'),
  metaDescriptionRu: text('meta_description_ru'),
  metaDescriptionUk: text('meta_description_uk'),
  published: boolean('published').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Questions and answers of the FAQ page; answers are HTML, sanitised when read. */
export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    questionRu: text('question_ru').notNull(),
    questionUk: text('question_uk').notNull(),
    answerRu: text('answer_ru').notNull(),
    answerUk: text('answer_uk').notNull(),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(true),
  },
  (t) => [index('faqs_sort_idx').on(t.sort)],
);

/** Terms of cooperation for salons and distributors (HTML body, sanitised when read). */
export const cooperationTerms = pgTable('cooperation_terms', {
  id: serial('id').primaryKey(),
  titleRu: text('title_ru').notNull(),
  titleUk: text('title_uk').notNull(),
  summaryRu: text('summary_ru').notNull().default(''),
  summaryUk: text('summary_uk').notNull().default(''),
  bodyRu: text('body_ru').notNull().default(''),
  bodyUk: text('body_uk').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  published: boolean('published').notNull().default(true),
});

/** Themes of the educational webinars (the course themes of SPEC §3). */
export const webinarThemes = pgTable('webinar_themes', {
  id: serial('id').primaryKey(),
  titleRu: text('title_ru').notNull(),
  titleUk: text('title_uk').notNull(),
  descriptionRu: text('description_ru').notNull().default(''),
  descriptionUk: text('description_uk').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  published: boolean('published').notNull().default(true),
});
