import { describe, expect, it } from 'vitest';
import { nextStepOf } from './next-step.ts';

describe('the order page’s next step', () => {
  it('asks a card order to be paid while it can be, and waits for the bank while a payment is open', () => {
    expect(nextStepOf({ status: 'new', payment_method: 'liqpay', payment_status: 'failed', can_pay: true })).toBe('payNow');
    expect(nextStepOf({ status: 'new', payment_method: 'liqpay', payment_status: 'pending', can_pay: false })).toBe('paymentPending');
    expect(nextStepOf({ status: 'new', payment_method: 'cash', payment_status: 'not_paid', can_pay: false })).toBe('new');
  });

  it('follows the order’s state once it has moved on', () => {
    for (const status of ['confirmed', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded'] as const) {
      expect(nextStepOf({ status, payment_method: 'liqpay', payment_status: 'paid', can_pay: false })).toBe(status);
    }
  });
});
