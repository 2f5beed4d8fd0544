import { z } from 'zod';
import { int32Id, int32IdParam } from './bounds.ts';
import { dataEnvelope } from './envelope.ts';

/**
 * The education platform (SPEC §7 "Seminars and platform", §4 Quiz, issue 30): course themes, their
 * courses (a recorded or live webinar with materials), and each course's quiz. A quiz is started for a
 * token bound to the user and the attempt; its questions come without answers; the answers are
 * checked on the server only and a pass issues the course's certificate.
 */

/** How long a started quiz may be answered. */
export const QUIZ_TOKEN_TTL_S = 2 * 3600;
/** More answers than any quiz has questions is refused before anything is read. */
export const QUIZ_MAX_ANSWERS = 50;

export const courseThemeParams = z.object({ id: int32IdParam });
export const courseParams = z.object({ courseId: int32IdParam });
/** A quiz token: 43 base64url characters (32 random bytes). */
export const quizTokenParams = z.object({ quizToken: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

export const courseTheme = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  poster: z.string().nullable(),
  courseCount: z.number().int(),
});
export type CourseTheme = z.infer<typeof courseTheme>;

/**
 * `open`: the caller may watch the webinar and take the quiz (a free course, or any course for a
 * professional, docs/decisions/0017); `buy`: a paid course the caller has not bought (its price is shown).
 */
export const COURSE_ACCESS = ['open', 'buy'] as const;
export type CourseAccess = (typeof COURSE_ACCESS)[number];

export const courseCertificate = z.object({ id: z.number().int(), number: z.string(), pdfUrl: z.string() });

export const courseSummary = z.object({
  id: z.number().int(),
  themeId: z.number().int(),
  title: z.string(),
  description: z.string(),
  poster: z.string().nullable(),
  /** Whole hryvnias; 0 = free. */
  price: z.number().int(),
  /** Percent of right answers that passes. */
  passScore: z.number().int(),
  questionCount: z.number().int(),
  /** Recorded (a video) or live (a link and a time). */
  kind: z.enum(['recording', 'live']),
  access: z.enum(COURSE_ACCESS),
  /** The caller's certificate of this course, once passed. */
  certificate: courseCertificate.nullable(),
});
export type CourseSummary = z.infer<typeof courseSummary>;

export const quizResult = z.object({
  score: z.number().int(),
  passed: z.boolean(),
  passScore: z.number().int(),
  correctCount: z.number().int(),
  total: z.number().int(),
  wrongQuestions: z.array(z.object({ id: z.number().int(), text: z.string() })),
  certificate: courseCertificate.nullable(),
});
export type QuizResult = z.infer<typeof quizResult>;

export const course = courseSummary.extend({
  theme: z.object({ id: z.number().int(), title: z.string() }),
  /** Only with `open` access. */
  videoUrl: z.string().nullable(),
  liveUrl: z.string().nullable(),
  liveAt: z.string().nullable(),
  materials: z.array(z.object({ title: z.string(), url: z.string() })),
  /** The caller's latest submitted attempt. */
  lastResult: quizResult.nullable(),
});
export type Course = z.infer<typeof course>;

export const quizStartAnswer = dataEnvelope(z.object({ quizToken: z.string(), expiresAt: z.string() }));
export type QuizStartAnswer = z.infer<typeof quizStartAnswer>;

export const quiz = z.object({
  course: z.object({ id: z.number().int(), title: z.string() }),
  expiresAt: z.string(),
  questions: z.array(z.object({ id: z.number().int(), text: z.string(), options: z.array(z.object({ id: z.number().int(), text: z.string() })) })),
});
export type Quiz = z.infer<typeof quiz>;

/** PUT /v1/platform/quiz/{quiz_token}: one chosen option for each question of the quiz. */
export const quizAnswersBody = z.strictObject({
  answers: z
    .array(z.strictObject({ question_id: int32Id, option_id: int32Id }))
    .min(1)
    .max(QUIZ_MAX_ANSWERS),
});
export type QuizAnswersBody = z.input<typeof quizAnswersBody>;

export const courseThemesAnswer = dataEnvelope(z.array(courseTheme));
export const courseThemeAnswer = dataEnvelope(courseTheme);
export const coursesAnswer = dataEnvelope(z.array(courseSummary));
export const courseAnswer = dataEnvelope(course);
export const quizAnswer = dataEnvelope(quiz);
export const quizResultAnswer = dataEnvelope(quizResult);
