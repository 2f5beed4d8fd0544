import { isOrderNumber } from '@shop/contracts/order-number';

/**
 * The query LiqPay's result URL carries back: `payment=success` (anything else is a failure, SPEC
 * §2) and `order=<number>`, the public number of the order paid.
 */
export function paymentResultOf(search: string): { success: boolean; orderNumber: string | null } | null {
  const params = new URLSearchParams(search);
  const payment = params.get('payment');
  if (payment === null) return null;
  const order = params.get('order');
  const orderNumber = order && isOrderNumber(order) ? order : null;
  return { success: payment === 'success', orderNumber };
}

/** The same query without the payment result's parameters ("" when nothing else is left). */
export function withoutPaymentResult(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('payment');
  params.delete('order');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
