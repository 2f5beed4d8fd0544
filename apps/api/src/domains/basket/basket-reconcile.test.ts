import { describe, expect, it } from 'vitest';
import { type LineFacts, type LineRequest, capCount, pairKey, reconcileLines, sameLines } from './basket-reconcile.ts';

const facts = (list: Array<Partial<LineFacts> & { productId: number; productPriceId: number }>) =>
  new Map(
    list.map((f) => [
      pairKey(f.productId, f.productPriceId),
      { published: true, hasDuplicate: false, titleRu: `Товар ${f.productId}`, titleUk: `Товар ${f.productId} ua`, variantProductId: f.productId, quantity: 10, ...f },
    ]),
  );
const line = (productId: number, productPriceId: number, count = 1, type: LineRequest['type'] = 'product'): LineRequest => ({ productId, productPriceId, count, type });

describe('reconcileLines', () => {
  it('merges identical lines (same variant and kind) by adding counts, keeping the first position', () => {
    const known = facts([{ productId: 1, productPriceId: 11 }, { productId: 2, productPriceId: 21 }]);
    const { lines, dropped } = reconcileLines([line(1, 11, 2), line(2, 21), line(1, 11, 3), line(1, 11, 1, 'sampler')], known, 'ru');
    expect(lines).toEqual([line(1, 11, 5), line(2, 21), line(1, 11, 1, 'sampler')]);
    expect(dropped).toEqual([]);
  });

  it('never merges lines of a hasDuplicate product', () => {
    const known = facts([{ productId: 3, productPriceId: 31, hasDuplicate: true }]);
    expect(reconcileLines([line(3, 31, 2), line(3, 31, 1)], known, 'ru').lines).toEqual([line(3, 31, 2), line(3, 31, 1)]);
  });

  it('caps counts at the stock, and an empty shelf still leaves 1', () => {
    const known = facts([{ productId: 1, productPriceId: 11, quantity: 4 }, { productId: 2, productPriceId: 21, quantity: 0 }]);
    expect(reconcileLines([line(1, 11, 3), line(1, 11, 3), line(2, 21, 7)], known, 'ru').lines).toEqual([line(1, 11, 4), line(2, 21, 1)]);
    expect(capCount(50_000, 100_000)).toBe(9_999);
  });

  it('drops lines of missing or unpublished products and of variants gone or of another product, each named once', () => {
    const known = facts([
      { productId: 1, productPriceId: 11 },
      { productId: 4, productPriceId: 41, published: false },
      { productId: 1, productPriceId: 21, variantProductId: 2 },
      { productId: 1, productPriceId: 99, variantProductId: null },
      { productId: 9, productPriceId: 91, published: false, titleRu: null, titleUk: null, variantProductId: null },
    ]);
    const { lines, dropped } = reconcileLines([line(1, 11), line(4, 41), line(4, 41), line(1, 21), line(1, 99), line(9, 91), line(8, 81)], known, 'ua');
    expect(lines).toEqual([line(1, 11)]);
    expect(dropped).toEqual([
      { id: 4, product_price_id: 41, title: 'Товар 4 ua', reason: 'product_missing' },
      { id: 1, product_price_id: 21, title: 'Товар 1 ua', reason: 'price_missing' },
      { id: 1, product_price_id: 99, title: 'Товар 1 ua', reason: 'price_missing' },
      { id: 9, product_price_id: 91, title: '', reason: 'product_missing' },
      { id: 8, product_price_id: 81, title: '', reason: 'product_missing' },
    ]);
  });

  it('does not change the lines it was given', () => {
    const given = [line(1, 11, 2), line(1, 11, 2)];
    reconcileLines(given, facts([{ productId: 1, productPriceId: 11 }]), 'ru');
    expect(given).toEqual([line(1, 11, 2), line(1, 11, 2)]);
  });
});

describe('sameLines', () => {
  it('compares order, variant, kind and count', () => {
    expect(sameLines([line(1, 11, 2)], [line(1, 11, 2)])).toBe(true);
    expect(sameLines([line(1, 11, 2)], [line(1, 11, 3)])).toBe(false);
    expect(sameLines([line(1, 11), line(2, 21)], [line(2, 21), line(1, 11)])).toBe(false);
    expect(sameLines([line(1, 11)], [line(1, 11, 1, 'gift')])).toBe(false);
    expect(sameLines([], [line(1, 11)])).toBe(false);
  });
});
