import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cooperationTerms } from '../../db/schema/content.ts';

export type CooperationTermRow = typeof cooperationTerms.$inferSelect;
export type CooperationTermValues = Omit<typeof cooperationTerms.$inferInsert, 'id'>;

/** Every term, unpublished ones too, in the page's order. */
export async function listAllCooperationTerms(db: DbOrTx): Promise<CooperationTermRow[]> {
  return db.select().from(cooperationTerms).orderBy(asc(cooperationTerms.sort), asc(cooperationTerms.id));
}

export async function lockCooperationTerm(tx: DbOrTx, id: number): Promise<CooperationTermRow | undefined> {
  const [row] = await tx.select().from(cooperationTerms).where(eq(cooperationTerms.id, id)).for('update').limit(1);
  return row;
}

export async function insertCooperationTerm(tx: DbOrTx, values: CooperationTermValues): Promise<CooperationTermRow> {
  const [row] = await tx.insert(cooperationTerms).values(values).returning();
  return row;
}

export async function updateCooperationTerm(tx: DbOrTx, id: number, values: CooperationTermValues): Promise<CooperationTermRow | undefined> {
  const [row] = await tx.update(cooperationTerms).set(values).where(eq(cooperationTerms.id, id)).returning();
  return row;
}

export async function deleteCooperationTerm(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(cooperationTerms).where(eq(cooperationTerms.id, id));
}
