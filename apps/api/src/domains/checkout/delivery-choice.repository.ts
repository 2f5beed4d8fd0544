import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deliveryMethods } from '../../db/schema/orders.ts';

export interface DeliveryChoice {
  id: number;
  type: (typeof deliveryMethods.$inferSelect)['type'];
  /** Kopecks the shop charges (0 when the carrier bills the recipient). */
  price: number;
}

/** An active delivery method by id, or null: what the order is charged for and which address it needs. */
export async function findActiveDeliveryMethod(db: DbOrTx, id: number): Promise<DeliveryChoice | null> {
  const [row] = await db
    .select({ id: deliveryMethods.id, type: deliveryMethods.type, price: deliveryMethods.price })
    .from(deliveryMethods)
    .where(and(eq(deliveryMethods.id, id), eq(deliveryMethods.active, true)));
  return row ?? null;
}
