import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userAddresses } from '../../db/schema/users.ts';

export type AddressRow = typeof userAddresses.$inferSelect;

/** The user's delivery addresses, most recent first. */
export async function listAddresses(db: DbOrTx, userId: number): Promise<AddressRow[]> {
  return db.select().from(userAddresses).where(eq(userAddresses.userId, userId)).orderBy(desc(userAddresses.id)).limit(50);
}

/** Remembers an address used at checkout (the same town and address is kept once). */
export async function rememberAddress(
  db: DbOrTx,
  userId: number,
  address: { address: string; guid: string | null; town: string },
): Promise<void> {
  await db
    .insert(userAddresses)
    .values({ userId, ...address })
    .onConflictDoNothing({ target: [userAddresses.userId, userAddresses.town, userAddresses.address] });
}
