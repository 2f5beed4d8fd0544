import { type SQL, and, count, desc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { StaffUsersQuery } from '@shop/contracts/staff-users';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import type { UserRow } from './users.repository.ts';

/**
 * The back office's reads of accounts (issue 29, screen "Users"): a search over every account and
 * one account under its row lock, for a change that compares before and after. Writes go through
 * `updateUser`, like every other change of the row.
 */

/** `%`, `_` and `\` typed by the caller are matched as themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchWhere(query: StaffUsersQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.user_type) conditions.push(eq(users.userType, query.user_type));
  if (query.status) conditions.push(eq(users.status, query.status));
  const role = query.staff_role;
  if (role === 'any') conditions.push(isNotNull(users.staffRole));
  else if (role) conditions.push(eq(users.staffRole, role));
  const words = (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
  for (const word of words) {
    const pattern = `%${likeEscaped(word)}%`;
    const digits = word.replace(/\D/g, '');
    conditions.push(
      or(
        /^\d{1,9}$/.test(word) ? eq(users.id, Number(word)) : undefined,
        ilike(users.name, pattern),
        ilike(users.secondName, pattern),
        ilike(users.email, pattern),
        ilike(users.code, pattern),
        ilike(users.assignedCode, pattern),
        digits.length >= 3 ? ilike(users.phone, `%${digits}%`) : undefined,
      ),
    );
  }
  return and(...conditions);
}

/** One page of accounts, newest first, with their count. */
export async function searchUsersForStaff(db: DbOrTx, query: StaffUsersQuery, limit: number, offset: number): Promise<{ rows: UserRow[]; total: number }> {
  const where = searchWhere(query);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(total) };
}

/** The account, locked until the transaction ends, so two changes of one account never interleave. */
export async function lockUserForStaff(tx: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return row;
}

/** Whether an active professional or distributor (not a manager) owns this ID code, other than `exceptUserId`. */
export async function isAgentCode(db: DbOrTx, code: string, exceptUserId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`upper(${users.code}) = ${code.toUpperCase()}`,
        sql`${users.id} <> ${exceptUserId}`,
        eq(users.isManager, false),
        eq(users.status, 'active'),
        sql`${users.userType} in ('professional', 'distributor')`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
