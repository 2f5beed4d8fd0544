import type { FastifyRequest } from 'fastify';

/** The `actor` of an order's history line for what its owner did: the user id, or `guest`. */
export function ownerActor(request: Pick<FastifyRequest, 'user'>): string {
  return request.user ? String(request.user.id) : 'guest';
}
