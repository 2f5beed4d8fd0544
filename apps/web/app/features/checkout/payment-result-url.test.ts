import { describe, expect, it } from 'vitest';
import { paymentResultOf, withoutPaymentResult } from './payment-result-url.ts';

describe('the payment result in the address', () => {
  it('is a success only for payment=success (SPEC §2), with the order when it is a public order number', () => {
    expect(paymentResultOf('?payment=success&order=K7M2Q9XH4TBW')).toEqual({ success: true, orderNumber: 'K7M2Q9XH4TBW' });
    expect(paymentResultOf('?payment=failure')).toEqual({ success: false, orderNumber: null });
    expect(paymentResultOf('?payment=&order=abc')).toEqual({ success: false, orderNumber: null });
    // An id is no order number.
    expect(paymentResultOf('?payment=success&order=42')).toEqual({ success: true, orderNumber: null });
    expect(paymentResultOf('?payment=SUCCESS&order=-1')).toEqual({ success: false, orderNumber: null });
    expect(paymentResultOf('?page=2')).toBeNull();
    expect(paymentResultOf('')).toBeNull();
  });

  it('is taken out of the address, keeping the rest', () => {
    expect(withoutPaymentResult('?payment=success&order=42')).toBe('');
    expect(withoutPaymentResult('?utm_source=x&payment=failure&order=42')).toBe('?utm_source=x');
  });
});
