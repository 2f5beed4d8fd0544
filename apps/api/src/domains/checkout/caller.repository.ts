import { and, eq, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';

/** The account fields that decide prices, discounts, bonuses and the order's contact details. */
export interface CallerRow {
  id: number;
  userType: (typeof users.$inferSelect)['userType'];
  isManager: boolean;
  assignedCode: string | null;
  individualDiscount: number;
  tempDiscount: boolean;
  canUseBonuses: boolean;
  /** Whole grn. */
  bonusAmount: number;
  name: string;
  secondName: string;
  phone: string | null;
  email: string;
}

const callerFields = {
  id: users.id,
  userType: users.userType,
  isManager: users.isManager,
  assignedCode: users.assignedCode,
  individualDiscount: users.individualDiscount,
  tempDiscount: users.tempDiscount,
  canUseBonuses: users.canUseBonuses,
  bonusAmount: users.bonusAmount,
  name: users.name,
  secondName: users.secondName,
  phone: users.phone,
  email: users.email,
};

/** The signed-in caller's row as stored now (the session's copy may be older). */
export async function loadCaller(db: DbOrTx, userId: number): Promise<CallerRow | null> {
  const [row] = await db.select(callerFields).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Whether the account or the phone already has an order that is not cancelled: the first-order
 * promotion is for neither (decision 0015).
 */
export async function hasOrderBefore(db: DbOrTx, who: { userId: number | null; phone: string | null }): Promise<boolean> {
  const owners = [
    ...(who.userId !== null ? [eq(orders.userId, who.userId)] : []),
    ...(who.phone ? [eq(orders.phone, who.phone)] : []),
  ];
  if (!owners.length) return false;
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(ne(orders.status, 'cancelled'), or(...owners)))
    .limit(1);
  return Boolean(row);
}
