import type { OrderDetail } from '@shop/contracts/orders';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiDeps } from '../../deps.ts';
import { HttpError } from '../../core/errors.ts';
import { type RateLimit, enforce } from '../../core/rate-limit.ts';
import { ordersMessage } from './order-messages.ts';
import { type PageOrder, orderByNumber, orderByNumberAndPhone, orderPageAccess, rememberOrderProof } from './order-page-access.ts';
import { cancelOwnOrder, loadOrderDetail } from './orders.service.ts';

/**
 * The order's own page (`/order/{number}/`): open it, find it by number and phone, and cancel it
 * from there (paying from it is the payments domain's, payments/order-page-payment.ts). Access is decided by order-page-access.ts; once granted, the order is handled as its owner
 * would handle it (the same cancel rules and payment attempts as the profile).
 */

/**
 * Number + phone look-ups. Per address first: a phone guesser from one place stops after 20 tries in
 * 10 minutes (a shop's counter behind one address still looks up a few customers' orders). Per order
 * number: 10 tries an hour from anywhere, so spreading guesses over many addresses does not help; the
 * owner still has the link of every letter, which needs no look-up.
 */
export const ORDER_LOOKUP_PER_ADDRESS: RateLimit = { name: 'order-lookup-ip', max: 20, windowSeconds: 600 };
export const ORDER_LOOKUP_PER_ORDER: RateLimit = { name: 'order-lookup-number', max: 10, windowSeconds: 3600 };

async function detailOf(deps: ApiDeps, order: PageOrder, request: FastifyRequest): Promise<OrderDetail> {
  const detail = await loadOrderDetail(deps.database.db, order.id, order.ownerKey, request.lang);
  if (!detail) throw new HttpError(404, ordersMessage(request.lang, 'notFound'));
  return detail;
}

/**
 * The order the request may act on under this number, or 404 (missing and forbidden look the same).
 * Payments use it for a new attempt from the page (payments/order-page-payment.ts).
 */
export async function accessibleOrder(deps: ApiDeps, request: FastifyRequest, reply: FastifyReply, number: string, key?: string): Promise<PageOrder> {
  const order = await orderByNumber(deps.database.db, number);
  const access = order ? orderPageAccess(request, deps.config, order, key) : null;
  if (!order || !access) throw new HttpError(404, ordersMessage(request.lang, 'notFound'));
  if (access === 'key') rememberOrderProof(reply, deps.config, order.number);
  return order;
}

/** GET /v1/order-page/{number}: the order for its owner, its link's key, or a proven guest. */
export async function openOrderPage(deps: ApiDeps, request: FastifyRequest, reply: FastifyReply, number: string, key?: string): Promise<OrderDetail> {
  return detailOf(deps, await accessibleOrder(deps, request, reply, number, key), request);
}

/** POST /v1/order-page/lookup: number and phone open the order for this browser (limited, 404 when they do not match). */
export async function lookUpOrder(deps: ApiDeps, request: FastifyRequest, reply: FastifyReply, body: { number: string; phone: string }): Promise<OrderDetail> {
  await enforce(deps.limits, request.lang, [
    { limit: ORDER_LOOKUP_PER_ADDRESS, subject: request.ip },
    { limit: ORDER_LOOKUP_PER_ORDER, subject: body.number.slice(0, 40) },
  ]);
  const order = await orderByNumberAndPhone(deps.database.db, body.number, body.phone);
  if (!order) throw new HttpError(404, ordersMessage(request.lang, 'notFound'));
  rememberOrderProof(reply, deps.config, order.number);
  return detailOf(deps, order, request);
}

/** POST /v1/order-page/{number}/cancel: the shopper's cancel rules (409 once it may not be cancelled). */
export async function cancelFromPage(deps: ApiDeps, request: FastifyRequest, reply: FastifyReply, number: string): Promise<OrderDetail> {
  const order = await accessibleOrder(deps, request, reply, number);
  return cancelOwnOrder(deps, order.number, order.ownerKey, request.lang);
}
