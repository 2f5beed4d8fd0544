import { type SQL, and, count, desc, eq, gte, like, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { staffActions } from '../../db/schema/staff.ts';
import { users } from '../../db/schema/users.ts';

/** What the audit log is filtered by; `since` and `before` bound `created_at` (`before` excluded). */
export interface AuditFilter {
  actorId?: number;
  subjectType?: string;
  subjectId?: number;
  /** An exact action, or a prefix when it ends with a dot (`order.`). */
  action?: string;
  since?: Date;
  before?: Date;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actorId !== undefined ? eq(staffActions.actorId, filter.actorId) : undefined,
    filter.subjectType !== undefined ? eq(staffActions.subjectType, filter.subjectType) : undefined,
    filter.subjectId !== undefined ? eq(staffActions.subjectId, filter.subjectId) : undefined,
    filter.action === undefined ? undefined : filter.action.endsWith('.') ? like(staffActions.action, `${filter.action}%`) : eq(staffActions.action, filter.action),
    filter.since ? gte(staffActions.createdAt, filter.since) : undefined,
    filter.before ? lt(staffActions.createdAt, filter.before) : undefined,
  );
}

/** One page of the log, newest first (`staff_actions_created_idx`, or the actor and subject indexes), with its count. */
export async function listStaffActions(db: DbOrTx, filter: AuditFilter, limit: number, offset: number) {
  const where = whereOf(filter);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: staffActions.id,
        createdAt: staffActions.createdAt,
        actorId: staffActions.actorId,
        actorEmail: users.email,
        actorName: users.name,
        actorSecondName: users.secondName,
        action: staffActions.action,
        subjectType: staffActions.subjectType,
        subjectId: staffActions.subjectId,
        before: staffActions.before,
        after: staffActions.after,
        details: staffActions.details,
      })
      .from(staffActions)
      .leftJoin(users, eq(users.id, staffActions.actorId))
      .where(where)
      .orderBy(desc(staffActions.createdAt), desc(staffActions.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(staffActions).where(where),
  ]);
  return { rows, total: Number(total) };
}
