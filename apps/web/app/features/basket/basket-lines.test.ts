import { describe, expect, it } from 'vitest';
import { clampCount, countItems, eventLine, lineInputs, lineKeys, maxCount, mergeLines, promoCheckQuery, promoLine, refreshLines } from './basket-lines.ts';
import { line } from './testing/basket-fixtures.ts';

describe('basket line quantity (SPEC §5)', () => {
  it('keeps a count between 1 and the variant quantity, rounding up', () => {
    const stock = { quantity: 5 };
    expect(clampCount(3, stock)).toBe(3);
    expect(clampCount(2.1, stock)).toBe(3);
    expect(clampCount('4', stock)).toBe(4);
    expect(clampCount('1,5', stock)).toBe(2);
    expect(clampCount(0, stock)).toBe(1);
    expect(clampCount(-7, stock)).toBe(1);
    expect(clampCount(99, stock)).toBe(5);
  });

  it('reads what is not a number as 1', () => {
    for (const wanted of ['', 'abc', Number.NaN, null, undefined, {}]) expect(clampCount(wanted, { quantity: 5 })).toBe(1);
  });

  it('allows 1 when the variant quantity is not known', () => {
    expect(clampCount(3, { quantity: 0 })).toBe(1);
    expect(clampCount(3, { quantity: Number.NaN })).toBe(1);
    expect(maxCount(line(1, 1, {}, { quantity: 0 }))).toBe(1);
    expect(maxCount(line(1, 1, {}, { quantity: 7 }))).toBe(7);
  });
});

describe('merging lines (SPEC §4)', () => {
  it('adds the units to an identical line, within its stock', () => {
    const merged = mergeLines([line(1, 2)], [line(1, 3), line(1, 9)]);
    expect(merged).toHaveLength(1);
    expect(merged[0].select_count).toBe(10);
  });

  it('keeps other variants, kinds and products as lines of their own', () => {
    const merged = mergeLines([line(1, 1)], [line(1, 1, {}, { id: 99 }), line(2, 1), { ...line(1, 1), type: 'webinar' }]);
    expect(merged.map((l) => `${l.type}:${l.id}:${l.select_type.id}`)).toEqual(['product:1:10', 'product:1:99', 'product:2:20', 'webinar:1:10']);
  });

  it('never merges a product flagged hasDuplicate', () => {
    const moved = line(3, 1, { hasDuplicate: true });
    const merged = mergeLines([moved], [moved, moved]);
    expect(merged).toHaveLength(3);
    expect(lineKeys(merged)).toEqual(['product:3:30', 'product:3:30#1', 'product:3:30#2']);
  });

  it('stops at the most lines a basket may hold', () => {
    const many = Array.from({ length: 120 }, (_, i) => line(i + 1));
    expect(mergeLines([], many)).toHaveLength(100);
  });
});

describe('what the header counts and the API is told', () => {
  const gift = promoLine({ id: 8, product_price_id: 80, title: 'Подарок', slug: 'gift', value: '5 мл', image: null }, 'gift');

  it('counts the units bought, not the free lines', () => {
    expect(countItems([line(1, 2), line(2, 3), gift])).toBe(5);
  });

  it('names variants and counts without any price', () => {
    expect(lineInputs([line(1, 2), gift])).toEqual([
      { id: 1, product_price_id: 10, count: 2, type: 'product' },
      { id: 8, product_price_id: 80, count: 1, type: 'gift' },
    ]);
  });

  it('asks for samples and gifts by products[priceId]=count of the bought lines', () => {
    const moved = line(3, 1, { hasDuplicate: true });
    expect(promoCheckQuery([line(1, 2), moved, moved, gift])).toEqual({ 'products[10]': 2, 'products[30]': 2 });
  });
});

describe('refreshing lines with the current data of their variants', () => {
  it('takes title, price and stock from the answer and keeps kind and count within the new stock', () => {
    const stored = [line(1, 5), { ...line(2, 1), type: 'sampler' as const }, { ...line(2, 1), type: 'product' as const }];
    const fresh = [line(1, 1, { title: 'Новое имя' }, { price: 150, quantity: 3 }), line(2, 1, {}, { price: 90 })];
    const { lines, gone } = refreshLines(stored, fresh);
    expect(gone).toEqual([]);
    expect(lines.map((l) => [l.title, l.select_type.price, l.select_count, l.type])).toEqual([
      ['Новое имя', 150, 3, 'product'],
      ['Товар 2', 100, 1, 'sampler'],
      ['Товар 2', 90, 1, 'product'],
    ]);
  });

  it('keeps tickets and webinars as they are: the quote prices them from their seminar or course, not the catalogue', () => {
    const ticket = eventLine({ type: 'ticket', id: 10, title: 'Семинар', uaTitle: 'Семінар', value: '12.12.2026, Киев', price: 1500, left: 4, count: 9 });
    const webinar = eventLine({ type: 'webinar', id: 10, title: 'Вебинар', uaTitle: 'Вебінар', value: 'Вебинар', price: 900, left: 1, count: 3 });
    expect([ticket.select_count, webinar.select_count]).toEqual([4, 1]);
    const { lines, gone } = refreshLines([ticket, webinar], [line(1, 1)]);
    expect(gone).toEqual([]);
    expect(lines).toEqual([ticket, webinar]);
    expect(promoCheckQuery([ticket, webinar, line(1, 2)])).toEqual({ 'products[10]': 2 });
    expect(lineInputs([ticket, webinar])).toEqual([
      { id: 10, product_price_id: 10, count: 4, type: 'ticket' },
      { id: 10, product_price_id: 10, count: 1, type: 'webinar' },
    ]);
  });

  it('names the lines whose variant is gone or belongs to another product, and keeps free lines', () => {
    const gift = promoLine({ id: 8, product_price_id: 80, title: 'Подарок', slug: 'gift', value: '5 мл', image: null }, 'gift');
    const { lines, gone } = refreshLines([line(1), line(2), gift], [line(1), line(3, 1, {}, { id: 20 })]);
    expect(lines.map((l) => l.id)).toEqual([1, 8]);
    expect(gone.map((l) => l.id)).toEqual([2]);
  });
});
