import type { BasketLine } from '@shop/contracts/basket';
import type { PlacedOrder, RemainingProduct } from '@shop/contracts/checkout';
import { IDEMPOTENCY_HEADER } from '@shop/contracts/constants';
import { useRef, useState } from 'react';
import { openDialog } from '../../dialogs/dialog-store.ts';
import { ApiError } from '../../lib/api-client.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { clearBasket } from './basket-source.ts';
import { trackPurchase } from './checkout-analytics.ts';
import { checkoutApi } from './checkout-api.ts';
import { submitLiqpayForm } from './liqpay-redirect.ts';
import { createOrderAttempts } from './order-attempt.ts';
import type { OrderPayload } from './order-payload.ts';

export type PlaceOutcome =
  | { kind: 'placed'; order: PlacedOrder }
  /** Some lines cannot be had in the wanted count: the stock shortage dialog is open. */
  | { kind: 'shortage' }
  | { kind: 'failed'; error: unknown };

/** POST /v1/checkout/store: the same key for a retried attempt makes the server answer with the same order. */
function storeOrderCall(body: OrderPayload, idempotencyKey: string): Promise<PlacedOrder> {
  return browserApi
    .post<{ data: PlacedOrder }>('/v1/checkout/store', body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
    .then((answer) => answer.data);
}

export function openStockShortage(products: RemainingProduct[]): void {
  openDialog('stock-shortage', { products });
}

/**
 * Placing an order (SPEC §7, §8): the stock is checked first (`check-quantity`, the shortage dialog
 * when something is missing), then `checkout/store` with the attempt's `Idempotency-Key`. While it
 * runs the button stays busy; a second press during it is ignored, and a press after a lost answer
 * sends the same key, so either way one order is placed. Once placed, the basket is emptied, the
 * purchase is reported and a LiqPay order goes on to LiqPay's page.
 */
export function usePlaceOrder() {
  const [placing, setPlacing] = useState(false);
  const running = useRef(false);
  const attempts = useRef(createOrderAttempts());

  async function place(payload: OrderPayload, lines: readonly BasketLine[]): Promise<PlaceOutcome> {
    if (running.current) return { kind: 'failed', error: new Error('an order is being placed') };
    running.current = true;
    setPlacing(true);
    let leaving = false;
    try {
      const check = await checkoutApi.checkQuantity(payload.products);
      if (!check.ok) {
        openStockShortage(check.remainingProducts);
        return { kind: 'shortage' };
      }
      const order = await storeOrder(payload);
      clearBasket();
      trackPurchase(order, lines);
      if (order.payment_method === 'liqpay' && order.liqpay) {
        // The page is left for LiqPay's: the button stays busy until it goes.
        leaving = true;
        submitLiqpayForm(order.liqpay);
      }
      return { kind: 'placed', order };
    } catch (error) {
      // Stock sold out between the check and the order: show what is missing now.
      if (error instanceof ApiError && error.status === 409) {
        const again = await checkoutApi.checkQuantity(payload.products).catch(() => null);
        if (again && !again.ok) {
          openStockShortage(again.remainingProducts);
          return { kind: 'shortage' };
        }
      }
      return { kind: 'failed', error };
    } finally {
      running.current = false;
      if (!leaving) setPlacing(false);
    }
  }

  async function storeOrder(payload: OrderPayload): Promise<PlacedOrder> {
    const key = attempts.current.keyFor(payload);
    try {
      const order = await storeOrderCall(payload, key);
      attempts.current.settle();
      return order;
    } catch (error) {
      // A refusal is final for this body; a lost answer or a server failure keeps the key for the retry.
      if (error instanceof ApiError && error.status < 500 && error.status !== 429) attempts.current.settle();
      throw error;
    }
  }

  return { place, placing };
}
