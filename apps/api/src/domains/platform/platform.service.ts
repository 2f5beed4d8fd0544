import { createHash, randomBytes } from 'node:crypto';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { Course, CourseSummary, CourseTheme, Quiz, QuizAnswersBody, QuizResult } from '@shop/contracts/platform';
import { QUIZ_TOKEN_TTL_S } from '@shop/contracts/platform';
import { type AuthUser, hasRole } from '../../core/auth.ts';
import { cached } from '../../core/cache.ts';
import { HttpError, validationError } from '../../core/errors.ts';
import { pick } from '../../core/localized.ts';
import type { ApiDeps } from '../../deps.ts';
import { certificatesByCourse, issueCourseCertificate, type IssuedCertificate } from '../certificates/certificates.public.ts';
import { hasWebinarAccess } from '../checkout/checkout.public.ts';
import { platformMessage } from './platform.messages.ts';
import * as repo from './platform.repository.ts';

/** Quiz starts per user an hour: each writes an attempt row, so a loop cannot fill the table. */
export const QUIZ_STARTS_PER_HOUR = 30;
/** A course's questions and right answers, kept briefly in the answer cache: a submit reads no quiz rows. */
const QUIZ_CACHE_TTL_S = 300;

/**
 * Who may watch a course's webinar and take its quiz (docs/decisions/0017): a free course is open to
 * every signed-in user, any course to a verified professional (and a distributor, a professional type);
 * a paid course to whoever bought it as a `webinar` line of a paid order that was not cancelled or
 * refunded (decision 0018); others are offered to buy it.
 */
export async function courseAccess(deps: ApiDeps, user: AuthUser, course: { id: number; price: number }): Promise<'open' | 'buy'> {
  if (course.price === 0 || hasRole(user, 'professional')) return 'open';
  return (await hasWebinarAccess(deps.database, user.id, course.id)) ? 'open' : 'buy';
}

/** Paid courses the user bought, asked once per list rather than once per course. */
async function boughtOf(deps: ApiDeps, user: AuthUser, rows: { id: number; price: number }[]): Promise<Set<number>> {
  if (hasRole(user, 'professional')) return new Set();
  const paid = rows.filter((row) => row.price > 0);
  const owned = await Promise.all(paid.map((row) => hasWebinarAccess(deps.database, user.id, row.id)));
  return new Set(paid.filter((_, i) => owned[i]).map((row) => row.id));
}

const accessOf = (user: AuthUser, row: { id: number; price: number }, bought: Set<number>): 'open' | 'buy' =>
  row.price === 0 || hasRole(user, 'professional') || bought.has(row.id) ? 'open' : 'buy';

/** The certificate's date is the day in Kyiv (`YYYY-MM-DD`). */
const kyivDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv', year: 'numeric', month: '2-digit', day: '2-digit' });
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const toTheme = (row: repo.ThemeRow, lang: ApiLanguage): CourseTheme => ({
  id: row.id,
  title: pick(row, 'title', lang),
  description: pick(row, 'description', lang),
  poster: row.poster,
  courseCount: row.courseCount,
});

function toSummary(row: repo.CourseRow, access: 'open' | 'buy', lang: ApiLanguage, certificate: IssuedCertificate | undefined): CourseSummary {
  return {
    id: row.id,
    themeId: row.themeId,
    title: pick(row, 'title', lang),
    description: pick(row, 'description', lang),
    poster: row.poster,
    price: row.price,
    passScore: row.passScore,
    questionCount: row.questionCount,
    kind: row.videoUrl ? 'recording' : 'live',
    access,
    certificate: certificate ?? null,
  };
}

export async function listThemes(deps: ApiDeps, lang: ApiLanguage): Promise<CourseTheme[]> {
  return (await repo.listThemes(deps.database.db)).map((row) => toTheme(row, lang));
}

export async function getTheme(deps: ApiDeps, id: number, lang: ApiLanguage): Promise<CourseTheme> {
  const row = await repo.findTheme(deps.database.db, id);
  if (!row) throw new HttpError(404, platformMessage(lang, 'unknownTheme'));
  return toTheme(row, lang);
}

export async function listCourses(deps: ApiDeps, user: AuthUser, themeId: number, lang: ApiLanguage): Promise<CourseSummary[]> {
  const db = deps.database.db;
  if (!(await repo.findTheme(db, themeId))) throw new HttpError(404, platformMessage(lang, 'unknownTheme'));
  const [rows, held] = await Promise.all([repo.listCourses(db, themeId), certificatesByCourse(db, user.id)]);
  const bought = await boughtOf(deps, user, rows);
  return rows.map((row) => toSummary(row, accessOf(user, row, bought), lang, held.get(row.id)));
}

