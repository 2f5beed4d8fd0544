import { randomBytes } from 'node:crypto';
import type { LiqpayForm } from '@shop/contracts/checkout';
import type { PaymentCallback, PaymentCheckout, PaymentProvider, PaymentRefund, RefundResult } from './payment-provider.ts';
import { decodeLiqpayData, isLiqpaySignatureValid, signLiqpayParams, type SignedLiqpayData } from './liqpay-signature.ts';

/** LiqPay's hosted checkout page: the shopper's browser posts `data` and `signature` here. */
export const LIQPAY_CHECKOUT_URL = 'https://www.liqpay.ua/api/3/checkout';
/** LiqPay's server-to-server API (status, refund): the same signed `data` and `signature`. */
export const LIQPAY_API_URL = 'https://www.liqpay.ua/api/request';
/** A refund waits this long for LiqPay; the staff member sees the failure and may try again. */
const REFUND_TIMEOUT_MS = 20_000;

export interface LiqpayOptions {
  publicKey: string;
  privateKey: string;
  /** Where the form is posted; LiqPay's checkout unless a local sandbox stands in. */
  action?: string;
  /** `sandbox: 1`: LiqPay takes test cards and charges nothing (a staging shop with real keys). */
  sandbox?: boolean;
  /** Tests stand in for LiqPay's API here. */
  fetch?: typeof fetch;
}

/**
 * LiqPay's `order_id` must be unique per payment attempt, while one order may be paid in several
 * attempts (a declined card, then `POST /v1/transaction`). So each attempt is `<order id>-<time><random>`
 * and the callback maps it back to the order by the part before the dash.
 */
export function liqpayAttemptId(orderId: number, now = Date.now()): string {
  return `${orderId}-${now.toString(36)}${randomBytes(3).toString('hex')}`;
}

/** The shop's order id inside an attempt id, or null when it is not one of ours. */
export function orderIdOfAttempt(attemptId: unknown): number | null {
  if (typeof attemptId !== 'string') return null;
  const match = /^([1-9]\d{0,9})-[0-9a-z]{1,40}$/.exec(attemptId);
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * LiqPay's status words in the shop's terms (reference/integrations.md §2). Only a final verdict
 * changes an order: `success` is money taken, and so is `sandbox` (a successful test payment) but only
 * when the shop runs in sandbox mode (`acceptSandbox`): otherwise no money was taken and the order is
 * left as it was. `failure` and `error` are a declined attempt, `reversed` money returned. Everything
 * else (`processing`, `wait_secure`, `wait_accept`, `3ds_verify`, `hold_wait`, `invoice_wait`,
 * `try_again`…) is pending.
 */
export function liqpayOutcome(status: string, acceptSandbox: boolean): PaymentCallback['outcome'] {
  switch (status) {
    case 'success':
      return 'succeeded';
    case 'sandbox':
      return acceptSandbox ? 'succeeded' : 'pending';
    case 'failure':
    case 'error':
      return 'failed';
    case 'reversed':
      return 'refunded';
    default:
      return 'pending';
  }
}

/** Kopecks as LiqPay's decimal hryvnias (12345 → 123.45). */
export function toLiqpayAmount(kopecks: number): number {
  return Math.round(kopecks) / 100;
}

/** LiqPay's amount (a number, sometimes a numeric string) in kopecks, or null when it is not one. */
export function fromLiqpayAmount(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}(\.\d{1,2})?$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(number) || number < 0) return null;
  return Math.round(number * 100);
}

/** LiqPay's checkout speaks Ukrainian and English only; a Russian-speaking shopper gets the Ukrainian page. */
function liqpayLanguage(_language: PaymentCheckout['language']): 'uk' {
  return 'uk';
}

/** The real LiqPay driver: a signed form for LiqPay's checkout and the check of its callbacks. */
export class LiqpayPaymentProvider implements PaymentProvider {
  readonly name = 'liqpay';
  readonly kind: PaymentProvider['kind'] = 'liqpay';

