import type { ApiLanguage } from '@shop/contracts/i18n';
import type { FeedbackItem, FeedbackList, FeedbackSummary, ModerateFeedbackBody, StaffFeedbackItem, StaffFeedbackListQuery, StoreFeedbackBody } from '@shop/contracts/reviews';
import { validationMessage } from '@shop/contracts/validation';
import type { ApiDeps } from '../../deps.ts';
import { offsetOf, toPage } from '../../core/pagination.ts';
import { HttpError, genericMessage, validationError } from '../../core/errors.ts';
import { catalogChanged } from '../../core/answer-cache.ts';
import { messageTable } from '../../core/messages.ts';
import { recordStaffAction } from '../audit/audit.public.ts';
import * as repo from './feedbacks.repository.ts';
import { countSubmission } from './submission-limit.ts';

/** Five reviews or questions per address in ten minutes. */
export const FEEDBACK_LIMIT = { name: 'product-feedback', max: 5, windowSeconds: 600 };
/**
 * And ten a day per author: the signed-in account, or for a guest the e-mail given, so that one
 * person changing addresses still cannot flood the staff's queue.
 */
export const FEEDBACK_AUTHOR_LIMIT = { name: 'product-feedback-author', max: 10, windowSeconds: 24 * 60 * 60 };

const reviewsMessage = messageTable({
  ru: {
    feedbackPublished: 'Спасибо за отзыв!',
    feedbackPending: 'Спасибо за отзыв! Он появится на сайте после проверки.',
    questionPublished: 'Спасибо за вопрос! Мы ответим в ближайшее время.',
    questionPending: 'Спасибо за вопрос! Он появится на сайте после проверки, а ответим мы в ближайшее время.',
  },
  ua: {
    feedbackPublished: 'Дякуємо за відгук!',
    feedbackPending: "Дякуємо за відгук! Він з'явиться на сайті після перевірки.",
    questionPublished: 'Дякуємо за запитання! Ми відповімо найближчим часом.',
    questionPending: "Дякуємо за запитання! Воно з'явиться на сайті після перевірки, а відповімо ми найближчим часом.",
  },
});

