import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ContentBlock } from '@shop/contracts/content-blocks';

/** Shell content: header messages, settings variables, translations, static pages. */

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

export const FORM_KINDS = ['contact', 'feedback', 'application', 'messenger'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/**
 * Submissions of the service forms (contact, feedback, application, messenger). Kept so that a
 * letter lost on the way can be found again; only valid submissions are stored.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: FORM_KINDS }).notNull(),
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
    userId: integer('user_id'),
    lang: text('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('form_submissions_kind_idx').on(t.kind, t.createdAt)],
);