  constructor(protected readonly options: LiqpayOptions) {}

  /** The parameters of one attempt, as LiqPay documents them for `action: pay`. */
  checkoutParams(checkout: PaymentCheckout): Record<string, unknown> {
    return {
      version: 3,
      public_key: this.options.publicKey,
      action: 'pay',
      amount: toLiqpayAmount(checkout.amount),
      currency: 'UAH',
      description: checkout.description,
      order_id: liqpayAttemptId(checkout.orderId),
      language: liqpayLanguage(checkout.language),
      result_url: checkout.resultUrl,
      server_url: checkout.serverUrl,
      ...(this.options.sandbox ? { sandbox: 1 } : {}),
    };
  }

  checkoutForm(checkout: PaymentCheckout): LiqpayForm {
    return { action: this.options.action ?? LIQPAY_CHECKOUT_URL, ...this.sign(this.checkoutParams(checkout)) };
  }

  protected sign(params: Record<string, unknown>): SignedLiqpayData {
    return signLiqpayParams(this.options.privateKey, params);
  }

  /** Whether a `sandbox` status is a payment: only in sandbox mode (LIQPAY_SANDBOX, refused in production). */
  acceptsSandbox(): boolean {
    return this.options.sandbox === true;
  }

  /** The signed parameters inside `data`, or null when the signature is not ours or `data` is not JSON. */
  protected readSigned(data: string, signature: string): Record<string, unknown> | null {
    if (!isLiqpaySignatureValid(this.options.privateKey, data, signature)) return null;
    return decodeLiqpayData(data);
  }

  /**
   * LiqPay's documented refund: `action: refund` with the paid attempt's `order_id` and the amount,
   * posted server to server. Its answer is `status: reversed` when the money went back, else
   * `result: error` with `err_code` and `err_description`; a network failure or a timeout is a refusal
   * too, so the order is left as it was and the staff member may try again.
   */
  async refund(request: PaymentRefund): Promise<RefundResult> {
    const params = { version: 3, public_key: this.options.publicKey, action: 'refund', order_id: request.attemptId, amount: toLiqpayAmount(request.amount) };
    const signed = this.sign(params);
    let answer: Record<string, unknown>;
    try {
      const response = await (this.options.fetch ?? fetch)(LIQPAY_API_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ data: signed.data, signature: signed.signature }).toString(),
        signal: AbortSignal.timeout(REFUND_TIMEOUT_MS),
      });
      answer = (await response.json()) as Record<string, unknown>;
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message.slice(0, 200) : 'no answer', payload: {} };
    }
    if (answer.status === 'reversed') {
      const paymentId = answer.payment_id ?? request.paymentId;
      return { ok: true, providerPaymentId: String(paymentId).slice(0, 100), status: 'reversed', payload: answer };
    }
    const reason = [answer.err_code, answer.err_description].filter((part) => typeof part === 'string' && part).join(': ');
    return { ok: false, reason: reason.slice(0, 200) || String(answer.status ?? 'error'), payload: answer };
  }

  verifyCallback(data: string, signature: string): PaymentCallback | null {
    const payload = this.readSigned(data, signature);
    // A callback signed with our key but naming another merchant is not about our shop.
    if (!payload || payload.public_key !== this.options.publicKey) return null;
    const status = typeof payload.status === 'string' ? payload.status : '';
    // LiqPay's own id of the payment; an attempt that never reached a payment has none, then its order_id stands in.
    const paymentId = payload.payment_id ?? payload.liqpay_order_id ?? payload.order_id;
    return {
      orderId: orderIdOfAttempt(payload.order_id) ?? 0,
      providerPaymentId: typeof paymentId === 'string' || typeof paymentId === 'number' ? String(paymentId).slice(0, 100) : '',
      status: status.slice(0, 40),
      outcome: liqpayOutcome(status, this.acceptsSandbox()),
      amount: fromLiqpayAmount(payload.amount) ?? -1,
      currency: typeof payload.currency === 'string' ? payload.currency : '',
      payload,
    };
  }
}
