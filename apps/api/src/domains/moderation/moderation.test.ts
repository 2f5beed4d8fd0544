import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsComments, newsPosts, productFeedbacks, products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../auth/auth.test-support.ts';
import { demoEmail } from '../orders/orders.test-support.ts';

let t: TestApp;
let reviewer: string;
let productId: number;
let postId: number;
beforeAll(async () => {
  t = await createTestApp({ products: 5 });
  reviewer = (await signIn(t, demoEmail('reviewer'))).accessToken;
  const db = t.deps.database.db;
  [{ id: productId }] = await db.select({ id: products.id }).from(products).limit(1);
  [{ id: postId }] = await db.select({ id: newsPosts.id }).from(newsPosts).where(eq(newsPosts.published, true)).limit(1);
});
afterAll(() => t?.close());

let nextAuthor = 0;
/** One author's review, question and comment, each waiting for staff. */
async function authorWithItems() {
  const email = `moderation.${Date.now()}.${++nextAuthor}@example.com`;
  const db = t.deps.database.db;
  const entry = { productId, name: 'Олена', email, message: 'Гарний крем' };
  const [review] = await db.insert(productFeedbacks).values({ ...entry, kind: 'feedback', rating: 4 }).returning();
  const [question] = await db.insert(productFeedbacks).values({ ...entry, kind: 'question', message: 'Чи підходить для сухої шкіри?' }).returning();
  const [comment] = await db.insert(newsComments).values({ postId, name: 'Олена', email, message: 'Дякую за статтю' }).returning();
  return { email, review: review.id, question: question.id, comment: comment.id };
}

const queue = (query: string, token = reviewer) => t.app.inject({ url: `/api/v1/staff/moderation?${query}`, headers: bearer(token) });
const patch = (url: string, payload: object, token = reviewer, lang = 'ru') =>
  t.app.inject({ method: 'PATCH', url: `/api/v1${url}`, payload, headers: { ...bearer(token), 'x-localization': lang } });
const auditOf = async (subjectType: string, subjectId: number) =>
  (
    await t.deps.database.db.execute<{ action: string; before: unknown; after: unknown }>(
      sql`select action, before, after from staff_actions where subject_type = ${subjectType} and subject_id = ${subjectId} order by id`,
    )
  ).rows;