function toItem(row: Pick<repo.FeedbackRow, 'id' | 'kind' | 'name' | 'rating' | 'message' | 'answer' | 'answeredAt' | 'createdAt'>): FeedbackItem {
  return {
    id: row.id,
    type: row.kind,
    name: row.name,
    rating: row.kind === 'feedback' ? row.rating : null,
    message: row.message,
    answer: row.answer,
    answeredAt: row.answeredAt ? new Date(row.answeredAt).toISOString() : null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export async function summary(deps: ApiDeps, productId: number): Promise<FeedbackSummary> {
  const rows = await repo.countByKindAndRating(deps.database.db, productId);
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let reviews = 0;
  let stars = 0;
  let questions = 0;
  for (const row of rows) {
    if (row.kind === 'question') {
      questions += row.n;
    } else if (row.rating !== null && row.rating >= 1 && row.rating <= 5) {
      distribution[row.rating as 1 | 2 | 3 | 4 | 5] += row.n;
      reviews += row.n;
      stars += row.rating * row.n;
    }
  }
  return { average: reviews ? Math.round((stars / reviews) * 10) / 10 : 0, count: reviews, distribution, questions };
}

/** GET /v1/product_feedbacks: `feedbacks` are reviews, `comments` are questions. */
export async function listFeedbacks(
  deps: ApiDeps,
  query: { product_id: number; type: 'feedbacks' | 'comments'; page: number; per_page: number },
  url: string,
): Promise<FeedbackList> {
  const kind = query.type === 'comments' ? 'question' : 'feedback';
  const db = deps.database.db;
  const [rows, totals] = await Promise.all([
    repo.listApproved(db, query.product_id, kind, query.per_page, offsetOf(query.page, query.per_page)),
    summary(deps, query.product_id),
  ]);
  const total = kind === 'question' ? totals.questions : totals.count;
  return { ...toPage(rows.map(toItem), total, query.page, query.per_page, url), summary: totals };
}

/**
 * POST /v1/products/feedbacks. The product must exist (422 otherwise); limited per address and per
 * author (429). The entry waits for staff unless the shop publishes at once; the answer says which.
 */
export async function storeFeedback(
  deps: ApiDeps,
  body: StoreFeedbackBody,
  context: { lang: ApiLanguage; ip: string; userId: number | null },
): Promise<{ message: string; feedback: FeedbackItem; approved: boolean }> {
  const db = deps.database.db;
  if (!(await repo.isPublishedProduct(db, body.product_id))) {
    throw validationError(context.lang, { product_id: [validationMessage(context.lang, 'validation.exists')] });
  }
  await countSubmission(deps.limits, FEEDBACK_LIMIT, context.ip, context.lang);
  const author = context.userId === null ? `email:${body.email.toLowerCase()}` : `user:${context.userId}`;
  await countSubmission(deps.limits, FEEDBACK_AUTHOR_LIMIT, author, context.lang);
  // Held for staff unless the shop publishes at once (REVIEWS_PUBLISH_AT_ONCE).
  const publish = deps.config.reviewsPublishAtOnce;
  const row = await repo.insertFeedback(db, {
    productId: body.product_id,
    userId: context.userId,
    kind: body.type,
    rating: body.type === 'feedback' ? body.rating : null,
    name: body.name,
    email: body.email,
    message: body.message,
    approved: publish,
    moderatedAt: publish ? new Date(Date.now()) : null,
    ip: context.ip,
  });
  // Ratings and counts appear in cached cards and pages.
  if (row.approved) await catalogChanged(deps.cache);
  const message = reviewsMessage(context.lang, `${body.type}${row.approved ? 'Published' : 'Pending'}`);
  return { message, feedback: toItem(row), approved: row.approved };
}

function toStaffItem(row: repo.FeedbackRow): StaffFeedbackItem {
  return {
    ...toItem(row),
    productId: row.productId,
    email: row.email,
    userId: row.userId,
    approved: row.approved,
    moderatedAt: row.moderatedAt ? new Date(row.moderatedAt).toISOString() : null,
  };
}

/** GET /v1/staff/feedbacks: what waits for staff, or what they approved or hid. */
export async function listForStaff(deps: ApiDeps, query: StaffFeedbackListQuery, url: string) {
  const { rows, total } = await repo.listForStaff(deps.database.db, query.status, query.per_page, offsetOf(query.page, query.per_page));
  return toPage(rows.map(toStaffItem), total, query.page, query.per_page, url);
}

/**
 * PATCH /v1/staff/feedbacks/{id}: publishes or hides an entry and/or answers it as the shop (404 for
 * an unknown one). The change and its audit record commit together.
 */
export async function moderateFeedback(deps: ApiDeps, id: number, change: ModerateFeedbackBody, staffUserId: number, lang: ApiLanguage): Promise<StaffFeedbackItem> {
  const row = await deps.database.db.transaction(async (tx) => {
    const before = await repo.lockFeedback(tx, id);
    if (!before) throw new HttpError(404, genericMessage(lang, 'notFound'));
    const after = await repo.moderate(tx, id, change, staffUserId);
    if (!after) throw new HttpError(404, genericMessage(lang, 'notFound'));
    const subjectType = before.kind === 'question' ? 'question' : 'review';
    if (change.approved !== undefined) {
      await recordStaffAction(tx, {
        actorId: staffUserId,
        action: `${subjectType}.${change.approved ? 'publish' : 'hide'}`,
        subjectType,
        subjectId: id,
        before: { approved: before.approved, moderatedAt: before.moderatedAt },
        after: { approved: after.approved, moderatedAt: after.moderatedAt },
      });
    }
    if (change.answer !== undefined) {
      await recordStaffAction(tx, { actorId: staffUserId, action: `${subjectType}.answer`, subjectType, subjectId: id, before: { answer: before.answer }, after: { answer: after.answer } });
    }
    return after;
  });
  // Ratings, counts and answers appear in cached cards and pages.
  await catalogChanged(deps.cache);
  return toStaffItem(row);
}
