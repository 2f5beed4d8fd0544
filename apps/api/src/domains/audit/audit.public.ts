import type { DbOrTx } from '../../db/client.ts';
import { insertStaffAction, staffActionsOfSubject } from './audit.repository.ts';

/**
 * The audit log of staff changes: who did what to which record, with the fields before and after.
 * Every back-office change calls `recordStaffAction` with the transaction that makes the change, so
 * the record and the change commit or roll back together; the log is only ever appended to.
 */
export interface StaffActionEntry {
  actorId: number;
  /** `<subject>.<verb>`, e.g. `order.ship`, `application.approve`, `product.update`. */
  action: string;
  /** What kind of record: `order`, `user`, `product`, … */
  subjectType: string;
  subjectId: number;
  /** The changed fields as they were. */
  before?: Record<string, unknown> | null;
  /** The changed fields as the change wrote them. */
  after?: Record<string, unknown> | null;
  /** Anything else worth keeping (a reason, a tracking number, a file count). */
  details?: Record<string, unknown>;
}

export async function recordStaffAction(tx: DbOrTx, entry: StaffActionEntry): Promise<void> {
  await insertStaffAction(tx, entry);
}

export interface StaffActionRecord {
  at: Date;
  action: string;
  /** The staff member's e-mail; null once the account is deleted. */
  actor: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  details: Record<string, unknown>;
}

/** One record's audit trail, oldest first (an order's page shows its change history). */
export async function staffActionsOf(db: DbOrTx, subjectType: string, subjectId: number): Promise<StaffActionRecord[]> {
  return staffActionsOfSubject(db, subjectType, subjectId);
}
