import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { phoneVerifications } from '../../db/schema/auth.ts';

export type PhoneVerificationRow = typeof phoneVerifications.$inferSelect;

const now = () => new Date(Date.now());

export async function insertVerification(
  db: DbOrTx,
  values: { phone: string; codeHash: string; expiresAt: Date; ip: string },
): Promise<PhoneVerificationRow> {
  const [row] = await db.insert(phoneVerifications).values(values).returning();
  return row;
}

/** A new code replaces the phone's earlier codes that were not used yet. */
export async function expirePendingCodes(db: DbOrTx, phone: string): Promise<void> {
  await db
    .update(phoneVerifications)
    .set({ expiresAt: now() })
    .where(and(eq(phoneVerifications.phone, phone), isNull(phoneVerifications.verifiedAt), gt(phoneVerifications.expiresAt, now())));
}

export async function findPendingCode(db: DbOrTx, phone: string): Promise<PhoneVerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.phone, phone), isNull(phoneVerifications.verifiedAt), gt(phoneVerifications.expiresAt, now())))
    .orderBy(desc(phoneVerifications.id))
    .limit(1);
  return row;
}

/** Counts one attempt, only while attempts remain; returns the attempt's number or null when none remain. */
export async function countAttempt(db: DbOrTx, id: number, maxAttempts: number): Promise<number | null> {
  const [row] = await db
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(and(eq(phoneVerifications.id, id), lt(phoneVerifications.attempts, maxAttempts)))
    .returning({ attempts: phoneVerifications.attempts });
  return row?.attempts ?? null;
}

export async function burnCode(db: DbOrTx, id: number): Promise<void> {
  await db.update(phoneVerifications).set({ expiresAt: now() }).where(eq(phoneVerifications.id, id));
}

export async function markVerified(db: DbOrTx, id: number, confirmTokenHash: string, confirmExpiresAt: Date): Promise<boolean> {
  const rows = await db
    .update(phoneVerifications)
    .set({ verifiedAt: now(), confirmTokenHash, confirmExpiresAt })
    .where(and(eq(phoneVerifications.id, id), isNull(phoneVerifications.verifiedAt)))
    .returning({ id: phoneVerifications.id });
  return rows.length === 1;
}

/** Uses a confirm token once, for its own phone, before it expires. */
export async function consumeConfirmToken(db: DbOrTx, confirmTokenHash: string, phone: string): Promise<boolean> {
  const rows = await db
    .update(phoneVerifications)
    .set({ usedAt: now() })
    .where(
      and(
        eq(phoneVerifications.confirmTokenHash, confirmTokenHash),
        eq(phoneVerifications.phone, phone),
        isNull(phoneVerifications.usedAt),
        gt(phoneVerifications.confirmExpiresAt, now()),
      ),
    )
    .returning({ id: phoneVerifications.id });
  return rows.length === 1;
}

export async function findByConfirmToken(db: DbOrTx, confirmTokenHash: string): Promise<PhoneVerificationRow | undefined> {
  const [row] = await db.select().from(phoneVerifications).where(eq(phoneVerifications.confirmTokenHash, confirmTokenHash)).limit(1);
  return row;
}
