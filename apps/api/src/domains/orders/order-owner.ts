import { type AuthUser, actingDistributorId } from '../../core/auth.ts';

/** The account fields that decide an order's owner (a bare id is an account that is no manager). */
type OrderOwnerUser = Pick<AuthUser, 'id'> & Partial<Pick<AuthUser, 'userType' | 'isManager' | 'distributorId'>>;

/**
 * Who owns an order (the `owner_key` column): a signed-in user as `u:<id>`, a guest as `v:<visitor
 * id>` (the X-User-Hash the browser keeps for a year). Reads, cancels and repeats look an order up by
 * id *and* this key, so someone else's id is simply not found (404), never "forbidden".
 * A distributor's manager acts for the distributor (SPEC §6): the orders it places are the
 * distributor's (`u:<distributor id>`; `user_id` still names the manager who placed it), and it sees,
 * repeats and cancels the distributor's orders.
 */
export function ownerKeyOf(caller: { user: OrderOwnerUser | null; visitorId: string }): string {
  return caller.user ? `u:${actingDistributorId(caller.user) ?? caller.user.id}` : `v:${caller.visitorId}`;
}
