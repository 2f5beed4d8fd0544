import type { DbOrTx } from '../../db/client.ts';
import { staffActions } from '../../db/schema/staff.ts';
import type { StaffActionEntry } from './audit.public.ts';

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
