import { toApiLanguage } from '@shop/contracts/i18n';
import type { ApiDeps } from '../../deps.ts';
import { accountProviders } from '../../providers/account-providers.ts';
import { type OrderNotice, orderLetter, orderSms } from './order-letters.ts';
import { loadOrderDetail } from './orders.service.ts';
import { findOrder } from './orders.repository.ts';

export type { OrderNotice };

/** Where failures are reported; a request's logger fits, the console is the fallback. */
export interface NoticeLog {
  error(details: Record<string, unknown>, message: string): void;
}

const consoleLog: NoticeLog = { error: (details, message) => console.error(message, details) };

/**
 * Tells the shopper about their order: an e-mail (when the order has an address) with the lines,
 * totals and delivery, and for `shipped` the waybill with Nova Poshta's tracking link; and a short
 * SMS to the order's phone. Sent through the shop's mail and SMS providers (the local outbox in the
 * demo), in the order's language.
 *
 * Call it after the transaction that changed the order has committed. It never throws: a provider
 * that fails is logged and the caller's answer stands (the order is right whether or not a letter
 * left). The promise settles when both attempts are over, so callers may await it or not.
 */
export async function notifyOrder(deps: ApiDeps, orderId: number, kind: OrderNotice, log: NoticeLog = consoleLog): Promise<void> {
  try {
    const db = deps.database.db;
    const row = await findOrder(db, orderId, null);
    if (!row) return;
    const lang = toApiLanguage(row.lang);
    const order = await loadOrderDetail(db, orderId, null, lang);
    if (!order) return;
    const providers = accountProviders(deps);
    const origin = deps.config.publicOrigin;
    // Placed, paid and shipped orders are all still in progress: the profile's current orders page.
    const profileUrl = row.userId === null ? null : `${origin}${lang === 'ua' ? '/ua' : ''}/profile/user-current-orders/`;
    const attempts: Array<Promise<void>> = [];
    if (row.email) {
      const letter = orderLetter(kind, row.email, { order, lang, novaPoshta: row.deliveryType.startsWith('nova_poshta'), profileUrl });
      attempts.push(providers.mailer.send(letter).catch((error: unknown) => log.error({ err: error, orderId, kind }, 'order letter not sent')));
    }
    if (row.phone) {
      attempts.push(providers.sms.send(row.phone, orderSms(kind, order, lang)).catch((error: unknown) => log.error({ err: error, orderId, kind }, 'order SMS not sent')));
    }
    await Promise.all(attempts);
  } catch (error) {
    log.error({ err: error, orderId, kind }, 'order notice failed');
  }
}
