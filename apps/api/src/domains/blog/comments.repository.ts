import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { newsComments, newsPosts, users } from '../../db/schema/index.ts';

const publicColumns = {
  id: newsComments.id,
  parentId: newsComments.parentId,
  name: newsComments.name,
  message: newsComments.message,
  createdAt: newsComments.createdAt,
};
export type CommentRow = { id: number; parentId: number | null; name: string; message: string; createdAt: Date | string };

/** A published post's id, or undefined. */
export async function findPublishedPost(db: DbOrTx, postId: number) {
  const [row] = await db
    .select({ id: newsPosts.id })
    .from(newsPosts)
    .where(and(eq(newsPosts.id, postId), eq(newsPosts.published, true)))
    .limit(1);
  return row;
}

/** A visible comment under a published post (the target of a reply). */
export async function findVisibleComment(db: DbOrTx, commentId: number) {
  const [row] = await db
    .select({ id: newsComments.id, postId: newsComments.postId, parentId: newsComments.parentId })
    .from(newsComments)
    .innerJoin(newsPosts, eq(newsPosts.id, newsComments.postId))
    .where(and(eq(newsComments.id, commentId), eq(newsComments.hidden, false), eq(newsPosts.published, true)))
    .limit(1);
  return row;
}

/** One page of a post's visible top-level comments, newest first, and their visible replies, oldest first. */
export async function listThreads(db: DbOrTx, postId: number, limit: number, offset: number) {
  const top = and(eq(newsComments.postId, postId), isNull(newsComments.parentId), eq(newsComments.hidden, false));
  const [threads, [{ total }]] = await Promise.all([
    db.select(publicColumns).from(newsComments).where(top).orderBy(desc(newsComments.createdAt), desc(newsComments.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(newsComments).where(top),
  ]);
  const replies = threads.length
    ? await db
        .select(publicColumns)
        .from(newsComments)
        .where(
          and(
            inArray(
              newsComments.parentId,
              threads.map((t) => t.id),
            ),
            eq(newsComments.hidden, false),
          ),
        )
        .orderBy(asc(newsComments.createdAt), asc(newsComments.id))
    : [];
  return { threads, replies, total };
}

export async function insertComment(
  db: DbOrTx,
  row: { postId: number; parentId: number | null; userId: number | null; name: string; email: string; message: string },
): Promise<CommentRow> {
  const [inserted] = await db.insert(newsComments).values(row).returning(publicColumns);
  return inserted;
}

/** The comment as it was, locked until the staff decision commits. */
export async function lockComment(db: DbOrTx, commentId: number) {
  const [row] = await db
    .select({ id: newsComments.id, hidden: newsComments.hidden, moderatedAt: newsComments.moderatedAt })
    .from(newsComments)
    .where(eq(newsComments.id, commentId))
    .for('update')
    .limit(1);
  return row;
}

/** Hides or shows a comment and marks it seen by the staff user. */
export async function setHidden(db: DbOrTx, commentId: number, hidden: boolean, staffUserId: number) {
  const [row] = await db
    .update(newsComments)
    .set({ hidden, moderatedAt: new Date(Date.now()), moderatedBy: staffUserId })
    .where(eq(newsComments.id, commentId))
    .returning({ id: newsComments.id, hidden: newsComments.hidden, moderatedAt: newsComments.moderatedAt });
  return row;
}

export async function findAuthor(db: DbOrTx, userId: number) {
  const [row] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}
