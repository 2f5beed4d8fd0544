import type { LiqpayForm } from '@shop/contracts/checkout';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { ApiDeps } from '../../deps.ts';

/** What the payment form of a placed order is made from. */
export interface PayableOrder {
  id: number;
  /** Kopecks to charge. */
  total: number;
  lang: ApiLanguage;
}

/**
 * The LiqPay form the shopper's browser posts to pay a placed order. The payment provider
 * (`providers/payments/payment-providers.ts`) is not part of this branch yet, so there is no form to
 * give: the order is placed with its payment pending and `liqpay: null`; the shopper can start the
 * payment later with `POST /v1/transaction`. This is the one place to connect it.
 */
export function liqpayFormFor(_deps: ApiDeps, _order: PayableOrder): LiqpayForm | null {
  return null;
}
