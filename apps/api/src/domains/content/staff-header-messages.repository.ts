import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { headerMessages } from '../../db/schema/content.ts';

export type HeaderMessageRow = typeof headerMessages.$inferSelect;
export type HeaderMessageValues = Omit<typeof headerMessages.$inferInsert, 'id'>;

/** Every message, hidden ones too, in the header's order. */
export async function listAllHeaderMessages(db: DbOrTx): Promise<HeaderMessageRow[]> {
  return db.select().from(headerMessages).orderBy(asc(headerMessages.sort), asc(headerMessages.id));
}

export async function lockHeaderMessage(tx: DbOrTx, id: number): Promise<HeaderMessageRow | undefined> {
  const [row] = await tx.select().from(headerMessages).where(eq(headerMessages.id, id)).for('update').limit(1);
  return row;
}

export async function insertHeaderMessage(tx: DbOrTx, values: HeaderMessageValues): Promise<HeaderMessageRow> {
  const [row] = await tx.insert(headerMessages).values(values).returning();
  return row;
}

export async function updateHeaderMessage(tx: DbOrTx, id: number, values: HeaderMessageValues): Promise<HeaderMessageRow | undefined> {
  const [row] = await tx.update(headerMessages).set(values).where(eq(headerMessages.id, id)).returning();
  return row;
}

export async function deleteHeaderMessage(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(headerMessages).where(eq(headerMessages.id, id));
}
