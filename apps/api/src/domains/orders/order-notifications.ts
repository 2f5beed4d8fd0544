import { type ApiLanguage, toApiLanguage } from '@shop/contracts/i18n';
import type { OrderDetail } from '@shop/contracts/orders';
import type { ApiDeps } from '../../deps.ts';
import { accountProviders } from '../../providers/account-providers.ts';
import { type OrderNotice, orderLetter, orderSms } from './order-letters.ts';
import { orderPageUrl } from './order-page-link.ts';
import { toOrderDetail } from './orders.mapper.ts';
import { type OrderRow, eventsOfOrders, findOrders, linesOfOrders, phoneProofOfOrders } from './orders.repository.ts';

export type { OrderNotice };

/** Where failures are reported; a request's logger fits, the console is the fallback. */
export interface NoticeLog {
  error(details: Record<string, unknown>, message: string): void;
}

const consoleLog: NoticeLog = { error: (details, message) => console.error(message, details) };

export interface NoticeToSend {
  orderId: number;
  kind: OrderNotice;
}

/**
 * Tells shoppers about their orders: for each notice an e-mail (when the order has an address) with
 * the lines, totals and delivery, the link to the order's page, and for `shipped` the waybill with
 * Nova Poshta's tracking link; and a short SMS with the same link to the order's phone. Sent through the shop's mail and SMS providers (the local outbox
 * in the demo), in each order's language. The orders of the whole batch are read in three queries.
 *
 * Call it after the transaction that changed the orders has committed. A provider that fails is
 * logged and the notice counts as handled (the order is right whether or not a letter left, and
 * retrying a half-delivered letter and SMS would send one of them twice); an order that no longer
 * exists is skipped. Only when the orders cannot be read does it throw, before sending anything: the
 * outbox then keeps the notices and sends them again (order-notices.ts).
 */
export async function notifyOrders(deps: ApiDeps, notices: readonly NoticeToSend[], log: NoticeLog = consoleLog): Promise<void> {
  const ids = [...new Set(notices.map((notice) => notice.orderId))];
  const db = deps.database.db;
  const [orders, lines, events, proofs] = await Promise.all([
    findOrders(db, ids).then((rows) => new Map(rows.map((row) => [row.id, row]))),
    linesOfOrders(db, ids),
    eventsOfOrders(db, ids),
    phoneProofOfOrders(db, ids),
  ]);
  const now = new Date();
  // One after the other, as before batching: a provider gets the letters of a burst in turn, not all at once.
  for (const { orderId, kind } of notices) {
    const row = orders.get(orderId);
    if (!row) continue;
    try {
      const lang = toApiLanguage(row.lang);
      const ownLines = lines.filter((line) => line.orderId === orderId);
      const order = toOrderDetail(row, ownLines, events.filter((event) => event.orderId === orderId), lang, now);
      await send(deps, row, kind, order, lang, log, proofs.get(orderId) ?? { accountPhone: false, staffActed: false });
    } catch (error) {
      log.error({ err: error, orderId, kind }, 'order notice failed');
    }
  }
}

/** One notice: `notifyOrders` for a single order. */
export function notifyOrder(deps: ApiDeps, orderId: number, kind: OrderNotice, log: NoticeLog = consoleLog): Promise<void> {
  return notifyOrders(deps, [{ orderId, kind }], log);
}

/**
 * Whether a notice's SMS goes out. Nobody can make the shop text a number that has not proven itself
 * (docs/orders.md, "Notifications"): an order's SMS goes to the phone of the signed-in account that
 * placed it, or once staff have acted on the order (they call a new shopper back to confirm). The
 * staff's `confirmed` is sent only to an order whose placing SMS was withheld.
 */
export function smsMayGo(kind: OrderNotice, proof: { accountPhone: boolean; staffActed: boolean }): boolean {
  if (kind === 'confirmed') return !proof.accountPhone;
  return proof.accountPhone || proof.staffActed;
}

/** The letter (when the order has an e-mail) and the SMS of one notice; a provider's failure is logged. */
async function send(
  deps: ApiDeps,
  row: OrderRow,
  kind: OrderNotice,
  order: OrderDetail,
  lang: ApiLanguage,
  log: NoticeLog,
  proof: { accountPhone: boolean; staffActed: boolean },
): Promise<void> {
  const providers = accountProviders(deps);
  // The order's own page with its key: a guest who follows it sees the order without the phone check.
  const pageUrl = orderPageUrl(deps.config, order.number, lang);
  const orderId = row.id;
  const attempts: Array<Promise<void>> = [];
  if (row.email) {
    const letter = orderLetter(kind, row.email, { order, lang, novaPoshta: row.deliveryType.startsWith('nova_poshta'), pageUrl });
    attempts.push(providers.mailer.send(letter).catch((error: unknown) => log.error({ err: error, orderId, kind }, 'order letter not sent')));
  }
  if (row.phone && smsMayGo(kind, proof)) {
    attempts.push(providers.sms.send(row.phone, orderSms(kind, order, lang, pageUrl)).catch((error: unknown) => log.error({ err: error, orderId, kind }, 'order SMS not sent')));
  }
  await Promise.all(attempts);
}
