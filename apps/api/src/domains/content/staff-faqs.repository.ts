import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { faqs } from '../../db/schema/content.ts';

export type FaqRow = typeof faqs.$inferSelect;
export type FaqValues = Omit<typeof faqs.$inferInsert, 'id'>;

/** Every question, unpublished ones too, in the FAQ's order. */
export async function listAllFaqs(db: DbOrTx): Promise<FaqRow[]> {
  return db.select().from(faqs).orderBy(asc(faqs.sort), asc(faqs.id));
}

export async function lockFaq(tx: DbOrTx, id: number): Promise<FaqRow | undefined> {
  const [row] = await tx.select().from(faqs).where(eq(faqs.id, id)).for('update').limit(1);
  return row;
}

export async function insertFaq(tx: DbOrTx, values: FaqValues): Promise<FaqRow> {
  const [row] = await tx.insert(faqs).values(values).returning();
  return row;
}

export async function updateFaq(tx: DbOrTx, id: number, values: FaqValues): Promise<FaqRow | undefined> {
  const [row] = await tx.update(faqs).set(values).where(eq(faqs.id, id)).returning();
  return row;
}

export async function deleteFaq(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(faqs).where(eq(faqs.id, id));
}
