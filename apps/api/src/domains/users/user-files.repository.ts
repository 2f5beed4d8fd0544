import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userFiles } from '../../db/schema/users.ts';

export type UserFileRow = typeof userFiles.$inferSelect;

export async function listUserFiles(db: DbOrTx, userId: number): Promise<UserFileRow[]> {
  return db.select().from(userFiles).where(eq(userFiles.userId, userId)).orderBy(desc(userFiles.id));
}

export async function countPendingFiles(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userFiles)
    .where(and(eq(userFiles.userId, userId), eq(userFiles.status, 'pending')));
  return Number(row?.n ?? 0);
}

export async function insertUserFiles(db: DbOrTx, rows: Array<typeof userFiles.$inferInsert>): Promise<UserFileRow[]> {
  if (!rows.length) return [];
  return db.insert(userFiles).values(rows).returning();
}

export async function findUserFile(db: DbOrTx, userId: number, fileId: number): Promise<UserFileRow | undefined> {
  const [row] = await db.select().from(userFiles).where(and(eq(userFiles.id, fileId), eq(userFiles.userId, userId))).limit(1);
  return row;
}
