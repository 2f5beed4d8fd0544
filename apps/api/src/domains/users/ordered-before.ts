import { eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';

/**
 * Whether the account or its own phone has ever placed an order, cancelled ones included: the same
 * question the first-order promotion asks at checkout (decision 0015), asked here so that the shop's
 * pages do not offer that promotion to a returning customer. Both columns are indexed; one row is enough.
 */
export async function hasOrderedBefore(db: DbOrTx, userId: number, phone: string | null): Promise<boolean> {
  const byUser = eq(orders.userId, userId);
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(phone ? or(byUser, eq(orders.phone, phone)) : byUser)
    .limit(1);
  return row !== undefined;
}
