import type { Database, NamedStatement } from '../../db/client.ts';
import type { users } from '../../db/schema/users.ts';

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

/** The `CallerRow` of users; shared with basket-facts.repository.ts. */
export const CALLER_COLUMNS = `id, user_type as "userType", is_manager as "isManager", assigned_code as "assignedCode",
    individual_discount as "individualDiscount", temp_discount as "tempDiscount", can_use_bonuses as "canUseBonuses",
    bonus_amount as "bonusAmount", name, second_name as "secondName", phone, email`;

const CALLER: NamedStatement = { name: 'checkout_caller', text: `select ${CALLER_COLUMNS} from users where id = $1` };

/** The signed-in caller's row as stored now (the session's copy may be older). */
export async function loadCaller(database: Database, userId: number): Promise<CallerRow | null> {
  const [row] = await database.named<CallerRow>(CALLER, [userId]);
  return row ?? null;
}

/**
 * Whether the user `user` or the phone `phone` (SQL expressions) has ever placed an order, cancelled
 * ones included: a cancelled first order was the first order (the promotion is not given again).
 * Two EXISTS, not one OR: each stops at its index's first match (a busy phone has many orders).
 */
export const orderedByUserOrPhone = (user: string, phone: string) =>
  `exists (select 1 from orders where user_id = ${user})
    or exists (select 1 from orders where phone = ${phone})`;

// Asked before the retail prices of a caller read alone (the basket facts ask it themselves): a fixed
// statement, prepared once per connection.
const ORDERED_BY_USER_OR_PHONE: NamedStatement = {
  name: 'checkout_ever_ordered_by_user_or_phone',
  text: `select ${orderedByUserOrPhone('$1', '$2')} as "ordered"`,
};

/**
 * Whether the account or the phone has ever ordered (cancelled orders count): the first-order
 * promotion is for neither (decision 0015).
 */
export async function hasOrderBefore(database: Database, who: { userId: number | null; phone: string | null }): Promise<boolean> {
  if (who.userId === null && !who.phone) return false;
  const [row] = await database.named<{ ordered: boolean }>(ORDERED_BY_USER_OR_PHONE, [who.userId, who.phone || null]);
  return row.ordered;
}