/** The course's quiz, from the answer cache (seeded content changes rarely; five minutes at most stale). */
function quizOf(deps: ApiDeps, courseId: number): Promise<repo.QuizQuestionRow[]> {
  return cached(deps.cache, `platform:quiz:${courseId}`, QUIZ_CACHE_TTL_S, () => repo.quizOf(deps.database.db, courseId));
}

/** What a submit needs of a course (its pass score and title), kept beside its questions in the cache. */
function quizCourseOf(deps: ApiDeps, courseId: number): Promise<repo.QuizCourseRow | null> {
  return cached(deps.cache, `platform:quiz-course:${courseId}`, QUIZ_CACHE_TTL_S, async () => (await repo.quizCourse(deps.database.db, courseId)) ?? null);
}

async function openCourse(deps: ApiDeps, courseId: number, lang: ApiLanguage) {
  const row = await repo.findCourse(deps.database.db, courseId);
  if (!row) throw new HttpError(404, platformMessage(lang, 'unknownCourse'));
  return row;
}

export async function getCourse(deps: ApiDeps, user: AuthUser, courseId: number, lang: ApiLanguage): Promise<Course> {
  const db = deps.database.db;
  const row = await openCourse(deps, courseId, lang);
  const [held, last, access] = await Promise.all([
    certificatesByCourse(db, user.id),
    repo.lastSubmitted(db, user.id, courseId),
    courseAccess(deps, user, row),
  ]);
  const summary = toSummary(row, access, lang, held.get(row.id));
  const open = summary.access === 'open';
  let lastResult: QuizResult | null = null;
  if (last && last.score !== null && last.passed !== null) {
    const questions = await quizOf(deps, courseId);
    lastResult = resultOf(questions, last.wrongQuestionIds ?? [], last.score, last.passed, row.passScore, lang, summary.certificate);
  }
  return {
    ...summary,
    theme: { id: row.themeId, title: pick({ titleRu: row.themeTitleRu, titleUk: row.themeTitleUk }, 'title', lang) },
    // The recording, the live link and the materials are what is bought: only an open course shows them.
    videoUrl: open ? row.videoUrl : null,
    liveUrl: open ? row.liveUrl : null,
    liveAt: row.liveAt ? row.liveAt.toISOString() : null,
    materials: open ? row.materials.map((m) => ({ title: lang === 'ua' ? m.titleUk : m.titleRu, url: m.url })) : [],
    lastResult,
  };
}

/** Starts a quiz: a random token (32 bytes), stored as its hash, bound to the user and the attempt, for two hours. */
export async function startQuiz(deps: ApiDeps, user: AuthUser, courseId: number, lang: ApiLanguage): Promise<{ quizToken: string; expiresAt: string }> {
  const db = deps.database.db;
  const row = await openCourse(deps, courseId, lang);
  if ((await courseAccess(deps, user, row)) !== 'open') throw new HttpError(403, platformMessage(lang, 'mustBuy'));
  if (row.questionCount === 0) throw new HttpError(404, platformMessage(lang, 'noQuiz'));
  const now = Date.now();
  if ((await repo.recentStarts(db, user.id, new Date(now - 3600_000))) >= QUIZ_STARTS_PER_HOUR) {
    throw new HttpError(429, platformMessage(lang, 'tooManyStarts'), undefined, { 'Retry-After': '3600' });
  }
  const quizToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + QUIZ_TOKEN_TTL_S * 1000);
  await repo.insertAttempt(db, { tokenHash: hashToken(quizToken), userId: user.id, courseId, expiresAt });
  return { quizToken, expiresAt: expiresAt.toISOString() };
}

/**
 * The caller's attempt behind a token, still open: another user's token (or no such token) is 404 as
 * a missing one, an answered one 409, an expired one 410.
 */
async function openAttempt(deps: ApiDeps, user: AuthUser, token: string, lang: ApiLanguage): Promise<repo.AttemptRow> {
  const attempt = TOKEN_SHAPE.test(token) ? await repo.attemptByHash(deps.database.db, hashToken(token)) : undefined;
  if (!attempt || attempt.userId !== user.id) throw new HttpError(404, platformMessage(lang, 'unknownQuiz'));
  if (attempt.submittedAt) throw new HttpError(409, platformMessage(lang, 'submitted'));
  if (attempt.expiresAt.getTime() <= Date.now()) throw new HttpError(410, platformMessage(lang, 'expired'));
  return attempt;
}

