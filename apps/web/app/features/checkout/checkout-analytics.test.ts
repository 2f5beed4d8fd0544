import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { basketLine } from './basket-line.test-support.ts';
import { trackBeginCheckout, trackPurchase } from './checkout-analytics.ts';

describe('checkout analytics', () => {
  beforeEach(() => {
    (globalThis as { window?: unknown }).window = {};
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });
  const layer = () => (globalThis as unknown as { window: { dataLayer?: unknown[] } }).window.dataLayer ?? [];

  it('sends begin_checkout with the lines, their variants and counts, in UAH', () => {
    trackBeginCheckout([basketLine({ count: 2, price: 450 })]);
    expect(layer()[1]).toMatchObject({
      event: 'begin_checkout',
      ecommerce: { currency: 'UAH', value: 900, items: [{ item_id: '1', item_variant: '50 мл', quantity: 2, price: 450 }] },
    });
  });

  it('sends nothing for an empty basket', () => {
    trackBeginCheckout([]);
    expect(layer()).toEqual([]);
  });

  it('sends purchase with the order number and the total the server charges', () => {
    trackPurchase({ number: 'K7M2P9X4QH3T', total: 850, payment_method: 'cash', liqpay: null, invoice_url: null, extras: [] }, [basketLine({ count: 2, price: 450 })]);
    expect(layer()[1]).toMatchObject({ event: 'purchase', ecommerce: { currency: 'UAH', transaction_id: 'K7M2P9X4QH3T', value: 850 } });
  });
});
