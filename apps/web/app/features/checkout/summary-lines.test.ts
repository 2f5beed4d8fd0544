import type { Quote } from '@shop/contracts/checkout';
import { describe, expect, it } from 'vitest';
import { basketLine } from './basket-line.test-support.ts';
import { clampBonuses } from './bonuses.ts';
import { summaryLines } from './summary-lines.ts';

const quote = (lines: Quote['lines']): Quote => ({
  lines,
  goodsTotal: 0,
  discounts: [],
  discountNotes: [],
  bonuses: { allowed: false, balance: 0, max: 0, used: 0 },
  delivery: 0,
  deliveryCharge: null,
  freeDeliveryFrom: 2000,
  total: 0,
  currency: 'UAH',
});

describe('summaryLines', () => {
  it('lists the basket’s own prices until the server’s quote comes', () => {
    const rows = summaryLines([basketLine({ count: 2, price: 450 })], null);
    expect(rows).toMatchObject([{ title: 'Крем', count: 2, price: 450, total: 900, free: false, short: false }]);
  });

  it('lists the server’s lines (its prices, free samples, stock now) with the basket’s images', () => {
    const line = basketLine({ variant: 11, count: 3 });
    const rows = summaryLines([line], quote([
      { id: 1, product_price_id: 11, type: 'product', title: 'Крем', value: '50 мл', count: 3, price: 400, oldPrice: 450, total: 1200, available: 2 },
      { id: 5, product_price_id: 55, type: 'sampler', title: 'Пробник', value: '2 мл', count: 1, price: 0, oldPrice: null, total: 0, available: 10 },
    ]));
    expect(rows).toMatchObject([
      { price: 400, total: 1200, short: true, available: 2, free: false },
      { title: 'Пробник', free: true, short: false, image: null },
    ]);
  });
});

describe('clampBonuses', () => {
  it('keeps digits only, between 0 and the allowed most', () => {
    expect(clampBonuses('120', 300)).toBe(120);
    expect(clampBonuses('1 2a0', 300)).toBe(120);
    expect(clampBonuses('999', 300)).toBe(300);
    expect(clampBonuses('', 300)).toBe(0);
    expect(clampBonuses('-5', 300)).toBe(5);
    expect(clampBonuses('50', 0)).toBe(0);
  });
});
