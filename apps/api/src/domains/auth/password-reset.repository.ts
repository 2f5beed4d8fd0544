import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema/auth.ts';

export type PasswordResetRow = typeof passwordResetTokens.$inferSelect;

const now = () => new Date(Date.now());

export async function insertResetToken(db: DbOrTx, values: { userId: number; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/** Earlier links stop working when a new one is sent or the password changes. */
export async function invalidateResetTokens(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** A token that is unused and not expired. */
export async function findUsableResetToken(db: DbOrTx, tokenHash: string): Promise<PasswordResetRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now())))
    .limit(1);
  return row;
}

/** Uses a token once; false when another request used it first. */
export async function useResetToken(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: now() })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}
