import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pages } from '../../db/schema/content.ts';

export type PageRow = typeof pages.$inferSelect;
export type PageValues = Omit<typeof pages.$inferInsert, 'id' | 'updatedAt'>;

/** Every page, unpublished ones too, by address: the shop has a few dozen at most. */
export async function listAllPages(db: DbOrTx): Promise<PageRow[]> {
  return db.select().from(pages).orderBy(asc(pages.slug));
}

export async function findPage(db: DbOrTx, id: number): Promise<PageRow | undefined> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id)).limit(1);
  return row;
}

export async function findPageBySlug(db: DbOrTx, slug: string): Promise<PageRow | undefined> {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
  return row;
}

export async function lockPage(tx: DbOrTx, id: number): Promise<PageRow | undefined> {
  const [row] = await tx.select().from(pages).where(eq(pages.id, id)).for('update').limit(1);
  return row;
}

export async function insertPage(tx: DbOrTx, values: PageValues): Promise<PageRow> {
  const [row] = await tx.insert(pages).values(values).returning();
  return row;
}

/** `updated_at` is the page's version: set by the server at each change, to the millisecond. */
export async function updatePage(tx: DbOrTx, id: number, values: PageValues, updatedAt: Date): Promise<PageRow | undefined> {
  const [row] = await tx.update(pages).set({ ...values, updatedAt }).where(eq(pages.id, id)).returning();
  return row;
}

export async function deletePage(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(pages).where(eq(pages.id, id));
}
