import type { ApiLanguage } from '@shop/contracts/i18n';
import { type StaffOrderDetail, type StaffOrderEventBody, type StaffOrderNoteBody, type StaffOrdersQuery, staffOrderSortOf, type staffOrdersList } from '@shop/contracts/orders';
import type { z } from 'zod';
import type { ApiDeps } from '../../deps.ts';
import { HttpError, validationError } from '../../core/errors.ts';
import { offsetOf, toPage } from '../../core/pagination.ts';
import { recordStaffAction } from '../audit/audit.public.ts';
import { refundCardPayment } from './order-payments.ts';
import { notAllowedMessage, ordersMessage } from './order-messages.ts';
import { orderChangesCommitted } from './order-change-committed.ts';
import { nextState, paymentOpen } from './order-state.ts';
import { applyOrderEvent } from './order-transitions.ts';
import { staffOrderDetail } from './staff-order-detail.ts';
import { toStaffOrderListItem } from './orders.mapper.ts';
import * as repo from './orders.repository.ts';
import * as staffRepo from './staff-orders.repository.ts';

/**
 * The operators' side of orders: the filtered list, one order with everything staff need, and the
 * changes only staff may make. Every change names the order's version it was made from and is
 * refused with 409 when the order has changed since (decision 0021); it is recorded in the audit log
 * in its own transaction, and queues the shopper's letter there (applyOrderEvent).
 */

const kyivOffset = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Kyiv', timeZoneName: 'longOffset' });

/**
 * The moment a Kyiv day (YYYY-MM-DD) starts. Asking Intl for the day's offset costs ~0.1 ms, twice for
 * every page of a dated list, and the answer for a day never changes: remembered (a few hundred days).
 */
const dayStarts = new Map<string, number>();
function kyivDayStart(day: string): Date {
  let start = dayStarts.get(day);
  if (start === undefined) {
    if (dayStarts.size >= 1_000) dayStarts.clear();
    start = computeKyivDayStart(day).getTime();
    dayStarts.set(day, start);
  }
  return new Date(start);
}

