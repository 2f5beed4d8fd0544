import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, orders, quizAttempts, quizOptions, quizQuestions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../auth/auth.test-support.ts';
import { guestHeaders, pickupOrder, postStore } from '../checkout/checkout.test-support.ts';
import { applyOrderEvent } from '../orders/order-transitions.ts';
import { demoEmail } from '../orders/orders.test-support.ts';

let t: TestApp;
let professional: string;
let regular: string;
let distributor: string;
beforeAll(async () => {
  t = await createTestApp({ products: 5 });
  professional = (await signIn(t, demoEmail('professional'))).accessToken;
  regular = (await signIn(t, demoEmail('regular'))).accessToken;
  distributor = (await signIn(t, demoEmail('distributor'))).accessToken;
});
afterAll(() => t?.close());

const get = (url: string, token: string, lang = 'ru') => t.app.inject({ url, headers: { ...bearer(token), 'x-localization': lang } });
const start = (courseId: number, token: string) => t.app.inject({ method: 'POST', url: `/api/v1/platform/courses/${courseId}/quiz/start`, headers: bearer(token) });
const submit = (quizToken: string, token: string, answers: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/platform/quiz/${quizToken}`, headers: bearer(token), payload: { answers } });

/** The right (or a wrong) option of every question of a course, read from the tables as only a test may. */
async function answersOf(courseId: number, right: boolean) {
  const rows = await t.deps.database.db
    .select({ questionId: quizQuestions.id, optionId: quizOptions.id, correct: quizOptions.correct })
    .from(quizQuestions)
    .innerJoin(quizOptions, eq(quizOptions.questionId, quizQuestions.id))
    .where(eq(quizQuestions.courseId, courseId));
  const byQuestion = new Map<number, number>();
  for (const row of rows) if (row.correct === right && !byQuestion.has(row.questionId)) byQuestion.set(row.questionId, row.optionId);
  return [...byQuestion].map(([question_id, option_id]) => ({ question_id, option_id }));
}

async function coursesOf(themeIndex: number, token = professional) {
  const themes = (await get('/api/v1/platform/course-themes', token)).json().data;
  return (await get(`/api/v1/platform/course-themes/${themes[themeIndex].id}/courses`, token)).json().data as Array<{ id: number; price: number; access: string; certificate: unknown }>;
}

describe('course themes and courses', () => {
  it('lists six themes of three courses in both languages, for signed-in users only', async () => {
    const ru = await get('/api/v1/platform/course-themes', regular);
    expect(ru.statusCode).toBe(200);
    expect(ru.headers['cache-control']).toBe('private, no-store');
    expect(ru.json().data).toHaveLength(6);
    expect(ru.json().data[0]).toMatchObject({ title: 'Химические пилинги', courseCount: 3 });
    expect((await coursesOf(0, regular)).map((c) => (c as unknown as { questionCount: number }).questionCount)).toEqual([5, 5, 5]);
    const ua = (await get(`/api/v1/platform/course-themes/${ru.json().data[0].id}`, regular, 'ua')).json().data;
    expect(ua.title).toBe('Хімічні пілінги');
    expect((await t.app.inject({ url: '/api/v1/platform/course-themes' })).statusCode).toBe(401);
    expect((await get('/api/v1/platform/course-themes/2000000000', regular)).statusCode).toBe(404);
    expect((await get('/api/v1/platform/course-themes/2000000000/courses', regular)).statusCode).toBe(404);
  });

  it('opens every course to a professional, free ones to others, and hides a paid webinar from them', async () => {
    const forPro = await coursesOf(0);
    const forRegular = await coursesOf(0, regular);
    expect(forPro.map((c) => c.access)).toEqual(['open', 'open', 'open']);
    expect(forRegular.map((c) => (c.price === 0 ? 'open' : 'buy'))).toEqual(forRegular.map((c) => c.access));
    const paid = forRegular.find((c) => c.access === 'buy');
    if (!paid) throw new Error('the demo has paid courses');
    const closed = (await get(`/api/v1/platform/courses/${paid.id}`, regular)).json().data;
    expect(closed).toMatchObject({ access: 'buy', videoUrl: null, liveUrl: null, materials: [] });
    expect(closed.price).toBeGreaterThan(0);
    expect((await start(paid.id, regular)).statusCode).toBe(403);
    const open = (await get(`/api/v1/platform/courses/${paid.id}`, professional)).json().data;
    expect(open.videoUrl).toMatch(/^https:/);
    expect(open.materials.length).toBeGreaterThan(0);
  });

  it('opens a paid course to a regular buyer once the webinar order is paid, and closes it on refund', async () => {
    const paid = (await coursesOf(1, regular)).find((c) => c.access === 'buy');
    if (!paid) throw new Error('the demo has paid courses');
    const line = { id: paid.id, product_price_id: paid.id, count: 1, type: 'webinar' };
    const res = await postStore(t, pickupOrder([line], { payment_method: 'liqpay' }), { ...guestHeaders(), ...bearer(regular) });
    expect(res.statusCode).toBe(201);
    const [order] = await t.deps.database.db.select().from(orders).where(eq(orders.number, res.json().data.number));
    const event = (name: 'payment_succeeded' | 'refund') => t.deps.database.db.transaction((tx) => applyOrderEvent(tx, order.id, name, { actor: 'system' }));
    // Placed but not paid: still closed.
    expect((await get(`/api/v1/platform/courses/${paid.id}`, regular)).json().data.access).toBe('buy');
    await event('payment_succeeded');
    const open = (await get(`/api/v1/platform/courses/${paid.id}`, regular)).json().data;
    expect(open.access).toBe('open');
    expect(open.materials.length).toBeGreaterThan(0);
    expect(open.videoUrl ?? open.liveUrl).toMatch(/^https:/);
    expect((await coursesOf(1, regular)).find((c) => c.id === paid.id)?.access).toBe('open');
    expect((await start(paid.id, regular)).statusCode).toBe(201);
    // Another regular shopper's view of the same course stays closed.
    const noid = (await signIn(t, demoEmail('noid'))).accessToken;
    expect((await get(`/api/v1/platform/courses/${paid.id}`, noid)).json().data).toMatchObject({ access: 'buy', materials: [], videoUrl: null });
    await event('refund');
    expect((await get(`/api/v1/platform/courses/${paid.id}`, regular)).json().data).toMatchObject({ access: 'buy', materials: [], videoUrl: null });
    expect((await start(paid.id, regular)).statusCode).toBe(403);
  });

  it('shows the demo professional its passed first course and its certificate', async () => {
    const [first] = await coursesOf(0);
    expect(first.certificate).toMatchObject({ number: 'PC-2026-00017' });
    const course = (await get(`/api/v1/platform/courses/${first.id}`, professional)).json().data;
    expect(course.lastResult).toMatchObject({ score: 100, passed: true, wrongQuestions: [] });
  });
});

describe('quiz', () => {
  it('gives the questions without answers, fails, and on a retake passes and issues one certificate', async () => {
    // The second course of the second theme is paid: the distributor (a professional type) may take it.
    const course = (await coursesOf(1, distributor))[1];
    const started = await start(course.id, distributor);
    expect(started.statusCode).toBe(201);
    const { quizToken } = started.json().data;
    expect(quizToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const quiz = await get(`/api/v1/platform/quiz/${quizToken}`, distributor, 'ua');
    expect(quiz.statusCode).toBe(200);
    expect(quiz.json().data.questions).toHaveLength(5);
    expect(quiz.body).not.toContain('correct');
    const failed = await submit(quizToken, distributor, await answersOf(course.id, false));
    expect(failed.statusCode).toBe(200);
    expect(failed.json().data).toMatchObject({ score: 0, passed: false, total: 5, certificate: null });
    expect(failed.json().data.wrongQuestions).toHaveLength(5);
    // The token was used once: a replay is refused.
    expect((await submit(quizToken, distributor, await answersOf(course.id, true))).statusCode).toBe(409);
    expect((await get(`/api/v1/platform/quiz/${quizToken}`, distributor)).statusCode).toBe(409);

    const retake = (await start(course.id, distributor)).json().data.quizToken;
    const passed = await submit(retake, distributor, await answersOf(course.id, true));
    expect(passed.json().data).toMatchObject({ score: 100, passed: true, wrongQuestions: [] });
    const certificate = passed.json().data.certificate;
    expect(certificate.number).toMatch(/^PC-\d{4}-\d{5}-[0-9A-F]{6}$/);
    const pdf = await t.app.inject({ url: certificate.pdfUrl, headers: bearer(distributor) });
    expect(pdf.statusCode).toBe(200);
    // Passing again keeps the one certificate.
    const again = (await start(course.id, distributor)).json().data.quizToken;
    expect((await submit(again, distributor, await answersOf(course.id, true))).json().data.certificate).toEqual(certificate);
  });

  it('issues one certificate under concurrent passing submits of separate attempts', async () => {
    const [course] = await coursesOf(2, regular);
    expect(course.access).toBe('open');
    const tokens = await Promise.all(Array.from({ length: 8 }, async () => (await start(course.id, regular)).json().data.quizToken as string));
    const answers = await answersOf(course.id, true);
    const results = await Promise.all(tokens.map((token) => submit(token, regular, answers)));
    expect(results.map((r) => r.statusCode)).toEqual(tokens.map(() => 200));
    expect(new Set(results.map((r) => r.json().data.certificate.number)).size).toBe(1);
    const rows = await t.deps.database.db.select().from(certificates).where(eq(certificates.courseId, course.id));
    expect(rows).toHaveLength(1);
  });

  it('answers one of concurrent submits of the same token and refuses the others', async () => {
    const [course] = await coursesOf(3, regular);
    const token = (await start(course.id, regular)).json().data.quizToken;
    const answers = await answersOf(course.id, false);
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => submit(token, regular, answers)))).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
  });

  it("answers another user's token as an unknown one, and an expired one 410", async () => {
    const [course] = await coursesOf(4, regular);
    const token = (await start(course.id, regular)).json().data.quizToken;
    expect((await get(`/api/v1/platform/quiz/${token}`, professional)).statusCode).toBe(404);
    expect((await submit(token, professional, await answersOf(course.id, true))).statusCode).toBe(404);
    expect((await get('/api/v1/platform/quiz/not-a-token', regular)).statusCode).toBe(404);
    expect((await get(`/api/v1/platform/quiz/${'A'.repeat(43)}`, regular)).statusCode).toBe(404);
    await t.deps.database.db.update(quizAttempts).set({ expiresAt: sql`now() - interval '1 minute'` }).where(sql`${quizAttempts.submittedAt} is null and ${quizAttempts.userId} = (select id from users where email = ${demoEmail('regular')})`);
    expect((await get(`/api/v1/platform/quiz/${token}`, regular)).statusCode).toBe(410);
    expect((await submit(token, regular, await answersOf(course.id, true))).statusCode).toBe(410);
    // Still open to the other user's own tries afterwards: nothing of it was stored.
    const [attempt] = await t.deps.database.db.select().from(quizAttempts).where(sql`${quizAttempts.courseId} = ${course.id} and ${quizAttempts.submittedAt} is null`);
    expect(attempt.score).toBeNull();
  });

  it('refuses bad answers with 422 per field, storing nothing', async () => {
    const [course] = await coursesOf(5, regular);
    const token = (await start(course.id, regular)).json().data.quizToken;
    const answers = await answersOf(course.id, true);
    const other = await answersOf((await coursesOf(4, regular))[0].id, true);
    const cases: Array<[unknown, string]> = [
      [answers.slice(0, 4), 'answers'],
      [[...answers.slice(0, 4), answers[0]], 'answers.4.question_id'],
      [[...answers.slice(0, 4), other[0]], 'answers.4.question_id'],
      [[...answers.slice(0, 4), { question_id: answers[4].question_id, option_id: other[0].option_id }], 'answers.4.option_id'],
      [[{ question_id: 'x', option_id: 1 }], 'answers.0.question_id'],
      [[], 'answers'],
    ];
    for (const [bad, field] of cases) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/v1/platform/quiz/${token}`, headers: { ...bearer(regular), 'x-localization': 'ua' }, payload: { answers: bad } });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    const [attempt] = await t.deps.database.db.select().from(quizAttempts).where(sql`${quizAttempts.courseId} = ${course.id}`);
    expect(attempt.submittedAt).toBeNull();
    // The token still works after refused answers.
    expect((await submit(token, regular, answers)).statusCode).toBe(200);
  });
});

describe('certificate verification', () => {
  it('answers a number with the holder, the course and the date only, to anyone', async () => {
    const res = await t.app.inject({ url: '/api/v1/certificates/verify/PC-2026-00017' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().data).sort()).toEqual(['course', 'holder', 'issuedOn', 'number']);
    expect(res.json().data).toMatchObject({ number: 'PC-2026-00017', course: 'Хімічні пілінги: протоколи та безпека', issuedOn: '2026-03-14' });
    expect((await t.app.inject({ url: '/api/v1/certificates/verify/PC-2026-99999' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/certificates/verify/%3Cscript%3E' })).statusCode).toBe(400);
  });
});
