import { describe, expect, it } from 'vitest';
import { createOrderAttempts } from './order-attempt.ts';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('order attempts', () => {
  it('reuses the key for the same body (a double click, a retry after a lost answer)', () => {
    const attempts = createOrderAttempts(counter());
    const body = { products: [{ id: 1, product_price_id: 2, count: 1 }], payment_method: 'cash' };
    expect(attempts.keyFor(body)).toBe('key-1');
    expect(attempts.keyFor({ ...body })).toBe('key-1');
  });

  it('takes a new key when the form changed', () => {
    const attempts = createOrderAttempts(counter());
    expect(attempts.keyFor({ payment_method: 'cash' })).toBe('key-1');
    expect(attempts.keyFor({ payment_method: 'liqpay' })).toBe('key-2');
  });

  it('takes a new key once the attempt is settled (the order was placed or refused)', () => {
    const attempts = createOrderAttempts(counter());
    const body = { payment_method: 'cash' };
    attempts.keyFor(body);
    attempts.settle();
    expect(attempts.keyFor(body)).toBe('key-2');
  });

  it('makes keys the API accepts (8–100 characters of letters, digits, _ and -)', () => {
    const key = createOrderAttempts().keyFor({});
    expect(key).toMatch(/^[\w-]{8,100}$/);
  });
});
