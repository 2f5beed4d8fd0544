import { and, asc, count, desc, eq, isNull, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courseThemes, courses, quizAttempts, quizOptions, quizQuestions } from '../../db/schema/platform.ts';

export type ThemeRow = typeof courseThemes.$inferSelect & { courseCount: number };
export type CourseRow = typeof courses.$inferSelect & { questionCount: number };
export type AttemptRow = typeof quizAttempts.$inferSelect;

// Written out: inside a subquery Drizzle would print the outer column unqualified.
const courseCount = sql<number>`(select count(*)::int from courses c where c.theme_id = "course_themes"."id" and c.published)`;
const questionCount = sql<number>`(select count(*)::int from quiz_questions q where q.course_id = "courses"."id")`;

export function listThemes(db: DbOrTx): Promise<ThemeRow[]> {
  return db
    .select({ ...selectTheme(), courseCount })
    .from(courseThemes)
    .where(eq(courseThemes.published, true))
    .orderBy(asc(courseThemes.sort), asc(courseThemes.id));
}

function selectTheme() {
  return {
    id: courseThemes.id,
    titleRu: courseThemes.titleRu,
    titleUk: courseThemes.titleUk,
    descriptionRu: courseThemes.descriptionRu,
    descriptionUk: courseThemes.descriptionUk,
    poster: courseThemes.poster,
    sort: courseThemes.sort,
    published: courseThemes.published,
  };
}

export async function findTheme(db: DbOrTx, id: number): Promise<ThemeRow | undefined> {
  const [row] = await db
    .select({ ...selectTheme(), courseCount })
    .from(courseThemes)
    .where(and(eq(courseThemes.id, id), eq(courseThemes.published, true)));
  return row;
}

export function listCourses(db: DbOrTx, themeId: number): Promise<CourseRow[]> {
  return db
    .select({ ...selectCourse(), questionCount })
    .from(courses)
    .where(and(eq(courses.themeId, themeId), eq(courses.published, true)))
    .orderBy(asc(courses.sort), asc(courses.id));
}

function selectCourse() {
  const { id, themeId, titleRu, titleUk, descriptionRu, descriptionUk, poster, videoUrl, liveUrl, liveAt, materials, price, passScore, sort, published } = courses;
  return { id, themeId, titleRu, titleUk, descriptionRu, descriptionUk, poster, videoUrl, liveUrl, liveAt, materials, price, passScore, sort, published };
}

/** A published course of a published theme. */
export async function findCourse(db: DbOrTx, id: number): Promise<(CourseRow & { themeTitleRu: string; themeTitleUk: string }) | undefined> {
  const [row] = await db
    .select({ ...selectCourse(), questionCount, themeTitleRu: courseThemes.titleRu, themeTitleUk: courseThemes.titleUk })
    .from(courses)
    .innerJoin(courseThemes, eq(courseThemes.id, courses.themeId))
    .where(and(eq(courses.id, id), eq(courses.published, true), eq(courseThemes.published, true)));
  return row;
}

export interface QuizCourseRow {
  id: number;
  titleUk: string;
  passScore: number;
}

/** A published course's pass score and title, for checking a quiz. */
export async function quizCourse(db: DbOrTx, id: number): Promise<QuizCourseRow | undefined> {
  const [row] = await db
    .select({ id: courses.id, titleUk: courses.titleUk, passScore: courses.passScore })
    .from(courses)
    .innerJoin(courseThemes, eq(courseThemes.id, courses.themeId))
    .where(and(eq(courses.id, id), eq(courses.published, true), eq(courseThemes.published, true)));
  return row;
}

export interface QuizQuestionRow {
  id: number;
  textRu: string;
  textUk: string;
  options: Array<{ id: number; textRu: string; textUk: string; correct: boolean }>;
}

/** A course's questions in order, each with its options in order (their `correct` flags stay on the server). */
export async function quizOf(db: DbOrTx, courseId: number): Promise<QuizQuestionRow[]> {
  const questions = await db
    .select({ id: quizQuestions.id, textRu: quizQuestions.textRu, textUk: quizQuestions.textUk })
    .from(quizQuestions)
    .where(eq(quizQuestions.courseId, courseId))
    .orderBy(asc(quizQuestions.sort), asc(quizQuestions.id));
  if (!questions.length) return [];
  const options = await db
    .select({ id: quizOptions.id, questionId: quizOptions.questionId, textRu: quizOptions.textRu, textUk: quizOptions.textUk, correct: quizOptions.correct })
    .from(quizOptions)
    .where(
      inArray(
        quizOptions.questionId,
        questions.map((q) => q.id),
      ),
    )
    .orderBy(asc(quizOptions.sort), asc(quizOptions.id));
  return questions.map((q) => ({ ...q, options: options.filter((o) => o.questionId === q.id).map(({ questionId: _, ...o }) => o) }));
}

export async function insertAttempt(db: DbOrTx, row: { tokenHash: string; userId: number; courseId: number; expiresAt: Date }): Promise<void> {
  await db.insert(quizAttempts).values(row);
}

export async function attemptByHash(db: DbOrTx, tokenHash: string): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(quizAttempts).where(eq(quizAttempts.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Starts in the last hour by a user (the start limit). */
export async function recentStarts(db: DbOrTx, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), gt(quizAttempts.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * Marks the attempt submitted with its result, once: the conditional UPDATE is the single-use rule
 * (of two concurrent submits one gets the row, the other nothing).
 */
export async function submitAttempt(
  db: DbOrTx,
  id: number,
  now: Date,
  result: { score: number; passed: boolean; wrongQuestionIds: number[] },
): Promise<boolean> {
  const rows = await db
    .update(quizAttempts)
    .set({ submittedAt: now, ...result })
    .where(and(eq(quizAttempts.id, id), isNull(quizAttempts.submittedAt), gt(quizAttempts.expiresAt, now)))
    .returning({ id: quizAttempts.id });
  return rows.length === 1;
}

/** The user's latest submitted attempt at a course. */
export async function lastSubmitted(db: DbOrTx, userId: number, courseId: number): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.courseId, courseId), sql`${quizAttempts.submittedAt} is not null`))
    .orderBy(desc(quizAttempts.submittedAt), desc(quizAttempts.id))
    .limit(1);
  return row;
}
