import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userAddresses, users } from '../../db/schema/users.ts';

export type AddressRow = typeof userAddresses.$inferSelect;
/** What an address holds apart from its owner, id and flags. */
export type AddressFields = Omit<typeof userAddresses.$inferInsert, 'id' | 'userId' | 'isDefault' | 'createdAt'>;

/** The user's address book: the default first, then the most recent. */
export async function listAddresses(db: DbOrTx, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isDefault), desc(userAddresses.id))
    .limit(50);
}

export async function countAddresses(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userAddresses).where(eq(userAddresses.userId, userId));
  return row?.n ?? 0;
}

/** One of the user's addresses; another user's id finds nothing. */
export async function findAddress(db: DbOrTx, userId: number, id: number): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertAddress(db: DbOrTx, userId: number, fields: AddressFields): Promise<AddressRow> {
  const [row] = await db.insert(userAddresses).values({ userId, ...fields }).returning();
  if (!row) throw new Error('address insert returned nothing');
  return row;
}

export async function updateAddress(db: DbOrTx, userId: number, id: number, fields: AddressFields): Promise<void> {
  await db
    .update(userAddresses)
    .set(fields)
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.id, id)));
}

export async function deleteAddress(db: DbOrTx, userId: number, id: number): Promise<void> {
  await db.delete(userAddresses).where(and(eq(userAddresses.userId, userId), eq(userAddresses.id, id)));
}

/** Makes `id` the user's one default: the others are cleared first, as the unique index wants. */
export async function makeDefault(db: DbOrTx, userId: number, id: number): Promise<void> {
  await db
    .update(userAddresses)
    .set({ isDefault: false })
    .where(and(eq(userAddresses.userId, userId), ne(userAddresses.id, id), eq(userAddresses.isDefault, true)));
  await db
    .update(userAddresses)
    .set({ isDefault: true })
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.id, id)));
}

/** The newest address of the user, to become the default when the default one is deleted. */
export async function newestAddressId(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: userAddresses.id })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.id))
    .limit(1);
  return row?.id ?? null;
}

/** Holds the user's row until the transaction ends, so two requests cannot both pass the cap or both set a default. */
export async function lockUser(tx: DbOrTx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
