import { z } from 'zod';
import { formText } from './bounds.ts';
import { listEnvelope, pageQuery } from './envelope.ts';

/**
 * The back office's moderation queue (issue 29, screen 4): product reviews, product questions and
 * blog comments in one list. Reviews and questions wait hidden until staff publish them; blog
 * comments are published at once (decision 0014) and wait only for staff to look at them. Decisions
 * go to each kind's own route: PATCH /v1/staff/feedbacks/{id} (publish, hide, answer) and
 * PATCH /v1/staff/news-comments/{id} (hide or show).
 */

export const MODERATION_KINDS = ['review', 'question', 'comment'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];
/** `waiting`: nobody on the staff has looked at it yet; `published` and `hidden`: what staff decided. */
export const MODERATION_STATES = ['waiting', 'published', 'hidden'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];
export const ANSWER_MAX = 2000;

/**
 * GET /v1/staff/moderation. Unknown values fall back to the defaults (the waiting queue of every
 * kind); `author` (an e-mail) lists one author's items of every state, newest first.
 */
export const moderationQuery = pageQuery(20, 100).extend({
  kind: z.enum(MODERATION_KINDS).optional().catch(undefined),
  state: z.enum([...MODERATION_STATES, 'all']).catch('waiting').default('waiting'),
  author: z.string().trim().toLowerCase().max(254).optional().catch(undefined),
});
export type ModerationQuery = z.infer<typeof moderationQuery>;

export const moderationItem = z.object({
  /** `<kind>-<recordId>`: unique across the kinds. */
  id: z.string(),
  kind: z.enum(MODERATION_KINDS),
  recordId: z.number().int(),
  state: z.enum(MODERATION_STATES),
  name: z.string(),
  /** The author's e-mail: the key of "this author's other items". */
  email: z.string(),
  userId: z.number().int().nullable(),
  rating: z.number().int().nullable(),
  message: z.string(),
  answer: z.string().nullable(),
  /** What it was written under: a product (reviews, questions) or a blog post (comments). */
  subject: z.object({ type: z.enum(['product', 'post']), id: z.number().int(), titleRu: z.string(), titleUk: z.string() }),
  createdAt: z.string(),
  moderatedAt: z.string().nullable(),
});
export type ModerationItem = z.infer<typeof moderationItem>;
export const moderationList = listEnvelope(moderationItem);

/** The shop's answer under a review or a question (PATCH /v1/staff/feedbacks/{id}, field `answer`). */
export const shopAnswer = formText(ANSWER_MAX, { min: 2, multiline: true });
