import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { productFeedbacks, products } from '../../db/schema/index.ts';

export type FeedbackRow = typeof productFeedbacks.$inferSelect;

/** Approved entries of one kind, newest first, with the total in the same query. */
export async function listApproved(db: DbOrTx, productId: number, kind: 'feedback' | 'question', limit: number, offset: number) {
  return db
    .select({
      id: productFeedbacks.id,
      kind: productFeedbacks.kind,
      name: productFeedbacks.name,
      rating: productFeedbacks.rating,
      message: productFeedbacks.message,
      answer: productFeedbacks.answer,
      answeredAt: productFeedbacks.answeredAt,
      createdAt: productFeedbacks.createdAt,
    })
    .from(productFeedbacks)
    .where(and(eq(productFeedbacks.productId, productId), eq(productFeedbacks.kind, kind), eq(productFeedbacks.approved, true)))
    .orderBy(desc(productFeedbacks.createdAt), desc(productFeedbacks.id))
    .limit(limit)
    .offset(offset);
}


/** Approved entries of a product counted per kind and rating (reviews per star, questions). */
export function countByKindAndRating(db: DbOrTx, productId: number) {
  return db
    .select({ kind: productFeedbacks.kind, rating: productFeedbacks.rating, n: sql<number>`count(*)::int` })
    .from(productFeedbacks)
    .where(and(eq(productFeedbacks.productId, productId), eq(productFeedbacks.approved, true)))
    .groupBy(productFeedbacks.kind, productFeedbacks.rating);
}

export async function isPublishedProduct(db: DbOrTx, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.published, true)))
    .limit(1);
  return Boolean(row);
}

export async function insertFeedback(db: DbOrTx, values: typeof productFeedbacks.$inferInsert): Promise<FeedbackRow> {
  const [row] = await db.insert(productFeedbacks).values(values).returning();
  return row;
}

export type ModerationStatus = 'waiting' | 'approved' | 'hidden';

function statusCondition(status: ModerationStatus) {
  if (status === 'waiting') return isNull(productFeedbacks.moderatedAt);
  return and(isNotNull(productFeedbacks.moderatedAt), eq(productFeedbacks.approved, status === 'approved'));
}

/** The staff's list: the queue oldest first, decided entries newest first; with the total. */
export async function listForStaff(db: DbOrTx, status: ModerationStatus, limit: number, offset: number) {
  const where = statusCondition(status);
  const order = status === 'waiting' ? [asc(productFeedbacks.createdAt), asc(productFeedbacks.id)] : [desc(productFeedbacks.moderatedAt), desc(productFeedbacks.id)];
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(productFeedbacks).where(where).orderBy(...order).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(productFeedbacks).where(where),
  ]);
  return { rows, total: n };
}

/** The entry, locked until the staff decision commits (two decisions on one entry queue up). */
export async function lockFeedback(tx: DbOrTx, id: number): Promise<FeedbackRow | undefined> {
  const [row] = await tx.select().from(productFeedbacks).where(eq(productFeedbacks.id, id)).for('update').limit(1);
  return row;
}

/** Publishes or hides one entry, and/or sets the shop's answer (null removes it). */
export async function moderate(
  db: DbOrTx,
  id: number,
  change: { approved?: boolean; answer?: string | null },
  staffUserId: number,
): Promise<FeedbackRow | undefined> {
  const now = new Date(Date.now());
  const [row] = await db
    .update(productFeedbacks)
    .set({
      ...(change.approved === undefined ? {} : { approved: change.approved, moderatedAt: now, moderatedBy: staffUserId }),
      ...(change.answer === undefined ? {} : { answer: change.answer, answeredAt: change.answer === null ? null : now }),
    })
    .where(eq(productFeedbacks.id, id))
    .returning();
  return row;
}
