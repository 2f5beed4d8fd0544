import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Content of SPEC §7 "Content and shared" beyond pages: FAQ, cooperation terms, webinar themes. */

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