function computeKyivDayStart(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  const name = kyivOffset.formatToParts(utcMidnight).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT+02:00';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  const minutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 120;
  return new Date(utcMidnight.getTime() - minutes * 60_000);
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** GET /v1/staff/orders: filtered, sorted, one page; `after` continues from the previous page's last row. */
export async function listStaffOrders(deps: ApiDeps, query: StaffOrdersQuery, url: string, lang: ApiLanguage): Promise<z.infer<typeof staffOrdersList>> {
  const db = deps.database.db;
  const filter: staffRepo.StaffOrderFilter = {
    status: query.status,
    paymentStatus: query.payment_status,
    deliveryMethodId: query.delivery_method,
    since: query.from ? kyivDayStart(query.from) : undefined,
    before: query.to ? kyivDayStart(nextDay(query.to)) : undefined,
    customer: query.customer ? customerSearch(query.customer) : undefined,
    ref: query.number,
  };
  const sort = staffOrderSortOf(query);
  const cursor = staffRepo.parseCursor(query.after, sort);
  const [rows, counted] = await Promise.all([
    // One row more than the page tells whether there is a next one.
    staffRepo.listStaffOrderRows(db, filter, sort, { limit: query.per_page + 1, offset: offsetOf(query.page, query.per_page), cursor }),
    staffRepo.countStaffOrders(db, filter),
  ]);
  const pageRows = rows.slice(0, query.per_page);
  // The list shows where each order stands; its lines, amounts and history are on its own page.
  const items = pageRows.map((row) => toStaffOrderListItem(row, lang));
  const capped = counted > staffRepo.COUNT_CAP;
  const page = toPage(items, Math.min(counted, staffRepo.COUNT_CAP), cursor ? 1 : query.page, query.per_page, url);
  const last = pageRows.at(-1);
  return {
    ...page,
    meta: { ...page.meta, next_cursor: rows.length > query.per_page && last ? staffRepo.cursorOf(last, sort) : null, total_capped: capped },
  };
}

/** A phone is searched by its digits (`067 123-45` finds `+38067123456…`); anything else as typed, lower case. */
function customerSearch(text: string): string {
  return /^[\d\s()+-]+$/.test(text) ? text.replace(/\D/g, '') : text.toLowerCase();
}

/** The id of the order staff name by its id or its public number (both work on staff routes), else 404. */
async function staffOrderId(deps: ApiDeps, ref: string, lang: ApiLanguage): Promise<number> {
  const id = await repo.orderIdByRef(deps.database.db, ref);
  if (id === null) throw new HttpError(404, ordersMessage(lang, 'notFound'));
  return id;
}

/** GET /v1/staff/orders/{id}: one order by its id or its public number. */
export async function staffOrder(deps: ApiDeps, ref: string, lang: ApiLanguage): Promise<StaffOrderDetail> {
  return staffOrderById(deps, await staffOrderId(deps, ref, lang), lang);
}

async function staffOrderById(deps: ApiDeps, id: number, lang: ApiLanguage): Promise<StaffOrderDetail> {
  const found = await staffOrderDetail(deps.database.db, id, lang);
  if (!found) throw new HttpError(404, ordersMessage(lang, 'notFound'));
  return found;
}

type LockedOrder = NonNullable<Awaited<ReturnType<typeof repo.lockOrder>>>;

/** Locks the order and checks the version the staff member saw: 404 when gone, 409 when changed since. */
async function lockSeenOrder(tx: Parameters<typeof repo.lockOrder>[0], id: number, version: number, lang: ApiLanguage): Promise<LockedOrder> {
  const order = await repo.lockOrder(tx, id);
  if (!order) throw new HttpError(404, ordersMessage(lang, 'notFound'));
  if (order.version !== version) throw new HttpError(409, ordersMessage(lang, 'staleVersion'));
  return order;
}

/**
 * POST /v1/staff/orders/{id}/events (the id or the public number): one event of the state machine,
 * applied under the order's row lock from the version the staff member saw. A stale version, or an
 * event the order's state does not allow, is a 409; `ship` of a Nova Poshta delivery needs its waybill
 * number (422 without it). A card payment's refund goes through LiqPay first; its refusal changes nothing.
 */
export async function applyStaffEvent(deps: ApiDeps, ref: string, body: StaffOrderEventBody, staffId: number, lang: ApiLanguage): Promise<StaffOrderDetail> {
  const id = await staffOrderId(deps, ref, lang);
  const { event, waybill, note, version } = body;
  // The shopper's letter is queued with the change (applyOrderEvent) and sent once it has committed.
  const applied = await deps.database.db.transaction(async (tx) => {
    const order = await lockSeenOrder(tx, id, version, lang);
    if (!nextState(order, event)) {
      throw new HttpError(409, notAllowedMessage(lang, event, order.status, order.paymentStatus, order.paymentMethod));
    }
    // LiqPay may be taking the money this moment: cancelling now would end cancelled and paid.
    if (event === 'cancel' && paymentOpen(order, new Date())) throw new HttpError(409, ordersMessage(lang, 'paymentOpen'));
    const novaPoshta = order.deliveryType.startsWith('nova_poshta');
    if (waybill && event !== 'ship') throw validationError(lang, { waybill: [ordersMessage(lang, 'waybillOnlyShip')] });
    if (waybill && !novaPoshta) throw validationError(lang, { waybill: [ordersMessage(lang, 'waybillOnlyNovaPoshta')] });
    if (event === 'ship' && novaPoshta && !waybill) throw validationError(lang, { waybill: [ordersMessage(lang, 'waybillRequired')] });
    if (event === 'refund' && order.paymentMethod === 'liqpay') {
      const refund = await refundCardPayment(deps, tx, { id, total: order.total });
      if (!refund.ok && refund.reason === 'no_payment') throw new HttpError(409, ordersMessage(lang, 'noCardPayment'));
      if (!refund.ok) throw new HttpError(502, ordersMessage(lang, 'refundFailed', { reason: refund.reason }));
    }
    const result = await applyOrderEvent(tx, id, event, { actor: `staff:${staffId}`, note, waybill });
    if (!result) throw new HttpError(409, notAllowedMessage(lang, event, order.status, order.paymentStatus, order.paymentMethod));
    await recordStaffAction(tx, {
      actorId: staffId,
      action: `order.${event}`,
      subjectType: 'order',
      subjectId: id,
      before: { status: order.status, payment_status: order.paymentStatus, version: order.version, ...(waybill ? { waybill: order.waybill } : {}) },
      after: { status: result.to.status, payment_status: result.to.paymentStatus, version: order.version + 1, ...(waybill ? { waybill } : {}) },
      ...(note ? { details: { note } } : {}),
    });
    return result;
  });
  await orderChangesCommitted(deps, [applied]);
  return staffOrderById(deps, id, lang);
}

/** POST /v1/staff/orders/{id}/notes: an internal note (staff only, never in a letter or the shopper's view). */
export async function addStaffNote(deps: ApiDeps, ref: string, body: StaffOrderNoteBody, staffId: number, lang: ApiLanguage): Promise<StaffOrderDetail> {
  const id = await staffOrderId(deps, ref, lang);
  await deps.database.db.transaction(async (tx) => {
    const order = await lockSeenOrder(tx, id, body.version, lang);
    const noteId = await staffRepo.insertNote(tx, id, staffId, body.text);
    await staffRepo.bumpVersion(tx, id);
    await recordStaffAction(tx, {
      actorId: staffId,
      action: 'order.note',
      subjectType: 'order',
      subjectId: id,
      before: { version: order.version },
      after: { version: order.version + 1, note: body.text },
      details: { note_id: noteId },
    });
  });
  return staffOrderById(deps, id, lang);
}
