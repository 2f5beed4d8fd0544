import type { ApiLanguage } from '@shop/contracts/i18n';
import { commentAuthor, type NewsComment, type NewsCommentThread } from '@shop/contracts/blog-comments';
import { localizeIssues } from '@shop/contracts/validation';
import type { ApiDeps } from '../../deps.ts';
import type { AuthUser } from '../../core/auth.ts';
import { HttpError, genericMessage, validationError } from '../../core/errors.ts';
import { toPage, offsetOf, type Page } from '../../core/pagination.ts';
import { enforce, type RateLimit } from '../../core/rate-limit.ts';
import { recordStaffAction } from '../audit/audit.public.ts';
import * as repo from './comments.repository.ts';

/**
 * Per address five comments in ten minutes; per author (account, or e-mail for guests) ten an hour.
 * A reader who answers a discussion is never stopped; a script posting links is.
 */
const PER_ADDRESS: RateLimit = { name: 'comment-ip', max: 5, windowSeconds: 600 };
const PER_AUTHOR: RateLimit = { name: 'comment-author', max: 10, windowSeconds: 3600 };

const toComment = (row: repo.CommentRow): NewsComment => ({
  id: row.id,
  parentId: row.parentId,
  name: row.name,
  message: row.message,
  createdAt: new Date(row.createdAt).toISOString(),
});

export async function listComments(
  { database }: ApiDeps,
  postId: number,
  page: number,
  perPage: number,
  url: string,
  lang: ApiLanguage,
): Promise<Page<NewsCommentThread>> {
  const db = database.db;
  if (!(await repo.findPublishedPost(db, postId))) throw new HttpError(404, genericMessage(lang, 'notFound'));
  const { threads, replies, total } = await repo.listThreads(db, postId, perPage, offsetOf(page, perPage));
  const byParent = new Map<number, NewsComment[]>();
  for (const reply of replies) {
    const list = byParent.get(reply.parentId!) ?? [];
    list.push(toComment(reply));
    byParent.set(reply.parentId!, list);
  }
  return toPage(
    threads.map((row) => ({ ...toComment(row), replies: byParent.get(row.id) ?? [] })),
    total,
    page,
    perPage,
    url,
  );
}

interface CommentInput {
  name?: string;
  email?: string;
  message: string;
}

interface Caller {
  user: AuthUser | null;
  ip: string;
  lang: ApiLanguage;
}

/** Who is writing: the account's name and e-mail, or the guest's, which must then be given and valid. */
async function authorOf(deps: ApiDeps, input: CommentInput, caller: Caller): Promise<{ name: string; email: string; userId: number | null }> {
  if (caller.user) {
    const account = await repo.findAuthor(deps.database.db, caller.user.id);
    if (account) return { name: account.name, email: account.email, userId: caller.user.id };
  }
  const checked = commentAuthor.safeParse({ name: input.name ?? '', email: input.email ?? '' });
  if (!checked.success) throw validationError(caller.lang, localizeIssues(checked.error.issues, caller.lang));
  return { name: checked.data.name, email: checked.data.email.toLowerCase(), userId: null };
}

async function countAgainstLimits(deps: ApiDeps, author: { email: string; userId: number | null }, caller: Caller) {
  await enforce(deps.limits, caller.lang, [
    { limit: PER_ADDRESS, subject: caller.ip },
    { limit: PER_AUTHOR, subject: author.userId ? `u${author.userId}` : author.email },
  ]);
}

/** A new top-level comment, published at once (staff can hide it). */
export async function postComment(deps: ApiDeps, postId: number, input: CommentInput, caller: Caller): Promise<NewsComment> {
  const db = deps.database.db;
  const author = await authorOf(deps, input, caller);
  if (!(await repo.findPublishedPost(db, postId))) throw new HttpError(404, genericMessage(caller.lang, 'notFound'));
  await countAgainstLimits(deps, author, caller);
  return toComment(await repo.insertComment(db, { postId, parentId: null, ...author, message: input.message }));
}

/** A reply. Threads are one level deep, so a reply to a reply joins its top-level comment. */
export async function postReply(deps: ApiDeps, commentId: number, input: CommentInput, caller: Caller): Promise<NewsComment> {
  const db = deps.database.db;
  const author = await authorOf(deps, input, caller);
  const target = await repo.findVisibleComment(db, commentId);
  if (!target) throw new HttpError(404, genericMessage(caller.lang, 'notFound'));
  let parentId = target.id;
  if (target.parentId !== null) {
    const parent = await repo.findVisibleComment(db, target.parentId);
    if (!parent) throw new HttpError(404, genericMessage(caller.lang, 'notFound'));
    parentId = parent.id;
  }
  await countAgainstLimits(deps, author, caller);
  return toComment(await repo.insertComment(db, { postId: target.postId, parentId, ...author, message: input.message }));
}

/**
 * Staff hide a comment (its replies go with it, as the list shows replies of visible comments only)
 * or show it again; either way it leaves the waiting queue. The change and its audit record commit together.
 */
export async function moderateComment({ database }: ApiDeps, commentId: number, hidden: boolean, staffUserId: number, lang: ApiLanguage) {
  return database.db.transaction(async (tx) => {
    const before = await repo.lockComment(tx, commentId);
    if (!before) throw new HttpError(404, genericMessage(lang, 'notFound'));
    const after = await repo.setHidden(tx, commentId, hidden, staffUserId);
    if (!after) throw new HttpError(404, genericMessage(lang, 'notFound'));
    await recordStaffAction(tx, {
      actorId: staffUserId,
      action: hidden ? 'comment.hide' : 'comment.publish',
      subjectType: 'comment',
      subjectId: commentId,
      before: { hidden: before.hidden, moderatedAt: before.moderatedAt },
      after: { hidden: after.hidden, moderatedAt: after.moderatedAt },
    });
    return { id: after.id, hidden: after.hidden };
  });
}
