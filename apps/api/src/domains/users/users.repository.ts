import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** E-mails are unique case-insensitively (index on lower(email)). */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserByPhone(db: DbOrTx, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

export async function findUserBySocialId(db: DbOrTx, provider: 'google' | 'facebook', id: string): Promise<UserRow | undefined> {
  const column = provider === 'google' ? users.googleId : users.facebookId;
  const [row] = await db.select().from(users).where(eq(column, id)).limit(1);
  return row;
}

/** An active professional or distributor (not a manager) owning this ID code, case-insensitively. */
export async function findCodeOwner(db: DbOrTx, code: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        sql`upper(${users.code}) = ${code.trim().toUpperCase()}`,
        eq(users.isManager, false),
        eq(users.status, 'active'),
        sql`${users.userType} in ('professional', 'distributor')`,
      ),
    )
    .limit(1);
  return row;
}

export async function isEmailTaken(db: DbOrTx, email: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function isPhoneTaken(db: DbOrTx, phone: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), exceptUserId === undefined ? undefined : ne(users.id, exceptUserId)))
    .limit(1);
  return Boolean(row);
}

export async function insertUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.trim().toLowerCase() })
    .returning();
  return row;
}

export async function updateUser(db: DbOrTx, id: number, values: Partial<NewUser>): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, ...(values.email ? { email: values.email.trim().toLowerCase() } : {}), updatedAt: new Date(Date.now()) })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** One page of a distributor's managers, oldest first, with their count. */
export async function listManagers(db: DbOrTx, distributorId: number, limit: number, offset: number): Promise<{ rows: UserRow[]; total: number }> {
  const mine = and(eq(users.distributorId, distributorId), eq(users.isManager, true));
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(users).where(mine).orderBy(asc(users.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(users).where(mine),
  ]);
  return { rows, total: Number(total) };
}

/** A manager of this distributor (another distributor's manager, or any other account, is not found). */
export async function findManager(db: DbOrTx, distributorId: number, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.distributorId, distributorId), eq(users.isManager, true)))
    .limit(1);
  return row;
}

/** Deletes a manager of this distributor; false when it is not one. */
export async function deleteManager(db: DbOrTx, distributorId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(users)
    .where(and(eq(users.id, id), eq(users.distributorId, distributorId), eq(users.isManager, true)))
    .returning({ id: users.id });
  return gone.length > 0;
}

/** Which unique index a failed insert or update hit, for a 422 on the right field. */
export function uniqueViolationField(error: unknown): 'email' | 'phone' | 'code' | 'google' | 'facebook' | null {
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? (error as { code?: string; constraint?: string });
  if (cause?.code !== '23505') return null;
  const constraint = cause.constraint ?? '';
  if (constraint.includes('email')) return 'email';
  if (constraint.includes('phone')) return 'phone';
  if (constraint.includes('code')) return 'code';
  if (constraint.includes('google')) return 'google';
  if (constraint.includes('facebook')) return 'facebook';
  return null;
}
