import type { ApiLanguage } from '@shop/contracts/i18n';
import type { StaffOrderDetail } from '@shop/contracts/orders';
import type { DbOrTx } from '../../db/client.ts';
import { staffActionsOf as auditOf } from '../audit/audit.public.ts';
import { paymentHistoryOfOrder } from './order-payments.ts';
import { toStaffOrder } from './orders.mapper.ts';
import * as repo from './orders.repository.ts';
import * as staffRepo from './staff-orders.repository.ts';

/** What of LiqPay's answer staff need to see; the rest (keys, signatures, card holder details) stays stored only. */
const PAYMENT_FIELDS = ['action', 'status', 'paytype', 'amount', 'currency', 'err_code', 'err_description', 'sender_card_mask2', 'transaction_id', 'create_date', 'end_date', 'order_id'];

function paymentFields(payload: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(PAYMENT_FIELDS.filter((key) => payload[key] !== undefined).map((key) => [key, payload[key]]));
}

/**
 * One order as its back-office page shows it: the staff order (lines, amounts, bonuses, delivery), its
 * customer, internal notes, LiqPay's callbacks, the state history with actors, and the audit of staff
 * changes. Null when there is no such order.
 */
export async function staffOrderDetail(db: DbOrTx, id: number, lang: ApiLanguage): Promise<StaffOrderDetail | null> {
  const row = await repo.findOrder(db, id, null);
  if (!row) return null;
  const [lines, events, staffEvents, notes, payments, changes, account] = await Promise.all([
    repo.linesOfOrders(db, [id]),
    repo.eventsOfOrder(db, id),
    staffRepo.staffEventsOfOrder(db, id),
    staffRepo.notesOfOrder(db, id),
    paymentHistoryOfOrder(db, id),
    auditOf(db, 'order', id),
    staffRepo.accountOfOrder(db, row.userId),
  ]);
  return {
    ...toStaffOrder(row, lines, events, lang, new Date()),
    customer: {
      user_id: row.userId,
      name: [row.name, row.secondName].filter(Boolean).join(' '),
      phone: row.phone,
      email: row.email,
      account_email: account?.email ?? null,
      account_type: account?.type ?? null,
    },
    delivery_refs: { city_ref: row.cityRef, warehouse_ref: row.warehouseRef },
    notes: notes.map((note) => ({ id: note.id, at: note.at.toISOString(), author: note.author, text: note.text })),
    payments: payments.map((payment) => ({
      at: payment.at.toISOString(),
      provider: payment.provider,
      payment_id: payment.paymentId,
      status: payment.status,
      amount: payment.amount / 100,
      payload: paymentFields(payment.payload),
    })),
    events: staffEvents.map((event) => ({
      at: event.at.toISOString(),
      event: event.event,
      from: event.from,
      to: event.to,
      payment_to: event.paymentTo,
      actor: event.actor,
      note: event.note,
    })),
    changes: changes.map((change) => ({ at: change.at.toISOString(), action: change.action, actor: change.actor, before: change.before, after: change.after })),
  };
}
