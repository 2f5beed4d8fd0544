import type { FastifyRequest } from 'fastify';

/**
 * Who owns an order (db/schema/orders.ts `owner_key`): `u:<user id>` for a signed-in shopper,
 * `v:<visitor id>` (X-User-Hash or the visitor cookie) for a guest. Payments and invoices reach an
 * order only through its owner, so another person's order id answers 404 like a missing one.
 */
export function ownerKeyOf(request: Pick<FastifyRequest, 'user' | 'visitorId'>): string {
  return request.user ? `u:${request.user.id}` : `v:${request.visitorId}`;
}

/** The `actor` of an order's history line for what the owner did. */
export function ownerActor(request: Pick<FastifyRequest, 'user'>): string {
  return request.user ? String(request.user.id) : 'guest';
}
