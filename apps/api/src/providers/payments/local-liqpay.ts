import { createHash } from 'node:crypto';
import type { LiqpayForm } from '@shop/contracts/checkout';
import type { PaymentCheckout, PaymentRefund, RefundResult } from './payment-provider.ts';
import type { SignedLiqpayData } from './liqpay-signature.ts';
import { LiqpayPaymentProvider } from './liqpay.ts';

/** The shop's own stand-in for LiqPay's checkout page (domains/payments/sandbox.routes.ts). */
export const LOCAL_LIQPAY_PATH = '/api/v1/payments/liqpay/sandbox';

/**
 * The local LiqPay driver: the same wire format with a key pair of this install (kept under
 * `<dataDir>/secrets`), and the form posted to the shop's sandbox page, whose buttons send a
 * correctly signed callback through the real callback handler. So the whole payment runs offline,
 * and a forged callback fails exactly as it would with LiqPay.
 */
export class LocalLiqpayPaymentProvider extends LiqpayPaymentProvider {
  override readonly kind = 'local' as const;
  private readonly production: boolean;
  private readonly publicOrigin: string;

  constructor(
    options: { publicOrigin: string; production: boolean },
    privateKey: () => Uint8Array,
  ) {
    const secret = Buffer.from(privateKey()).toString('utf8');
    super({
      // Derived, so it is stable per install; LiqPay's public keys look like `i000…`, the sandbox's say what they are.
      publicKey: `sandbox_${createHash('sha256').update(secret).digest('hex').slice(0, 16)}`,
      privateKey: secret,
      action: `${options.publicOrigin}${LOCAL_LIQPAY_PATH}`,
    });
    this.production = options.production;
    this.publicOrigin = options.publicOrigin;
  }

  /** The local sandbox page pays with status `sandbox`: a payment here, and the driver never runs in production. */
  override acceptsSandbox(): boolean {
    return !this.production;
  }

  override checkoutForm(checkout: PaymentCheckout): LiqpayForm {
    // Production refuses to start without LiqPay's keys; this is the second line.
    if (this.production) throw new Error('The local LiqPay driver does not take payments in production');
    // The sandbox page on the origin the shopper is on: a page's form may post only to its own origin.
    return { ...super.checkoutForm(checkout), action: `${checkout.shopOrigin ?? this.publicOrigin}${LOCAL_LIQPAY_PATH}` };
  }

  /**
   * The sandbox took no money, so its refund always succeeds, answered in LiqPay's words; outside
   * production only, like its payments.
   */
  override async refund(request: PaymentRefund): Promise<RefundResult> {
    if (this.production) return { ok: false, reason: 'the local LiqPay driver does not refund in production', payload: {} };
    const payload = { action: 'refund', status: 'reversed', result: 'ok', payment_id: request.paymentId, order_id: request.attemptId, amount: request.amount / 100, currency: 'UAH' };
    return { ok: true, providerPaymentId: request.paymentId, status: 'reversed', payload };
  }

  /** The checkout parameters a form carries, or null when its signature is not this driver's. */
  readCheckout(data: string, signature: string): Record<string, unknown> | null {
    const params = this.readSigned(data, signature);
    return params && params.public_key === this.options.publicKey ? params : null;
  }

  /** Signs a callback the way LiqPay would, with this install's private key. */
  signCallback(params: Record<string, unknown>): SignedLiqpayData {
    return this.sign({ ...params, public_key: this.options.publicKey });
  }
}
