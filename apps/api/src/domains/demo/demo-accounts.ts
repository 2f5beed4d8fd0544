import { and, inArray, notInArray, sql } from 'drizzle-orm';
import type { ApiDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { DEMO_DOMAIN } from '@shop/contracts/demo';
import { endUserSessions } from '../auth/sessions.service.ts';

/**
 * The demo accounts (seed/users.ts) share one password, printed in the README. They belong to the
 * demo and test modes only: production refuses to start while one exists (`assertNoDemoAccounts`),
 * and this command removes them.
 */
export const REMOVE_DEMO_ACCOUNTS_COMMAND = 'npm run demo:remove-accounts';

/** An account of the demo's e-mail domain, whatever the case it was written in. */
const isDemoAccount = sql`lower(${users.email}) like ${`%@${DEMO_DOMAIN}`}`;

export async function listDemoAccounts(db: DbOrTx): Promise<Array<{ id: number; email: string }>> {
  return db.select({ id: users.id, email: users.email }).from(users).where(isDemoAccount).orderBy(users.id);
}

export class DemoAccountsPresentError extends Error {
  constructor(readonly emails: string[]) {
    super(
      [
        `Cannot start in production mode: ${emails.length === 1 ? 'a demo account is' : `${emails.length} demo accounts are`} in the database, with the password the README publishes:`,
        ...emails.slice(0, 10).map((email) => `  ${email}`),
        ...(emails.length > 10 ? [`  … and ${emails.length - 10} more`] : []),
        `Remove them with \`${REMOVE_DEMO_ACCOUNTS_COMMAND}\` (orders keep their rows), then start again (docs/operations.md "Production start").`,
      ].join('\n'),
    );
  }
}

/** Production's start-up check: throws, naming the accounts and the command, while any demo account exists. */
export async function assertNoDemoAccounts(db: DbOrTx): Promise<void> {
  const found = await listDemoAccounts(db);
  if (found.length) throw new DemoAccountsPresentError(found.map((row) => row.email));
}

/**
 * Deletes every demo account. Their sessions are ended first (and dropped from the cache); the rows
 * that name them follow the foreign keys: orders, analytics events and comments keep their rows with
 * no user, refresh tokens, addresses, documents, favourites and baskets go with the account. A real
 * manager attached to a demo distributor is detached instead of being deleted with it.
 */
export async function removeDemoAccounts(deps: ApiDeps): Promise<string[]> {
  const db = deps.database.db;
  const found = await listDemoAccounts(db);
  if (!found.length) return [];
  const ids = found.map((row) => row.id);
  for (const id of ids) await endUserSessions(deps, id);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ distributorId: null, isManager: false, updatedAt: new Date() })
      .where(and(inArray(users.distributorId, ids), notInArray(users.id, ids)));
    await tx.delete(users).where(inArray(users.id, ids));
  });
  return found.map((row) => row.email);
}
