import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deliveryMethods } from '../../db/schema/orders.ts';

export type DeliveryMethodRow = typeof deliveryMethods.$inferSelect;

/** Active methods in the shop's order (`sort`, then id). */
export async function listActiveMethods(db: DbOrTx): Promise<DeliveryMethodRow[]> {
  return db.select().from(deliveryMethods).where(eq(deliveryMethods.active, true)).orderBy(asc(deliveryMethods.sort), asc(deliveryMethods.id));
}

export async function findActiveMethod(db: DbOrTx, id: number): Promise<DeliveryMethodRow | null> {
  const [row] = await db
    .select()
    .from(deliveryMethods)
    .where(and(eq(deliveryMethods.id, id), eq(deliveryMethods.active, true)))
    .limit(1);
  return row ?? null;
}
