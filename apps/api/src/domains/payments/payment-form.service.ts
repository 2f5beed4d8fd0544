import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LiqpayForm } from '@shop/contracts/checkout';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { ApiDeps } from '../../deps.ts';
import { installSecret } from '../../core/install-secret.ts';
import { paymentProvider } from '../../providers/payments/payment-providers.ts';

/** How long an online payment attempt may take before the order's deadline releases its stock. */
export const PAYMENT_WINDOW_MS = 30 * 60_000;

export const CALLBACK_PATH = '/api/v1/payments/liqpay/callback';
export const RETURN_PATH = '/api/v1/payments/liqpay/return';

/**
 * The shop page the shopper lands on after paying, which opens the payment result dialog from its
 * `?payment=success|failure` (SPEC §2): the order's own page (`/order/{number}/`) after checkout and
 * after a guest's new attempt, so that closing the dialog leaves the shopper on their order; the
 * current orders of the profile after a signed-in shopper's new attempt from there. `order` (the
 * checkout page) stays readable for return addresses signed before the order page existed.
 */
export const RETURN_PAGES = { order: '/buy-flow/order/', orders: '/profile/user-current-orders/', page: '/order/' } as const;
export type ReturnPage = keyof typeof RETURN_PAGES;

/**
 * The return address names the order by its public number and carries a short MAC of it, so that
 * nobody learns whether another person's order is paid by asking the return address with a number.
 */
export function returnToken(deps: ApiDeps, orderNumber: string): string {
  return createHmac('sha256', installSecret(deps.config, 'payment-return')).update(orderNumber).digest('base64url').slice(0, 22);
}

export function isReturnTokenValid(deps: ApiDeps, orderNumber: string, token: string): boolean {
  const expected = Buffer.from(returnToken(deps, orderNumber));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * LiqPay sends the browser back to `result_url` without saying how the payment went, so the shop's
 * own return address asks the order (payments.service.ts `paymentReturn`) and only then opens the page.
 * It is on the shop origin the shopper paid from (`shopOrigin`, one of core/shop-origins.ts's, never a
 * Host header as written), where their visitor cookie and session are.
 */
export function paymentReturnUrl(deps: ApiDeps, orderNumber: string, lang: ApiLanguage, page: ReturnPage, shopOrigin = deps.config.publicOrigin): string {
  const query = new URLSearchParams({ order: orderNumber, lang, to: page, t: returnToken(deps, orderNumber) });
  return `${shopOrigin}${RETURN_PATH}?${query}`;
}

/**
 * The signed form of a new LiqPay attempt for an order: checkout calls it for a new order paid by
 * card, `POST /v1/transaction` for another attempt. The description is Ukrainian, as LiqPay's page is.
 * What the shopper sees (the description on LiqPay's page, the return address) names the order by its
 * public number; LiqPay's `order_id` (`<id>-<attempt>`) is an internal payment reference that only comes
 * back in LiqPay's signed callback.
 */
export function orderPaymentForm(
  deps: ApiDeps,
  order: { id: number; number: string; total: number },
  lang: ApiLanguage,
  page: ReturnPage = 'page',
  shopOrigin: string = deps.config.publicOrigin,
): LiqpayForm {
  return paymentProvider(deps).checkoutForm({
    orderId: order.id,
    amount: order.total,
    description: `Оплата замовлення №${order.number}`,
    language: lang === 'ua' ? 'uk' : 'ru',
    resultUrl: paymentReturnUrl(deps, order.number, lang, page, shopOrigin),
    // The server-to-server callback always goes to the public origin: LiqPay's servers must reach it.
    serverUrl: `${deps.config.publicOrigin}${CALLBACK_PATH}`,
    shopOrigin,
  });
}
