import type { OrderSummary } from '@shop/contracts/orders';

/** How a state is coloured: moving along, done well, stopped, or waiting for the shopper. */
export type Tone = 'progress' | 'done' | 'stopped' | 'waiting';

export function statusTone(status: OrderSummary['status']): Tone {
  switch (status) {
    case 'delivered':
    case 'paid':
      return 'done';
    case 'cancelled':
    case 'refunded':
      return 'stopped';
    case 'awaiting_payment':
      return 'waiting';
    default:
      return 'progress';
  }
}

/** An unpaid card order waits for the shopper; cash and invoices are simply paid later. */
export function paymentTone(status: OrderSummary['payment_status'], method: OrderSummary['payment_method']): Tone {
  switch (status) {
    case 'paid':
      return 'done';
    case 'failed':
    case 'refunded':
      return 'stopped';
    case 'pending':
      return 'progress';
    default:
      return method === 'liqpay' ? 'waiting' : 'progress';
  }
}
