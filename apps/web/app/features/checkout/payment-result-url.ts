/**
 * The query LiqPay's result URL carries back: `payment=success` (anything else is a failure, SPEC
 * §2) and `order=<id>` of the order paid.
 */
export function paymentResultOf(search: string): { success: boolean; orderId: number | null } | null {
  const params = new URLSearchParams(search);
  const payment = params.get('payment');
  if (payment === null) return null;
  const order = params.get('order');
  const orderId = order && /^\d{1,10}$/.test(order) && Number(order) > 0 && Number(order) <= 2_147_483_647 ? Number(order) : null;
  return { success: payment === 'success', orderId };
}

/** The same query without the payment result's parameters ("" when nothing else is left). */
export function withoutPaymentResult(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('payment');
  params.delete('order');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
