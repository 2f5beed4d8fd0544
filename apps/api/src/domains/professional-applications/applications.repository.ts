import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ApplicationState } from '@shop/contracts/staff-applications';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { userFiles, users } from '../../db/schema/users.ts';

export type ApplicantRow = typeof users.$inferSelect;
export type ApplicationFileRow = typeof userFiles.$inferSelect;

const hasFile = (status: 'pending' | 'approved' | 'rejected') =>
  sql`exists (select 1 from ${userFiles} f where f.user_id = ${users.id} and f.status = ${status})`;

/**
 * Which accounts each state lists: documents waiting (a `noid` user with a pending file); rejected
 * (a `noid` user with nothing waiting and no file approved); approved (a file approved and nothing waiting).
 */
function stateFilter(state: ApplicationState): SQL {
  switch (state) {
    case 'pending':
      return and(eq(users.userType, 'noid'), hasFile('pending')) as SQL;
    case 'rejected':
      return and(eq(users.userType, 'noid'), sql`not ${hasFile('pending')}`, sql`not ${hasFile('approved')}`, hasFile('rejected')) as SQL;
    case 'approved':
      return and(sql`not ${hasFile('pending')}`, hasFile('approved')) as SQL;
  }
}

/** The newest upload of each listed account decides the order: oldest waiting first for pending. */
export async function listApplicants(db: DbOrTx, state: ApplicationState, limit: number, offset: number): Promise<{ rows: ApplicantRow[]; total: number }> {
  const where = stateFilter(state);
  const lastUpload = sql`(select max(f.created_at) from ${userFiles} f where f.user_id = ${users.id})`;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(state === 'pending' ? asc(lastUpload) : desc(lastUpload), asc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(totalRow?.n ?? 0) };
}

export async function filesOf(db: DbOrTx, userIds: number[]): Promise<ApplicationFileRow[]> {
  if (!userIds.length) return [];
  return db.select().from(userFiles).where(inArray(userFiles.userId, userIds)).orderBy(desc(userFiles.id));
}

export async function findApplicantFile(db: DbOrTx, userId: number, fileId: number): Promise<ApplicationFileRow | undefined> {
  const [row] = await db.select().from(userFiles).where(and(eq(userFiles.id, fileId), eq(userFiles.userId, userId))).limit(1);
  return row;
}

/** The applicant, locked until the decision commits: two decisions on one account wait for each other. */
export async function lockApplicant(tx: Tx, userId: number): Promise<ApplicantRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
  return row;
}

export async function decidePendingFiles(tx: Tx, userId: number, status: 'approved' | 'rejected', comment: string | null): Promise<number[]> {
  const rows = await tx
    .update(userFiles)
    .set({ status, reviewComment: comment, reviewedAt: sql`now()` })
    .where(and(eq(userFiles.userId, userId), eq(userFiles.status, 'pending')))
    .returning({ id: userFiles.id });
  return rows.map((row) => row.id);
}

export async function findApplicant(db: DbOrTx, userId: number): Promise<ApplicantRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The approved applicant becomes a professional or a distributor with its own ID code. */
export async function makeProfessional(tx: Tx, userId: number, userType: 'professional' | 'distributor', code: string): Promise<void> {
  await tx.update(users).set({ userType, code, updatedAt: sql`now()` }).where(eq(users.id, userId));
}
