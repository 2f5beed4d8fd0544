import type { LiqpayForm } from '@shop/contracts/checkout';

/**
 * Online card payment (ARCHITECTURE §5): LiqPay's real driver, or the local driver whose sandbox page
 * posts a correctly signed callback so the whole flow runs offline. Both speak LiqPay's wire format
 * (`data` = base64 JSON, `signature` = base64 sha1(private_key + data + private_key)).
 */
export interface PaymentCheckout {
  orderId: number;
  /** Kopecks to charge. */
  amount: number;
  description: string;
  language: 'ru' | 'uk';
  /** Where the shopper's browser returns after paying (the shop adds `?payment=success|failure`). */
  resultUrl: string;
  /** Where the provider posts its server-to-server callback. */
  serverUrl: string;
  /**
   * The shop origin the shopper's page is on (core/shop-origins.ts): the local sandbox page is served
   * there, so that the page's `form-action 'self'` lets the form go. LiqPay's own page ignores it.
   */
  shopOrigin?: string;
}

/** A verified callback, in the shop's terms. */
export interface PaymentCallback {
  orderId: number;
  /** The provider's id of this payment attempt. */
  providerPaymentId: string;
  /** The provider's own status word, kept as received. */
  status: string;
  /** What the shop makes of it. */
  outcome: 'succeeded' | 'failed' | 'pending' | 'refunded';
  /** Kopecks the provider reports. */
  amount: number;
  currency: string;
  payload: Record<string, unknown>;
}

/** A refund of one paid attempt, in full. */
export interface PaymentRefund {
  /** LiqPay's `order_id` of the paid attempt (`<order id>-<attempt>`), as its callback carried it. */
  attemptId: string;
  /** The provider's id of the paid payment (the stored callback's). */
  paymentId: string;
  /** Kopecks to return. */
  amount: number;
}

/** What the provider answered: the money went back (`reversed`), or a refusal with its reason. */
export type RefundResult =
  | { ok: true; providerPaymentId: string; status: string; payload: Record<string, unknown> }
  | { ok: false; reason: string; payload: Record<string, unknown> };

export interface PaymentProvider {
  readonly name: 'liqpay';
  /** `liqpay`: LiqPay itself; `local`: the shop's sandbox page (development, tests). */
  readonly kind: 'liqpay' | 'local';
  /** The form the shopper's browser posts to the provider's checkout page. */
  checkoutForm(checkout: PaymentCheckout): LiqpayForm;
  /** The callback's content when its signature is right, else null. */
  verifyCallback(data: string, signature: string): PaymentCallback | null;
  /** Returns a paid attempt's money (LiqPay `action: refund`); never throws, a failure is `ok: false`. */
  refund(request: PaymentRefund): Promise<RefundResult>;
}
