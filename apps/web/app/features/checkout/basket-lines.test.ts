import { describe, expect, it } from 'vitest';
import { basketLine } from './basket-line.test-support.ts';
import { mergeLines, readBasketJson } from './basket-lines.ts';

describe('readBasketJson', () => {
  it('reads the lines of a stored basket of version 1', () => {
    const line = basketLine({ count: 2 });
    expect(readBasketJson(JSON.stringify({ v: 1, lines: [line] }))).toEqual([line]);
  });

  it('treats what it cannot read as an empty basket', () => {
    for (const raw of [null, '', 'not json', '[]', JSON.stringify({ v: 2, lines: [basketLine()] }), JSON.stringify({ v: 1, lines: 'x' })]) {
      expect(readBasketJson(raw)).toEqual([]);
    }
  });

  it('leaves out lines without a product, a variant or a count of at least 1', () => {
    const good = basketLine();
    const stored = { v: 1, lines: [good, { ...good, select_count: 0 }, { ...good, select_type: null }, { id: 'x' }, null] };
    expect(readBasketJson(JSON.stringify(stored))).toEqual([good]);
  });
});

describe('mergeLines', () => {
  it('adds a new product as a line of its own', () => {
    const result = mergeLines([basketLine({ id: 1 })], [basketLine({ id: 2, variant: 21 })]);
    expect(result.map((line) => [line.id, line.select_count])).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it('adds the count to the same product, variant and kind, within the stock', () => {
    const result = mergeLines([basketLine({ count: 2, quantity: 4 })], [basketLine({ count: 1, quantity: 4 })]);
    expect(result).toHaveLength(1);
    expect(result[0].select_count).toBe(3);
    expect(mergeLines([basketLine({ count: 3, quantity: 4 })], [basketLine({ count: 3, quantity: 4 })])[0].select_count).toBe(4);
  });

  it('keeps another variant or another kind of line apart', () => {
    expect(mergeLines([basketLine({ variant: 11 })], [basketLine({ variant: 12 })])).toHaveLength(2);
    expect(mergeLines([basketLine()], [basketLine({ type: 'sampler' })])).toHaveLength(2);
  });

  it('never merges a product flagged hasDuplicate (SPEC §4)', () => {
    const flagged = basketLine({ hasDuplicate: true });
    expect(mergeLines([flagged], [flagged])).toHaveLength(2);
  });
});
