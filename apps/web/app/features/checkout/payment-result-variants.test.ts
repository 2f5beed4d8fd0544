import type { OrderDetail } from '@shop/contracts/orders';
import { describe, expect, it } from 'vitest';
import { paymentSuccessVariants } from './payment-result-variants.ts';

const line = (type: string, id: number | null) => ({ id, product_price_id: null, type, title: '', slug: null, value: '', article: '', image: null, count: 1, price: 900, total: 900 });
const order = (over: Partial<Pick<OrderDetail, 'products' | 'no_call' | 'quick_order' | 'payment_status'>>) => ({
  products: [line('product', 3)],
  no_call: false,
  quick_order: false,
  payment_status: 'paid' as const,
  ...over,
});

describe('the successful payment dialog variants', () => {
  it('links the bought webinar of a paid order, and none before the payment is known', () => {
    expect(paymentSuccessVariants(order({ products: [line('product', 3), line('webinar', 12)] })).webinarId).toBe(12);
    expect(paymentSuccessVariants(order({ products: [line('webinar', 12)], payment_status: 'pending' })).webinarId).toBeNull();
    expect(paymentSuccessVariants(order({ products: [line('ticket', 5)] })).webinarId).toBeNull();
  });

  it('says SMS for a quick order and no call when the shopper asked for none', () => {
    expect(paymentSuccessVariants(order({ quick_order: true }))).toEqual({ webinarId: null, sms: true, noCall: false, eventsOnly: false });
    expect(paymentSuccessVariants(order({ no_call: true }))).toEqual({ webinarId: null, sms: false, noCall: true, eventsOnly: false });
    expect(paymentSuccessVariants(order({}))).toEqual({ webinarId: null, sms: false, noCall: false, eventsOnly: false });
  });

  it('thanks an order of tickets and webinars alone without speaking of packing it', () => {
    expect(paymentSuccessVariants(order({ products: [line('ticket', 5), line('webinar', 12)] })).eventsOnly).toBe(true);
    expect(paymentSuccessVariants(order({ products: [line('ticket', 5), line('product', 3)] })).eventsOnly).toBe(false);
  });
});
