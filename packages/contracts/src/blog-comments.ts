import { z } from 'zod';
import { NO_CONTROL_CHARACTERS } from './bounds.ts';
import { pageQuery } from './envelope.ts';

/**
 * Comments under blog posts (SPEC §7 "Blog": POST v1/news/comment and v1/news/comment-to-comment),
 * threaded one level. Who may post is written down in docs/decisions/0014-blog-comments.md: a
 * signed-in user (name from the account) or a guest with a name and an e-mail. Text is plain: the
 * web renders it as text, never as HTML.
 */

const requiredText = (max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .min(min)
    .max(max)
    .regex(NO_CONTROL_CHARACTERS, { error: 'validation.invalid' });

const id = z.coerce.number().int().min(1).max(2_147_483_647);

/** A guest's name and e-mail; a signed-in user's come from the account. */
export const commentAuthor = z.object({
  name: requiredText(120, 2),
  email: requiredText(120).pipe(z.email({ error: 'validation.email' })),
});

const authorFields = {
  name: z.string().trim().max(120).regex(NO_CONTROL_CHARACTERS, { error: 'validation.invalid' }).optional(),
  email: z.string().trim().max(120).regex(NO_CONTROL_CHARACTERS, { error: 'validation.invalid' }).optional(),
  message: requiredText(2000, 2),
};

/** POST /v1/news/comment: a comment on a post. */
export const newsCommentBody = z.strictObject({ post_id: id, ...authorFields });
export type NewsCommentBody = z.infer<typeof newsCommentBody>;

/** POST /v1/news/comment-to-comment: a reply; a reply to a reply joins the same thread. */
export const newsReplyBody = z.strictObject({ comment_id: id, ...authorFields });
export type NewsReplyBody = z.infer<typeof newsReplyBody>;

/** The forms a guest fills: name and e-mail required. */
export const guestCommentForm = z.object({ message: requiredText(2000, 2) }).extend(commentAuthor.shape);
export const userCommentForm = z.object({ message: requiredText(2000, 2) });

export const newsComment = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  /** The author's name as given (or the account's first name); never the e-mail. */
  name: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type NewsComment = z.infer<typeof newsComment>;

export const newsCommentThread = newsComment.extend({ replies: z.array(newsComment) });
export type NewsCommentThread = z.infer<typeof newsCommentThread>;

/** GET /v1/news/comments: the visible threads of a post, newest first, 20 per page. */
export const newsCommentsQuery = pageQuery(20, 50).extend({ post_id: id });

/** PATCH /v1/staff/news-comments/{id}: staff hide a comment (and so its replies) or show it again. */
export const moderateCommentBody = z.strictObject({ hidden: z.boolean() });
export const commentIdParams = z.object({ id });
export const moderatedComment = z.object({ id: z.number().int(), hidden: z.boolean() });
