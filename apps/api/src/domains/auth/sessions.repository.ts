import { and, desc, eq, gt, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/auth.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(db: DbOrTx, values: typeof refreshTokens.$inferInsert): Promise<RefreshTokenRow> {
  const [row] = await db.insert(refreshTokens).values(values).returning();
  return row;
}

export async function findRefreshTokenByHash(db: DbOrTx, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/**
 * Reads a token inside a transaction and holds its row until the transaction ends, so that refreshes
 * racing with one cookie rotate it one after another and the later ones see the successor.
 */
export async function lockRefreshToken(tx: DbOrTx, id: number): Promise<RefreshTokenRow | undefined> {
  const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.id, id)).for('update');
  return row;
}

export async function findRefreshTokenById(db: DbOrTx, id: number): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id)).limit(1);
  return row;
}

/**
 * Marks a token as replaced by its successor, only if it is still current. False when another
 * request used it first: that is a reuse.
 */
export async function claimForRotation(db: DbOrTx, id: number, replacedBy: number): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ replacedBy })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.replacedBy), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: DbOrTx, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(Date.now()) })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes every family of a user (but one, when given); returns the families that were live. */
export async function revokeUserFamilies(db: DbOrTx, userId: number, exceptFamilyId?: string): Promise<string[]> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(Date.now()) })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((r) => r.familyId))];
}

/** A family is live while its current token is neither revoked nor expired. */
export async function isFamilyLive(db: DbOrTx, familyId: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        isNull(refreshTokens.replacedBy),
        gt(refreshTokens.expiresAt, new Date(Date.now())),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function listLiveFamilies(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  return rows.map((r) => r.familyId);
}


/** The current refresh token of a live family: whether it is remembered and when it expires. */
export async function findLiveFamilyToken(db: DbOrTx, familyId: string, userId: number): Promise<Pick<RefreshTokenRow, 'remember' | 'expiresAt'> | undefined> {
  const [row] = await db
    .select({ remember: refreshTokens.remember, expiresAt: refreshTokens.expiresAt })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        isNull(refreshTokens.replacedBy),
        gt(refreshTokens.expiresAt, new Date(Date.now())),
      ),
    )
    .limit(1);
  return row;
}

/** Live families of a user, newest first (by when their current token was issued). */
export async function liveFamiliesNewestFirst(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        isNull(refreshTokens.replacedBy),
        gt(refreshTokens.expiresAt, new Date(Date.now())),
      ),
    )
    .orderBy(desc(refreshTokens.createdAt), desc(refreshTokens.id));
  return rows.map((r) => r.familyId);
}

/**
 * Deletes rows that can no longer matter: expired tokens, and tokens revoked or replaced more than
 * `graceSeconds` ago (kept that long so that a replayed token is still recognised as a reuse).
 * One user's rows, or everyone's.
 */
export async function purgeDeadTokens(db: DbOrTx, graceSeconds: number, userId?: number): Promise<number> {
  const now = Date.now();
  const before = new Date(now - graceSeconds * 1000);
  const rows = await db
    .delete(refreshTokens)
    .where(
      and(
        userId === undefined ? undefined : eq(refreshTokens.userId, userId),
        or(
          lt(refreshTokens.expiresAt, new Date(now)),
          lt(refreshTokens.revokedAt, before),
          and(isNotNull(refreshTokens.replacedBy), lt(refreshTokens.createdAt, before)),
        ),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length;
}
