import { and, asc, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { accountLetters } from '../../db/schema/staff.ts';
import type { ApiDeps } from '../../deps.ts';
import { accountProviders } from '../../providers/account-providers.ts';

/**
 * The outbox of letters about an account (table account_letters), the order letters' twin
 * (orders/order-notices.ts): a decision queues its letter in its own transaction, and this sends
 * what is queued. A batch is claimed with `FOR UPDATE SKIP LOCKED`, so several processes never send
 * one letter twice while its sender lives; a claim older than CLAIM_EXPIRY_MS is sent again, at most
 * MAX_ATTEMPTS times. A sent letter is deleted.
 */

const BATCH = 25;
const MAX_BATCHES = 40;
const CLAIM_EXPIRY_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;

export interface LetterLog {
  error(details: object, message: string): void;
}

export async function sendDueAccountLetters(deps: ApiDeps, log?: LetterLog, stopping: () => boolean = () => false): Promise<number> {
  const { db } = deps.database;
  let sent = 0;
  for (let batch = 0; batch < MAX_BATCHES && !stopping(); batch++) {
    const claimed = await db.transaction(async (tx) => {
      const expired = sql`now() - ${`${CLAIM_EXPIRY_MS} milliseconds`}::interval`;
      const due = await tx
        .select()
        .from(accountLetters)
        .where(and(lt(accountLetters.attempts, MAX_ATTEMPTS), or(isNull(accountLetters.claimedAt), lt(accountLetters.claimedAt, expired))))
        .orderBy(asc(accountLetters.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length) {
        await tx
          .update(accountLetters)
          .set({ claimedAt: sql`now()`, attempts: sql`${accountLetters.attempts} + 1` })
          .where(inArray(accountLetters.id, due.map((letter) => letter.id)));
      }
      return due;
    });
    if (!claimed.length) break;
    const done: number[] = [];
    for (const letter of claimed) {
      try {
        await accountProviders(deps).mailer.send({ to: letter.recipient, subject: letter.subject, text: letter.textBody, html: letter.htmlBody });
        done.push(letter.id);
      } catch (error) {
        // Left claimed: tried again when the claim expires, up to MAX_ATTEMPTS.
        log?.error({ err: error, letter: letter.id }, 'account letter not sent');
      }
    }
    if (done.length) await db.delete(accountLetters).where(inArray(accountLetters.id, done));
    sent += done.length;
  }
  return sent;
}
