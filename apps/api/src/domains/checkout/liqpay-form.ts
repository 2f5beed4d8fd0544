import type { LiqpayForm } from '@shop/contracts/checkout';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { ApiDeps } from '../../deps.ts';
import { paymentProvider } from '../../providers/payments/payment-providers.ts';
import { checkoutMessage } from './checkout.messages.ts';

/** Where LiqPay (or the local sandbox) posts its server-to-server callback. */
export const LIQPAY_CALLBACK_PATH = '/api/v1/payments/liqpay/callback';
/** Where the shopper's browser comes back after paying: the order page, which asks how it went. */
export const PAYMENT_RETURN_PATH = '/buy-flow/order/';

/** What the payment form of a placed order is made from. */
export interface PayableOrder {
  id: number;
  /** Kopecks to charge. */
  total: number;
  lang: ApiLanguage;
}

/**
 * The LiqPay form the shopper's browser posts to pay an order: LiqPay's checkout with its keys, or
 * the shop's sandbox page in development and tests (`providers/payments/payment-providers.ts`).
 * Every attempt gets its own LiqPay `order_id`, so the same order may be offered again.
 */
export function liqpayFormFor(deps: ApiDeps, order: PayableOrder): LiqpayForm {
  const origin = deps.config.publicOrigin;
  const language = order.lang === 'ua' ? 'uk' : 'ru';
  return paymentProvider(deps).checkoutForm({
    orderId: order.id,
    amount: order.total,
    description: checkoutMessage(order.lang, 'paymentDescription', { id: order.id }),
    language,
    resultUrl: `${origin}${order.lang === 'ua' ? '/ua' : ''}${PAYMENT_RETURN_PATH}?order=${order.id}`,
    serverUrl: `${origin}${LIQPAY_CALLBACK_PATH}`,
  });
}
