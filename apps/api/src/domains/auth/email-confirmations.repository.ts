import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailConfirmations } from '../../db/schema/auth.ts';

export type EmailConfirmationRow = typeof emailConfirmations.$inferSelect;
export type NewEmailConfirmation = typeof emailConfirmations.$inferInsert;

const now = () => new Date(Date.now());

export async function insertEmailConfirmation(db: DbOrTx, values: NewEmailConfirmation): Promise<void> {
  await db.insert(emailConfirmations).values(values);
}

/** A user's earlier e-mail change links stop working when a new one is sent. */
export async function invalidateEmailChanges(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(emailConfirmations)
    .set({ usedAt: now() })
    .where(and(eq(emailConfirmations.userId, userId), eq(emailConfirmations.purpose, 'email-change'), isNull(emailConfirmations.usedAt)));
}

/**
 * Uses an unused, unexpired confirmation once and returns it; undefined when the token is unknown,
 * expired, or another request used it first.
 */
export async function useEmailConfirmation(db: DbOrTx, tokenHash: string): Promise<EmailConfirmationRow | undefined> {
  const [row] = await db
    .update(emailConfirmations)
    .set({ usedAt: now() })
    .where(and(eq(emailConfirmations.tokenHash, tokenHash), isNull(emailConfirmations.usedAt), gt(emailConfirmations.expiresAt, now())))
    .returning();
  return row;
}
