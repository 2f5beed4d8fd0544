import { and, desc, eq, sql } from 'drizzle-orm';
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
