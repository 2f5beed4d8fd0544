import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { staffActions } from '../../db/schema/staff.ts';
import { users } from '../../db/schema/users.ts';
import type { StaffActionEntry, StaffActionRecord } from './audit.public.ts';

export async function insertStaffAction(db: DbOrTx, entry: StaffActionEntry): Promise<void> {
  await db.insert(staffActions).values({
    actorId: entry.actorId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    details: entry.details ?? {},
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** Read by the subject index (`staff_actions_subject_idx`). */
export async function staffActionsOfSubject(db: DbOrTx, subjectType: string, subjectId: number): Promise<StaffActionRecord[]> {
  return db
    .select({
      at: staffActions.createdAt,
      action: staffActions.action,
      actor: users.email,
      before: staffActions.before,
      after: staffActions.after,
      details: staffActions.details,
    })
    .from(staffActions)
    .leftJoin(users, eq(users.id, staffActions.actorId))
    .where(and(eq(staffActions.subjectType, subjectType), eq(staffActions.subjectId, subjectId)))
    .orderBy(asc(staffActions.createdAt), asc(staffActions.id));
}
