import type { FastifyBaseLogger } from 'fastify';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { ApiDeps } from '../../deps.ts';
import { HttpError } from '../../core/errors.ts';
import type { PaymentCallback } from '../../providers/payments/payment-provider.ts';
import { paymentProvider } from '../../providers/payments/payment-providers.ts';
import { orderChangesCommitted } from '../orders/order-change-committed.ts';
import type { OrderEvent } from '../orders/order-state.ts';
import { type AppliedTransition, applyOrderEvent } from '../orders/order-transitions.ts';
import { paymentsMessage } from './payments.messages.ts';
import * as repo from './payments.repository.ts';

/** The order event each final verdict of the provider stands for; a pending status changes nothing. */
const EVENT_OF: Record<PaymentCallback['outcome'], OrderEvent | null> = {
  succeeded: 'payment_succeeded',
  failed: 'payment_failed',
  refunded: 'refund',
  pending: null,
};

export interface CallbackResult {
  orderId: number;
  outcome: PaymentCallback['outcome'];
  /** False for a replay: the same payment with the same status was recorded before. */
  recorded: boolean;
  /** The order's change, or null when none was due (replay, pending, or not allowed in its state). */
  applied: AppliedTransition | null;
}

/**
 * LiqPay's server-to-server callback (and the sandbox's, which takes the same path). Checked in
 * this order, and nothing is stored unless every check passes: the signature over `data` exactly as
 * received (400), the order (404), the amount and currency against the order's total (422). Then
 * the callback is recorded and the order moved in one transaction; a replay finds its record and
 * changes nothing, so LiqPay may repeat a callback as often as it likes.
 */
export async function receiveLiqpayCallback(
  deps: ApiDeps,
  input: { data: string; signature: string },
  lang: ApiLanguage,
  log: FastifyBaseLogger,
): Promise<CallbackResult> {
  const callback = paymentProvider(deps).verifyCallback(input.data, input.signature);
  if (!callback?.providerPaymentId || !callback.status) {
    log.warn('payment callback refused: bad signature or content');
    throw new HttpError(400, paymentsMessage(lang, 'badSignature'));
  }
  const order = callback.orderId ? await repo.findPaymentOrder(deps.database.db, callback.orderId) : null;
  if (!order) {
    log.warn({ orderId: callback.orderId, status: callback.status }, 'payment callback for an unknown order');
    throw new HttpError(404, paymentsMessage(lang, 'orderMissing'));
  }
  if (callback.amount !== order.total || callback.currency !== 'UAH') {
    // Signed by the provider, yet not what the order costs: someone paid a changed form. Staff must look.
    log.error(
      { orderId: order.id, status: callback.status, amount: callback.amount, currency: callback.currency, expected: order.total },
      'payment callback amount does not match the order',
    );
    throw new HttpError(422, paymentsMessage(lang, 'amountMismatch'));
  }

  const event = EVENT_OF[callback.outcome];
  if (callback.status === 'sandbox' && callback.outcome !== 'succeeded') {
    // A test payment (no money) signed with the live keys: recorded, and the order is left unpaid.
    log.error({ orderId: order.id }, 'sandbox payment callback refused: the shop is not in sandbox mode');
  }
  const result = await deps.database.db.transaction(async (tx) => {
    const recorded = await repo.recordCallback(tx, {
      provider: 'liqpay',
      orderId: order.id,
      providerPaymentId: callback.providerPaymentId,
      status: callback.status,
      amount: callback.amount,
      payload: callback.payload,
    });
    if (!recorded || !event) return { recorded, applied: null };
    // The letter and SMS (paid, refused, refunded) are queued with the change and sent after the
    // commit: they never hold up or undo it.
    const applied = await applyOrderEvent(tx, order.id, event, { actor: 'liqpay', note: `${callback.status} ${callback.providerPaymentId}` });
    return { recorded, applied };
  });
  const { applied } = result;
  if (result.recorded && event && !applied) {
    log.warn({ orderId: order.id, status: callback.status }, 'payment callback not applicable to the order in its state');
  } else if (applied?.event === 'payment_succeeded' && applied.to.status === 'cancelled') {
    // Money taken after the deadline cancelled the order: recorded as paid, staff must refund it.
    log.error({ orderId: order.id, status: callback.status }, 'payment arrived for a cancelled order: refund it');
  }
  if (applied) await orderChangesCommitted(deps, [applied]);
  return { orderId: order.id, outcome: callback.outcome, ...result };
}
