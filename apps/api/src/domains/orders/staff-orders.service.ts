import type { ApiLanguage } from '@shop/contracts/i18n';
import type { StaffOrder, StaffOrderEventBody } from '@shop/contracts/orders';
import type { ApiDeps } from '../../deps.ts';
import type { OrderStatus } from '../../db/schema/orders.ts';
import { HttpError, validationError } from '../../core/errors.ts';
import { type Page, offsetOf, toPage } from '../../core/pagination.ts';
import { notAllowedMessage, ordersMessage } from './order-messages.ts';
import { wakeOrderNotices } from './order-notices.ts';
import { nextState, paymentOpen } from './order-state.ts';
import { applyOrderEvent } from './order-transitions.ts';
import { toStaffOrder } from './orders.mapper.ts';
import * as repo from './orders.repository.ts';

/** The operators' side of orders: every order, and the events only staff may apply. */

/** GET /v1/staff/orders: newest first, optionally of one status. */
export async function listStaffOrders(
  deps: ApiDeps,
  query: { status?: OrderStatus; page: number; per_page: number },
  url: string,
  lang: ApiLanguage,
): Promise<Page<StaffOrder>> {
  const db = deps.database.db;
  const { rows, total } = await repo.listOrders(db, { status: query.status }, query.per_page, offsetOf(query.page, query.per_page));
  const ids = rows.map((row) => row.id);
  const lines = await repo.linesOfOrders(db, ids);
  const now = new Date();
  // The list shows where each order stands; its history is on the order itself.
  const items = rows.map((row) => toStaffOrder(row, lines.filter((line) => line.orderId === row.id), [], lang, now));
  return toPage(items, total, query.page, query.per_page, url);
}

/** The id of the order staff name by its id or its public number (both work on staff routes), else 404. */
async function staffOrderId(deps: ApiDeps, ref: string, lang: ApiLanguage): Promise<number> {
  const id = await repo.orderIdByRef(deps.database.db, ref);
  if (id === null) throw new HttpError(404, ordersMessage(lang, 'notFound'));
  return id;
}

/** GET /v1/staff/orders/{id}: one order by its id or its public number. */
export async function staffOrder(deps: ApiDeps, ref: string, lang: ApiLanguage): Promise<StaffOrder> {
  return staffOrderById(deps, await staffOrderId(deps, ref, lang), lang);
}

async function staffOrderById(deps: ApiDeps, id: number, lang: ApiLanguage): Promise<StaffOrder> {
  const found = await repo.findOrderForStaff(deps.database.db, id);
  if (!found) throw new HttpError(404, ordersMessage(lang, 'notFound'));
  return toStaffOrder(found.row, found.lines, found.events, lang, new Date());
}

/**
 * POST /v1/staff/orders/{id}/events (the id or the public number): one event of the state machine, applied under the order's row
 * lock. An event the order's state does not allow is a 409 naming both; `ship` of a Nova Poshta
 * delivery needs its waybill number (422 without it).
 */
export async function applyStaffEvent(
  deps: ApiDeps,
  ref: string,
  body: StaffOrderEventBody,
  staffId: number,
  lang: ApiLanguage,
): Promise<StaffOrder> {
  const id = await staffOrderId(deps, ref, lang);
  const { event, waybill, note } = body;
  // The shopper's letter is queued with the change (applyOrderEvent) and sent once it has committed.
  const applied = await deps.database.db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, id);
    if (!order) throw new HttpError(404, ordersMessage(lang, 'notFound'));
    if (!nextState(order, event)) {
      throw new HttpError(409, notAllowedMessage(lang, event, order.status, order.paymentStatus, order.paymentMethod));
    }
    // LiqPay may be taking the money this moment: cancelling now would end cancelled and paid.
    if (event === 'cancel' && paymentOpen(order, new Date())) throw new HttpError(409, ordersMessage(lang, 'paymentOpen'));
    const novaPoshta = order.deliveryType.startsWith('nova_poshta');
    if (waybill && event !== 'ship') throw validationError(lang, { waybill: [ordersMessage(lang, 'waybillOnlyShip')] });
    if (waybill && !novaPoshta) throw validationError(lang, { waybill: [ordersMessage(lang, 'waybillOnlyNovaPoshta')] });
    if (event === 'ship' && novaPoshta && !waybill) throw validationError(lang, { waybill: [ordersMessage(lang, 'waybillRequired')] });
    return applyOrderEvent(tx, id, event, { actor: `staff:${staffId}`, note, waybill });
  });
  if (applied?.notice) wakeOrderNotices(deps);
  return staffOrderById(deps, id, lang);
}
