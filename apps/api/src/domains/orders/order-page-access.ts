import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { isOrderNumber } from '@shop/contracts/orders';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { keyedHash } from '../../core/secrets.ts';
import { ownerKeyOf } from './order-owner.ts';
import { isOrderPageKey } from './order-page-link.ts';

/**
 * Who may open an order's own page (`/order/{number}/`): its owner (the signed-in account, or the
 * guest's visitor id that placed it), whoever holds the key of the order's link, and a guest who has
 * typed the order's number with its phone. A key or a phone proves access for this one order only:
 * a signed cookie scoped to the order's API path, valid for a couple of hours, lets the page pay and
 * cancel afterwards without the key in every request. Everyone else is told the order does not exist.
 */

export const ORDER_PAGE_COOKIE = 'order_page';
/** Long enough to pay or cancel from the page, short enough that a shared computer forgets it soon. */
export const ORDER_PAGE_PROOF_SECONDS = 2 * 60 * 60;

const PROOF = /^(\d{1,12})\.([0-9a-f]{64})$/;

/** The order page's routes live under this path; the proof cookie is sent only to this order's. */
export function orderPageApiPath(number: string): string {
  return `/api/v1/order-page/${number}`;
}

function proofMac(config: AppConfig, number: string, expiresAt: string): string {
  return keyedHash(config, 'order-page-proof', `${number}.${expiresAt}`);
}

/** Remembers that this browser proved access to this order (by its link's key or its phone). */
export function rememberOrderProof(reply: FastifyReply, config: AppConfig, number: string): void {
  const expiresAt = String(Math.floor(Date.now() / 1000) + ORDER_PAGE_PROOF_SECONDS);
  reply.setCookie(ORDER_PAGE_COOKIE, `${expiresAt}.${proofMac(config, number, expiresAt)}`, {
    path: orderPageApiPath(number),
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicOrigin.startsWith('https:'),
    maxAge: ORDER_PAGE_PROOF_SECONDS,
  });
}

/** Whether the request carries a live proof cookie for this order number (constant-time check). */
export function hasOrderProof(request: FastifyRequest, config: AppConfig, number: string): boolean {
  const match = PROOF.exec(request.cookies?.[ORDER_PAGE_COOKIE] ?? '');
  if (!match) return false;
  const [, expiresAt, mac] = match;
  if (Number(expiresAt) * 1000 <= Date.now()) return false;
  return timingSafeEqual(Buffer.from(proofMac(config, number, expiresAt)), Buffer.from(mac));
}

export interface PageOrder {
  id: number;
  number: string;
  ownerKey: string;
  phone: string;
}

/** The order under a public number, whoever owns it; null for anything that is not one. */
export async function orderByNumber(db: DbOrTx, number: string): Promise<PageOrder | null> {
  if (!isOrderNumber(number)) return null;
  const [row] = await db
    .select({ id: orders.id, number: orders.number, ownerKey: orders.ownerKey, phone: orders.phone })
    .from(orders)
    .where(eq(orders.number, number))
    .limit(1);
  return row ?? null;
}

/** The order with this number and phone (a guest's look-up), or null. */
export async function orderByNumberAndPhone(db: DbOrTx, number: string, phone: string): Promise<PageOrder | null> {
  if (!isOrderNumber(number)) return null;
  const [row] = await db
    .select({ id: orders.id, number: orders.number, ownerKey: orders.ownerKey, phone: orders.phone })
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.phone, phone)))
    .limit(1);
  return row ?? null;
}

export type OrderPageAccess = 'owner' | 'key' | 'proof';

/**
 * How the request may see this order, or null (then the caller answers 404). A valid key is a proof
 * too: the caller remembers it (`rememberOrderProof`) so that the page's actions work without it.
 */
export function orderPageAccess(request: FastifyRequest, config: AppConfig, order: PageOrder, key: string | undefined): OrderPageAccess | null {
  if (order.ownerKey === ownerKeyOf(request)) return 'owner';
  if (isOrderPageKey(config, order.number, key)) return 'key';
  if (hasOrderProof(request, config, order.number)) return 'proof';
  return null;
}
