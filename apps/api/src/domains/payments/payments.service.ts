import type { LiqpayForm } from '@shop/contracts/checkout';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { ApiDeps } from '../../deps.ts';
import { HttpError } from '../../core/errors.ts';
import { applyOrderEvent } from '../orders/order-transitions.ts';
import { isReturnTokenValid, orderPaymentForm, PAYMENT_WINDOW_MS, RETURN_PAGES, type ReturnPage } from './payment-form.service.ts';
import { paymentsMessage } from './payments.messages.ts';
import * as repo from './payments.repository.ts';

export interface OrderOwner {
  /** `u:<id>` or `v:<visitor id>` (`ownerKeyOf`, domains/orders/order-owner.ts). */
  ownerKey: string;
  /** Who the order's history names. */
  actor: string;
  signedIn: boolean;
}

/**
 * `POST /v1/transaction`: a new LiqPay attempt for the caller's own unpaid card order, named by its
 * public number (an internal id is not found). The order
 * moves to a pending payment with a new deadline, and the caller gets a fresh signed form. Another
 * person's order is 404; an order paid, cancelled or paid otherwise is 409.
 */
export async function startPaymentAttempt(
  deps: ApiDeps,
  owner: OrderOwner,
  orderNumber: string,
  lang: ApiLanguage,
  options: { shopOrigin?: string; page?: ReturnPage } = {},
): Promise<LiqpayForm> {
  const order = await deps.database.db.transaction(async (tx) => {
    const own = await repo.findOwnOrder(tx, orderNumber, owner.ownerKey);
    if (!own) throw new HttpError(404, paymentsMessage(lang, 'orderMissing'));
    // The state machine locks the row and refuses what cannot be paid online any more.
    const applied = own.paymentMethod === 'liqpay' ? await applyOrderEvent(tx, own.id, 'payment_started', { actor: owner.actor }) : null;
    if (!applied) throw new HttpError(409, paymentsMessage(lang, 'notPayable'));
    await repo.setPaymentDeadline(tx, own.id, new Date(Date.now() + PAYMENT_WINDOW_MS));
    return own;
  });
  return orderPaymentForm(deps, order, lang, options.page ?? (owner.signedIn ? 'orders' : 'page'), options.shopOrigin);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Where the browser goes back to after LiqPay: the shop page with `?payment=success` when the order
 * is paid, `failure` otherwise. LiqPay's callback usually arrives before the browser does; while the
 * payment is still pending the answer waits for it a few seconds. Null for a return address that is
 * not one the shop made (its MAC is wrong).
 */
export async function paymentReturnLocation(
  deps: ApiDeps,
  query: { order: string; t: string; to: ReturnPage; lang: ApiLanguage },
  waitMs = 4000,
): Promise<string | null> {
  if (!isReturnTokenValid(deps, query.order, query.t)) return null;
  let order = await repo.findPaymentOrderByNumber(deps.database.db, query.order);
  for (let waited = 0; order?.paymentStatus === 'pending' && waited < waitMs; waited += 250) {
    await sleep(250);
    order = await repo.findPaymentOrderByNumber(deps.database.db, query.order);
  }
  if (!order) return null;
  const outcome = order.paymentStatus === 'paid' ? 'success' : 'failure';
  const prefix = query.lang === 'ua' ? '/ua' : '';
  const page = query.to === 'page' ? `${RETURN_PAGES.page}${order.number}/` : RETURN_PAGES[query.to];
  return `${prefix}${page}?payment=${outcome}&order=${order.number}`;
}
