import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The education platform (migration 0043): course themes, their courses (a recorded webinar or a
 * live link, materials, a price in whole hryvnias or 0, the pass score in percent), each course's
 * quiz (questions with options, whose `correct` flags never leave the server), and quiz attempts (the
 * token stored as its sha256 hash, single use: `submitted_at` is set once).
 */
export const courseThemes = pgTable('course_themes', {
  id: serial('id').primaryKey(),
  titleRu: text('title_ru').notNull(),
  titleUk: text('title_uk').notNull(),
  descriptionRu: text('description_ru').notNull().default(''),
  descriptionUk: text('description_uk').notNull().default(''),
  poster: text('poster'),
  sort: integer('sort').notNull().default(0),
  published: boolean('published').notNull().default(true),
});

/** A course's material: a title in both languages and a link (a PDF, a protocol, a product page). */
export interface CourseMaterial {
  titleRu: string;
  titleUk: string;
  url: string;
}

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    themeId: integer('theme_id')
      .notNull()
      .references(() => courseThemes.id, { onDelete: 'cascade' }),
    titleRu: text('title_ru').notNull(),
    titleUk: text('title_uk').notNull(),
    descriptionRu: text('description_ru').notNull(),
    descriptionUk: text('description_uk').notNull(),
    poster: text('poster'),
    /** The recording (an embeddable video address), or null for a live webinar. */
    videoUrl: text('video_url'),
    /** The live webinar's link and start, when it is not recorded yet. */
    liveUrl: text('live_url'),
    liveAt: timestamp('live_at', { withTimezone: true }),
    materials: jsonb('materials').$type<CourseMaterial[]>().notNull().default([]),
    /** Whole hryvnias; 0 for a free course. */
    price: integer('price').notNull().default(0),
    /** The share of right answers (percent) that passes the quiz. */
    passScore: integer('pass_score').notNull().default(80),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(true),
  },
  (t) => [index('courses_theme_idx').on(t.themeId, t.sort)],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    textRu: text('text_ru').notNull(),
    textUk: text('text_uk').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('quiz_questions_course_idx').on(t.courseId, t.sort)],
);

export const quizOptions = pgTable(
  'quiz_options',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    textRu: text('text_ru').notNull(),
    textUk: text('text_uk').notNull(),
    /** Server-only: never part of an answer. */
    correct: boolean('correct').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('quiz_options_question_idx').on(t.questionId, t.sort)],
);

export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: serial('id').primaryKey(),
    /** sha256 of the quiz token (hex); the token itself is only ever in the taker's hands. */
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    score: integer('score'),
    passed: boolean('passed'),
    wrongQuestionIds: jsonb('wrong_question_ids').$type<number[]>(),
  },
  (t) => [uniqueIndex('quiz_attempts_token_idx').on(t.tokenHash), index('quiz_attempts_user_course_idx').on(t.userId, t.courseId)],
);
