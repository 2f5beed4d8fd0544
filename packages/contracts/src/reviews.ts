import { z } from 'zod';
import { DEFAULT_REVIEW_RATING } from './constants.ts';
import { paginationLinks, paginationMeta, pageQuery } from './envelope.ts';
import { idValue } from './query-params.ts';
import { int32Id, NO_CONTROL_CHARACTERS } from './bounds.ts';
import { accountPhoneField } from './phone.ts';
import { shopAnswer } from './staff-moderation.ts';

/**
 * Product reviews and questions (one table, two kinds) and back-in-stock requests.
 * Field rules follow SPEC §5; failed rules answer 422 with localised messages per field.
 */

export const FEEDBACKS_PER_PAGE = 10;

/**
 * GET /v1/product_feedbacks. `type=feedbacks` (default): reviews with ratings, the "comments" tab;
 * `type=comments`: questions and the shop's answers, the "questions" tab. Approved only, newest first.
 */
export const feedbackListQuery = pageQuery(FEEDBACKS_PER_PAGE, 50).extend({
  product_id: idValue,
  type: z.enum(['feedbacks', 'comments']).default('feedbacks'),
});
export type FeedbackListQuery = z.infer<typeof feedbackListQuery>;

export const feedbackKind = z.enum(['feedback', 'question']);
export type FeedbackKind = z.infer<typeof feedbackKind>;

export const feedbackItem = z.object({
  id: z.number().int(),
  type: feedbackKind,
  name: z.string(),
  /** 1–5 for reviews, null for questions. */
  rating: z.number().int().nullable(),
  /** Plain text; the web escapes it. */
  message: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;

export const feedbackSummary = z.object({
  /** Average rating of approved reviews, one decimal; 0 when there are none. */
  average: z.number(),
  /** Approved reviews. */
  count: z.number().int(),
  /** Approved reviews per star: `{ "5": 12, "4": 3, … }`. */
  distribution: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() }),
  /** Approved questions. */
  questions: z.number().int(),
});
export type FeedbackSummary = z.infer<typeof feedbackSummary>;

export const feedbackList = z.object({
  data: z.array(feedbackItem),
  meta: paginationMeta,
  links: paginationLinks,
  summary: feedbackSummary,
});
export type FeedbackList = z.infer<typeof feedbackList>;

const requiredText = (max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .min(min)
    .max(max)
    .regex(NO_CONTROL_CHARACTERS, { error: 'validation.invalid' });

const email = z
  .string()
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(120)
  .check(z.email({ error: 'validation.email' }));

/** POST /v1/products/feedbacks (SPEC review payload plus an optional type). */
export const storeFeedbackBody = z.strictObject({
  email,
  name: requiredText(120, 2),
  message: requiredText(2000),
  product_id: int32Id,
  /** Stars 1–5; default 5 (SPEC §9). Ignored for questions. */
  rating: z.number().int().min(1).max(5).default(DEFAULT_REVIEW_RATING),
  type: feedbackKind.default('feedback'),
});
export type StoreFeedbackBody = z.infer<typeof storeFeedbackBody>;

export const storeFeedbackResponse = z.object({
  data: z.object({
    /** Localised thank-you text for a toast. */
    message: z.string(),
    feedback: feedbackItem,
    /** Whether the entry is already shown on the site. */
    approved: z.boolean(),
  }),
});

/**
 * POST /v1/products/notify-when-available (SPEC §5 back-in-stock): email required, max 120, valid;
 * name 2–120; a phone read as an account's is (phone.ts: Ukrainian spellings alike, a signed-in shopper's
 * foreign number kept); city required, max 120. The variant is
 * `product_price_id`, or `product_id` for a product whose variant was not chosen.
 */
export const notifyWhenAvailableBody = z
  .strictObject({
    name: requiredText(120, 2),
    phone: accountPhoneField,
    email,
    city: requiredText(120),
    product_price_id: int32Id.optional(),
    product_id: int32Id.optional(),
    /** Nova Poshta area ref of the chosen city. */
    areaRef: z.string().trim().max(64).regex(NO_CONTROL_CHARACTERS, { error: 'validation.invalid' }).nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.product_price_id === undefined && body.product_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['product_price_id'], message: 'validation.required' });
    }
  });
export type NotifyWhenAvailableBody = z.infer<typeof notifyWhenAvailableBody>;

export const notifyWhenAvailableResponse = z.object({
  data: z.object({ message: z.string() }),
});

/**
 * Staff moderation (GET /v1/staff/feedbacks, PATCH /v1/staff/feedbacks/{id}). Reviews and
 * questions wait for staff unless the shop publishes them at once; `waiting` is the queue (oldest
 * first), `approved` and `hidden` what staff decided (newest first).
 */
export const staffFeedbackListQuery = pageQuery(20, 100).extend({
  status: z.enum(['waiting', 'approved', 'hidden']).default('waiting'),
});
export type StaffFeedbackListQuery = z.infer<typeof staffFeedbackListQuery>;

export const staffFeedbackItem = feedbackItem.extend({
  productId: z.number().int(),
  /** The author's e-mail: staff may need to answer privately. */
  email: z.string(),
  userId: z.number().int().nullable(),
  approved: z.boolean(),
  moderatedAt: z.string().nullable(),
});
export type StaffFeedbackItem = z.infer<typeof staffFeedbackItem>;

export const staffFeedbackList = z.object({
  data: z.array(staffFeedbackItem),
  meta: paginationMeta,
  links: paginationLinks,
});

export const feedbackIdParams = z.object({ id: idValue });

/**
 * `approved: true` publishes the entry, `false` hides it (or keeps it hidden); `answer` is the shop's
 * reply shown under it (null removes it). At least one of the two.
 */
export const moderateFeedbackBody = z
  .strictObject({ approved: z.boolean().optional(), answer: shopAnswer.nullable().optional() })
  .refine((body) => body.approved !== undefined || body.answer !== undefined, { error: 'validation.required', path: ['approved'] });
export type ModerateFeedbackBody = z.infer<typeof moderateFeedbackBody>;
