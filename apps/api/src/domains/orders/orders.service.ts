import type { ApiLanguage } from '@shop/contracts/i18n';
import type { OrderDetail, OrderSummary } from '@shop/contracts/orders';
import type { ApiDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { HttpError } from '../../core/errors.ts';
import { type Page, offsetOf, toPage } from '../../core/pagination.ts';
import { ordersMessage } from './order-messages.ts';
import { paymentOpen, shopperMayCancel } from './order-state.ts';
import { orderChangesCommitted } from './order-change-committed.ts';
import { applyOrderEvent } from './order-transitions.ts';
import { parseTimeCursor } from './order-cursor.ts';
import { toOrderDetail, toOrderSummary } from './orders.mapper.ts';
import * as repo from './orders.repository.ts';

/** The shopper's side of orders: their list, one order, and cancelling it while that is still allowed. */

export interface OrdersPageRequest {
  /** Omitted: every order, whatever its stage (a professional's view of a client's history). */
  stage?: 'in_progress' | 'finished';
  page: number;
  perPage: number;
  url: string;
  /** The previous page's `meta.next_cursor`: the page after its last row (keyset, order-cursor.ts). */
  after?: string;
}

/**
 * GET /v1/orders: the caller's orders of one stage, newest first, by page number or, with `after`,
 * from the previous page's last row on (a long history's deep pages cost what its first does).
 */
export async function listOwnOrders(
  deps: ApiDeps,
  ownerKey: string,
  request: OrdersPageRequest,
  lang: ApiLanguage,
): Promise<Page<OrderSummary> & { meta: { next_cursor: string | null } }> {
  const db = deps.database.db;
  const cursor = parseTimeCursor(request.after);
  // One row more than the page tells whether there is a next one.
  const { rows, total } = await repo.listOrders(db, { ownerKey, stage: request.stage }, request.perPage + 1, offsetOf(request.page, request.perPage), cursor);
  const pageRows = rows.slice(0, request.perPage);
  const now = new Date();
  // Each row brings its lines (repo.linesColumn): no second round trip for them.
  const items = pageRows.map((row) => toOrderSummary(row, row.lines, lang, now));
  const page = toPage(items, total, cursor ? 1 : request.page, request.perPage, request.url);
  const last = pageRows.at(-1);
  return { ...page, meta: { ...page.meta, next_cursor: rows.length > request.perPage && last ? `${last.cursorAt}_${last.id}` : null } };
}

/** One order with its lines and history, when `ownerKey` owns it (null: any order, for staff). */
export async function loadOrderDetail(db: DbOrTx, id: number, ownerKey: string | null, lang: ApiLanguage): Promise<OrderDetail | null> {
  const row = await repo.findOrder(db, id, ownerKey);
  if (!row) return null;
  const [lines, events] = await Promise.all([repo.linesOfOrders(db, [id]), repo.eventsOfOrder(db, id)]);
  return toOrderDetail(row, lines, events, lang, new Date());
}

/**
 * The id of the caller's order under a public number (the shopper's routes name orders only by it), or
 * 404 whether no order has it, it is someone else's, or it is not a number at all (a numeric id).
 */
export async function ownOrderId(db: DbOrTx, number: string, ownerKey: string, lang: ApiLanguage): Promise<number> {
  const id = await repo.ownOrderIdByNumber(db, number, ownerKey);
  if (id === null) throw new HttpError(404, ordersMessage(lang, 'notFound'));
  return id;
}

/** GET /v1/orders/{number}: the caller's order, or 404 whether it does not exist or is someone else's. */
export async function ownOrder(deps: ApiDeps, number: string, ownerKey: string, lang: ApiLanguage): Promise<OrderDetail> {
  const id = await ownOrderId(deps.database.db, number, ownerKey, lang);
  return ownOrderById(deps, id, ownerKey, lang);
}

async function ownOrderById(deps: ApiDeps, id: number, ownerKey: string, lang: ApiLanguage): Promise<OrderDetail> {
  const detail = await loadOrderDetail(deps.database.db, id, ownerKey, lang);
  if (!detail) throw new HttpError(404, ordersMessage(lang, 'notFound'));
  return detail;
}

/**
 * POST /v1/orders/{number}/cancel: the owner cancels an order nobody has confirmed or paid yet. The
 * stock and the bonuses it held go back in the same transaction (applyOrderEvent).
 */
export async function cancelOwnOrder(deps: ApiDeps, number: string, ownerKey: string, lang: ApiLanguage): Promise<OrderDetail> {
  const id = await ownOrderId(deps.database.db, number, ownerKey, lang);
  const applied = await deps.database.db.transaction(async (tx) => {
    const state = await repo.lockOwnOrder(tx, id, ownerKey);
    if (!state) throw new HttpError(404, ordersMessage(lang, 'notFound'));
    if (!shopperMayCancel(state)) throw new HttpError(409, ordersMessage(lang, 'cannotCancel'));
    if (paymentOpen(state, new Date())) throw new HttpError(409, ordersMessage(lang, 'paymentOpen'));
    const cancelled = await applyOrderEvent(tx, id, 'cancel', { actor: ownerKey, note: 'cancelled by the shopper' });
    if (!cancelled) throw new HttpError(409, ordersMessage(lang, 'cannotCancel'));
    return cancelled;
  });
  // The cancelled letter was queued with the change; it goes now that the change has committed.
  await orderChangesCommitted(deps, [applied]);
  return ownOrderById(deps, id, ownerKey, lang);
}