describe('the moderation queue', () => {
  it("lists held reviews, questions and comments by kind and state, and one author's items of every state", async () => {
    const a = await authorWithItems();
    const waiting = (await queue('per_page=100')).json();
    const ids = waiting.data.map((i: { id: string }) => i.id);
    expect(ids).toEqual(expect.arrayContaining([`review-${a.review}`, `question-${a.question}`, `comment-${a.comment}`]));
    expect(waiting.data.find((i: { id: string }) => i.id === `review-${a.review}`)).toMatchObject({
      kind: 'review',
      state: 'waiting',
      rating: 4,
      email: a.email,
      subject: { type: 'product', id: productId },
    });
    const onlyQuestions = (await queue('kind=question&per_page=100')).json().data;
    expect(onlyQuestions.every((i: { kind: string }) => i.kind === 'question')).toBe(true);

    // Hide the comment: it leaves the queue, and the author's list still has all three.
    expect((await patch(`/staff/news-comments/${a.comment}`, { hidden: true })).statusCode).toBe(200);
    expect((await queue('kind=comment&per_page=100')).json().data.map((i: { id: string }) => i.id)).not.toContain(`comment-${a.comment}`);
    expect((await queue('kind=comment&state=hidden&per_page=100')).json().data.map((i: { id: string }) => i.id)).toContain(`comment-${a.comment}`);
    const mine = (await queue(`state=all&author=${encodeURIComponent(a.email.toUpperCase())}`)).json();
    expect(mine.meta.total).toBe(3);
    expect(mine.data.map((i: { state: string }) => i.state).sort()).toEqual(['hidden', 'waiting', 'waiting']);
  });

  it('publishes, hides and answers, each decision audited with what it changed', async () => {
    const a = await authorWithItems();
    const published = await patch(`/staff/feedbacks/${a.review}`, { approved: true });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ approved: true });
    const answered = await patch(`/staff/feedbacks/${a.question}`, { approved: true, answer: '  Так, підходить.  ' });
    expect(answered.json().data).toMatchObject({ approved: true, answer: 'Так, підходить.' });
    const shown = (await t.app.inject({ url: `/api/v1/product_feedbacks?product_id=${productId}&type=comments&per_page=50` })).json().data;
    expect(shown.find((q: { id: number }) => q.id === a.question)).toMatchObject({ answer: 'Так, підходить.', answeredAt: expect.any(String) });

    expect(await auditOf('review', a.review)).toEqual([
      { action: 'review.publish', before: { approved: false, moderatedAt: null }, after: { approved: true, moderatedAt: expect.any(String) } },
    ]);
    expect((await auditOf('question', a.question)).map((r) => r.action)).toEqual(['question.publish', 'question.answer']);
    expect((await auditOf('question', a.question))[1]).toMatchObject({ before: { answer: null }, after: { answer: 'Так, підходить.' } });

    expect((await patch(`/staff/feedbacks/${a.review}`, { approved: false })).statusCode).toBe(200);
    expect((await patch(`/staff/news-comments/${a.comment}`, { hidden: false })).statusCode).toBe(200);
    expect((await auditOf('review', a.review)).map((r) => r.action)).toEqual(['review.publish', 'review.hide']);
    expect(await auditOf('comment', a.comment)).toEqual([
      { action: 'comment.publish', before: { hidden: false, moderatedAt: null }, after: { hidden: false, moderatedAt: expect.any(String) } },
    ]);
    const states = (await queue(`state=all&author=${encodeURIComponent(a.email)}`)).json().data;
    expect(Object.fromEntries(states.map((i: { kind: string; state: string }) => [i.kind, i.state]))).toEqual({ review: 'hidden', question: 'published', comment: 'published' });
  });

  it('answers 422 in the asked language for an empty call or answer, 404 for an unknown entry, and writes nothing', async () => {
    const a = await authorWithItems();
    const empty = await patch(`/staff/feedbacks/${a.question}`, {}, reviewer, 'ua');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.approved).toBeDefined();
    const blank = await patch(`/staff/feedbacks/${a.question}`, { answer: ' ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.answer).toBeDefined();
    expect((await patch(`/staff/feedbacks/${a.question}`, { answer: 'x'.repeat(2001) })).statusCode).toBe(422);
    expect((await patch('/staff/feedbacks/2000000000', { approved: true })).statusCode).toBe(404);
    expect((await patch('/staff/news-comments/2000000000', { hidden: true })).statusCode).toBe(404);
    expect(await auditOf('question', a.question)).toEqual([]);
    const [row] = await t.deps.database.db.select().from(productFeedbacks).where(eq(productFeedbacks.id, a.question));
    expect(row).toMatchObject({ approved: false, moderatedAt: null, answer: null });
  });

  it('falls back to the waiting queue of every kind for unknown filters', async () => {
    const res = await queue('kind=spam&state=whatever&page=-3');
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.current_page).toBe(1);
    expect(res.json().data.every((i: { state: string }) => i.state === 'waiting')).toBe(true);
  });

  it('is for staff with the moderation area: 401 for a guest, 403 for a shop account or an order manager, nothing changed', async () => {
    const a = await authorWithItems();
    expect((await t.app.inject({ url: '/api/v1/staff/moderation' })).statusCode).toBe(401);
    for (const role of ['professional', 'orders'] as const) {
      const token = (await signIn(t, demoEmail(role))).accessToken;
      expect((await queue('', token)).statusCode).toBe(403);
      expect((await patch(`/staff/feedbacks/${a.review}`, { approved: true }, token)).statusCode).toBe(403);
      expect((await patch(`/staff/news-comments/${a.comment}`, { hidden: true }, token)).statusCode).toBe(403);
    }
    const administrator = (await signIn(t, demoEmail('staff'))).accessToken;
    expect((await queue('', administrator)).statusCode).toBe(200);
    expect(await auditOf('review', a.review)).toEqual([]);
    expect(await auditOf('comment', a.comment)).toEqual([]);
  });
});
