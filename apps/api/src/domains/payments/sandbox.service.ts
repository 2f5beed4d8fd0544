import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiDeps } from '../../deps.ts';
import { HttpError } from '../../core/errors.ts';
import { fromLiqpayAmount } from '../../providers/payments/liqpay.ts';
import { LocalLiqpayPaymentProvider } from '../../providers/payments/local-liqpay.ts';
import { paymentProvider } from '../../providers/payments/payment-providers.ts';
import { receiveLiqpayCallback } from './liqpay-callback.service.ts';
import { SANDBOX_CARDS } from './sandbox.page.ts';

/**
 * The local LiqPay driver's sandbox: it reads the signed checkout form the shop made, and on the
 * shopper's choice builds the callback LiqPay would send, signs it with the install's key and hands
 * it to the same callback handler LiqPay's callback reaches. Never in production, and only while
 * the local driver is the one in use.
 */

/** The local driver, or null when the sandbox must not exist (production, or LiqPay configured). */
export function sandboxDriver(deps: ApiDeps): LocalLiqpayPaymentProvider | null {
  if (deps.config.env === 'production') return null;
  const provider = paymentProvider(deps);
  return provider instanceof LocalLiqpayPaymentProvider ? provider : null;
}

export interface SandboxCheckoutParams {
  orderId: string;
  /** Kopecks. */
  amount: number;
  description: string;
  resultUrl: string;
  params: Record<string, unknown>;
}

/** The checkout a form asks for, or null when its signature is not the local driver's. */
export function readSandboxCheckout(driver: LocalLiqpayPaymentProvider, data: string, signature: string): SandboxCheckoutParams | null {
  const params = driver.readCheckout(data, signature);
  if (!params) return null;
  const amount = fromLiqpayAmount(params.amount);
  const resultUrl = typeof params.result_url === 'string' ? params.result_url : '';
  if (typeof params.order_id !== 'string' || amount === null || !/^https?:\/\//.test(resultUrl)) return null;
  return {
    orderId: params.order_id,
    amount,
    description: typeof params.description === 'string' ? params.description : '',
    resultUrl,
    params,
  };
}

export type SandboxChoice = 'pay' | 'refuse';

/** `pay` with the test card succeeds; the declined card and `refuse` fail; another card number is an input error. */
export function sandboxStatus(choice: SandboxChoice, card: string): { status: 'sandbox' | 'failure'; errCode?: string } | null {
  if (choice === 'refuse') return { status: 'failure', errCode: 'cancel' };
  const digits = card.replace(/[\s-]/g, '');
  if (digits === SANDBOX_CARDS.success) return { status: 'sandbox' };
  if (digits === SANDBOX_CARDS.declined) return { status: 'failure', errCode: 'limit' };
  return null;
}

/**
 * Sends LiqPay's callback for the checkout through the real handler and says where the browser
 * goes: the checkout's `result_url` with `payment=success|failure`. A callback the handler refuses
 * (the order's total changed since the form was made) returns the shopper with `failure`.
 */
export async function completeSandboxPayment(
  deps: ApiDeps,
  driver: LocalLiqpayPaymentProvider,
  checkout: SandboxCheckoutParams,
  verdict: { status: 'sandbox' | 'failure'; errCode?: string },
  log: FastifyBaseLogger,
): Promise<string> {
  const now = Date.now();
  const paymentId = now * 1000 + randomInt(0, 1000);
  const callback = driver.signCallback({
    version: 3,
    action: 'pay',
    payment_id: paymentId,
    status: verdict.status,
    ...(verdict.errCode ? { err_code: verdict.errCode, err_description: verdict.errCode === 'cancel' ? 'Платіж скасовано' : 'Відмова банку' } : {}),
    paytype: 'card',
    order_id: checkout.orderId,
    liqpay_order_id: `SANDBOX${paymentId}`,
    description: checkout.description,
    amount: checkout.params.amount,
    currency: checkout.params.currency,
    sender_card_mask2: '424242*42',
    transaction_id: paymentId,
    create_date: now,
    end_date: now,
  });
  let succeeded = false;
  try {
    const result = await receiveLiqpayCallback(deps, callback, 'ua', log);
    succeeded = result.outcome === 'succeeded';
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
  }
  const back = new URL(checkout.resultUrl);
  back.searchParams.set('payment', succeeded ? 'success' : 'failure');
  return back.toString();
}
