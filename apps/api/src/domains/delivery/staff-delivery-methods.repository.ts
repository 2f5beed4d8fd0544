import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deliveryMethods } from '../../db/schema/delivery.ts';
import type { DeliveryMethodRow } from './delivery-methods.repository.ts';

/** Every method, switched off ones too, in the shop's order: the back office's list. */
export async function listAllMethods(db: DbOrTx): Promise<DeliveryMethodRow[]> {
  return db.select().from(deliveryMethods).orderBy(asc(deliveryMethods.sort), asc(deliveryMethods.id));
}

/** The method, locked until the transaction ends, so two saves never interleave their before and after. */
export async function lockMethod(tx: DbOrTx, id: number): Promise<DeliveryMethodRow | undefined> {
  const [row] = await tx.select().from(deliveryMethods).where(eq(deliveryMethods.id, id)).for('update').limit(1);
  return row;
}

export async function updateMethod(tx: DbOrTx, id: number, values: Partial<Omit<DeliveryMethodRow, 'id' | 'type'>>): Promise<DeliveryMethodRow | undefined> {
  const [row] = await tx.update(deliveryMethods).set(values).where(eq(deliveryMethods.id, id)).returning();
  return row;
}
