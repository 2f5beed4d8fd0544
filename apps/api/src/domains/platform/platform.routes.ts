import { z } from 'zod';
import {
  courseAnswer,
  courseParams,
  courseThemeAnswer,
  courseThemeParams,
  courseThemesAnswer,
  coursesAnswer,
  quizAnswer,
  quizAnswersBody,
  quizResultAnswer,
  quizStartAnswer,
} from '@shop/contracts/platform';
import type { ApiDeps } from '../../deps.ts';
import { requireUser, roleGuard } from '../../core/auth.ts';
import type { Api } from '../../types.ts';
import * as platform from './platform.service.ts';

const bearerOnly = [{ bearer: [] }];
/** Every platform route is for signed-in users (guest 401); who may open a course is the service's rule. */
const signedIn = { onRequest: roleGuard() };
/** Any text: a token of the wrong shape is answered 404 like an unknown one. */
const tokenParams = z.object({ quizToken: z.string().max(200) });

/**
 * The education platform (SPEC §7 "Seminars and platform", §4 Quiz): course themes, their courses, one
 * course (its webinar and materials when open to the caller), and a course's quiz: start (a token),
 * its questions, the answers (a result; a pass issues the certificate). Answers are the caller's own:
 * never cached.
 */
export function platformRoutes(app: Api, deps: ApiDeps): void {
  const tags = ['platform'];
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.url?.includes('/v1/platform/')) reply.header('Cache-Control', 'private, no-store');
  });

  app.get(
    '/v1/platform/course-themes',
    { ...signedIn, schema: { tags, summary: 'Course themes', security: bearerOnly, response: { 200: courseThemesAnswer } } },
    async (request) => ({ data: await platform.listThemes(deps, request.lang) }),
  );

  app.get(
    '/v1/platform/course-themes/:id',
    { ...signedIn, config: { errorStatuses: [404] }, schema: { tags, summary: 'One course theme; 404 for an unknown id', security: bearerOnly, params: courseThemeParams, response: { 200: courseThemeAnswer } } },
    async (request) => ({ data: await platform.getTheme(deps, request.params.id, request.lang) }),
  );

  app.get(
    '/v1/platform/course-themes/:id/courses',
    {
      ...signedIn,
      config: { errorStatuses: [404] },
      schema: { tags, summary: "A theme's courses with the caller's access and certificate", security: bearerOnly, params: courseThemeParams, response: { 200: coursesAnswer } },
    },
    async (request) => ({ data: await platform.listCourses(deps, requireUser(request), request.params.id, request.lang) }),
  );

  app.get(
    '/v1/platform/courses/:courseId',
    {
      ...signedIn,
      config: { errorStatuses: [404] },
      schema: {
        tags,
        summary: 'One course: its webinar (recording or live link) and materials when open to the caller, else its price; the latest result',
        security: bearerOnly,
        params: courseParams,
        response: { 200: courseAnswer },
      },
    },
    async (request) => ({ data: await platform.getCourse(deps, requireUser(request), request.params.courseId, request.lang) }),
  );

  app.post(
    '/v1/platform/courses/:courseId/quiz/start',
    {
      ...signedIn,
      config: { errorStatuses: [403, 404, 429] },
      schema: { tags, summary: "Starts the course's quiz: a single-use token for two hours (403 for a course to buy)", security: bearerOnly, params: courseParams, response: { 201: quizStartAnswer } },
    },
    async (request, reply) => reply.status(201).send({ data: await platform.startQuiz(deps, requireUser(request), request.params.courseId, request.lang) }),
  );

  app.get(
    '/v1/platform/quiz/:quizToken',
    {
      ...signedIn,
      config: { errorStatuses: [404, 409, 410] },
      schema: { tags, summary: "The quiz's questions without the answers (another user's token 404, an answered one 409, an expired one 410)", security: bearerOnly, params: tokenParams, response: { 200: quizAnswer } },
    },
    async (request) => ({ data: await platform.getQuiz(deps, requireUser(request), request.params.quizToken, request.lang) }),
  );

  app.put(
    '/v1/platform/quiz/:quizToken',
    {
      ...signedIn,
      config: { errorStatuses: [404, 409, 410] },
      schema: {
        tags,
        summary: 'The answers: score, passed, the wrong questions, and the certificate on a pass (once; a replay 409, 422 per field with nothing stored)',
        security: bearerOnly,
        params: tokenParams,
        body: quizAnswersBody,
        response: { 200: quizResultAnswer },
      },
    },
    async (request) => ({ data: await platform.submitQuiz(deps, requireUser(request), request.params.quizToken, request.body, request.lang) }),
  );
}
