import type { OrderDetail } from '@shop/contracts/orders';
import { holdsOnlyEvents } from './event-order.ts';

/**
 * SPEC §2 successful payment (flags sms, no-call, webinar): what the dialog adds for the paid order.
 * - webinar: the order holds a webinar line (decision 0018), so the dialog links its course on the
 *   platform (the first one, when there are several);
 * - sms: a quick order names only a phone, so its confirmation went by SMS;
 * - no-call: the shopper asked not to be called; the confirmation comes by e-mail.
 * An order of tickets and webinars alone (`eventsOnly`) is thanked without "we start packing it".
 * An order not (yet) paid shows none of them: LiqPay may return before its callback arrives.
 */
export interface PaymentSuccessVariants {
  webinarId: number | null;
  sms: boolean;
  noCall: boolean;
  eventsOnly: boolean;
}

export function paymentSuccessVariants(order: Pick<OrderDetail, 'products' | 'no_call' | 'quick_order' | 'payment_status'>): PaymentSuccessVariants {
  const paid = order.payment_status === 'paid';
  const webinar = order.products.find((line) => line.type === 'webinar' && line.id !== null);
  return {
    webinarId: paid && webinar ? webinar.id : null,
    sms: order.quick_order,
    noCall: !order.quick_order && order.no_call,
    eventsOnly: holdsOnlyEvents(order.products),
  };
}
