/**
 * Who owns an order (the `owner_key` column): a signed-in user as `u:<id>`, a guest as `v:<visitor
 * id>` (the X-User-Hash the browser keeps for a year). Reads, cancels and repeats look an order up by
 * id *and* this key, so someone else's id is simply not found (404), never "forbidden".
 */
export function ownerKeyOf(caller: { user: { id: number } | null; visitorId: string }): string {
  return caller.user ? `u:${caller.user.id}` : `v:${caller.visitorId}`;
}