export async function getQuiz(deps: ApiDeps, user: AuthUser, token: string, lang: ApiLanguage): Promise<Quiz> {
  const attempt = await openAttempt(deps, user, token, lang);
  const [course, questions] = await Promise.all([repo.findCourse(deps.database.db, attempt.courseId), quizOf(deps, attempt.courseId)]);
  if (!course) throw new HttpError(404, platformMessage(lang, 'unknownQuiz'));
  return {
    course: { id: course.id, title: pick(course, 'title', lang) },
    expiresAt: attempt.expiresAt.toISOString(),
    // No `correct` flag here: the answers are checked on the server only.
    questions: questions.map((q) => ({ id: q.id, text: pick(q, 'text', lang), options: q.options.map((o) => ({ id: o.id, text: pick(o, 'text', lang) })) })),
  };
}

function resultOf(
  questions: repo.QuizQuestionRow[],
  wrongIds: number[],
  score: number,
  passed: boolean,
  passScore: number,
  lang: ApiLanguage,
  certificate: IssuedCertificate | null | undefined,
): QuizResult {
  const wrong = new Set(wrongIds);
  return {
    score,
    passed,
    passScore,
    correctCount: questions.length - wrong.size,
    total: questions.length,
    wrongQuestions: questions.filter((q) => wrong.has(q.id)).map((q) => ({ id: q.id, text: pick(q, 'text', lang) })),
    certificate: passed ? (certificate ?? null) : null,
  };
}

/** Every question answered once with one of its own options; otherwise 422 naming the field, nothing stored. */
function checkAnswers(questions: repo.QuizQuestionRow[], answers: QuizAnswersBody['answers'], lang: ApiLanguage): Map<number, number> {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const chosen = new Map<number, number>();
  const errors: Record<string, string[]> = {};
  answers.forEach((answer, i) => {
    const question = byId.get(answer.question_id);
    if (!question) errors[`answers.${i}.question_id`] = [platformMessage(lang, 'unknownQuestion')];
    else if (chosen.has(question.id)) errors[`answers.${i}.question_id`] = [platformMessage(lang, 'repeatedQuestion')];
    else if (!question.options.some((o) => o.id === answer.option_id)) errors[`answers.${i}.option_id`] = [platformMessage(lang, 'unknownOption')];
    else chosen.set(question.id, answer.option_id);
  });
  if (!Object.keys(errors).length && chosen.size !== questions.length) errors.answers = [platformMessage(lang, 'answerAll')];
  if (Object.keys(errors).length) throw validationError(lang, errors);
  return chosen;
}

/**
 * Checks the answers, marks the attempt submitted once, and on a pass issues the course's certificate
 * in the same transaction (once per user and course, however many passes race). The course and its
 * questions come from the cache, so a submit reads the attempt, writes it, and on a pass writes the
 * certificate: a failed submit is one conditional update and needs no transaction.
 */
export async function submitQuiz(deps: ApiDeps, user: AuthUser, token: string, body: QuizAnswersBody, lang: ApiLanguage): Promise<QuizResult> {
  const attempt = await openAttempt(deps, user, token, lang);
  const [course, questions] = await Promise.all([quizCourseOf(deps, attempt.courseId), quizOf(deps, attempt.courseId)]);
  if (!course || !questions.length) throw new HttpError(404, platformMessage(lang, 'unknownQuiz'));
  const chosen = checkAnswers(questions, body.answers, lang);
  const wrongQuestionIds = questions.filter((q) => !q.options.find((o) => o.id === chosen.get(q.id))?.correct).map((q) => q.id);
  const score = Math.round(((questions.length - wrongQuestionIds.length) * 100) / questions.length);
  const passed = score >= course.passScore;
  const now = new Date();
  const markSubmitted = async (db: Parameters<typeof repo.submitAttempt>[0]) => {
    if (await repo.submitAttempt(db, attempt.id, now, { score, passed, wrongQuestionIds })) return;
    // Another submit of the same token won, or the token expired in between.
    const again = await repo.attemptByHash(db, attempt.tokenHash);
    if (again?.submittedAt) throw new HttpError(409, platformMessage(lang, 'submitted'));
    throw new HttpError(410, platformMessage(lang, 'expired'));
  };
  if (!passed) {
    await markSubmitted(deps.database.db);
    return resultOf(questions, wrongQuestionIds, score, passed, course.passScore, lang, null);
  }
  const certificate = await deps.database.db.transaction(async (tx) => {
    await markSubmitted(tx);
    return issueCourseCertificate(tx, { userId: user.id, courseId: course.id, course: course.titleUk, issuedOn: kyivDay.format(now) });
  });
  return resultOf(questions, wrongQuestionIds, score, passed, course.passScore, lang, certificate);
}
