import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';

/**
 * The account behind a preview cookie, read at each preview. Read here rather than through `users`
 * and `auth`: both lead back to this domain (users → checkout → seminars → content), and the import
 * rules allow no loop. Only these columns are read; nothing is written.
 */
export async function previewAccount(db: DbOrTx, userId: number, sessionId: string) {
  const [row] = await db
    .select({ status: users.status, staffRole: users.staffRole })
    .from(users)
    .innerJoin(refreshTokens, eq(refreshTokens.userId, users.id))
    .where(
      and(
        eq(users.id, userId),
        // The session is live: the same rule as auth's findLiveFamilyToken.
        eq(refreshTokens.familyId, sessionId),
        isNull(refreshTokens.revokedAt),
        isNull(refreshTokens.replacedBy),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

/** Seconds the session has left, or null when it has ended. */
export async function sessionSecondsLeft(db: DbOrTx, userId: number, sessionId: string): Promise<number | null> {
  const [row] = await db
    .select({ expiresAt: refreshTokens.expiresAt })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        eq(refreshTokens.familyId, sessionId),
        isNull(refreshTokens.revokedAt),
        isNull(refreshTokens.replacedBy),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ? Math.max(1, Math.floor((row.expiresAt.getTime() - Date.now()) / 1000)) : null;
}
