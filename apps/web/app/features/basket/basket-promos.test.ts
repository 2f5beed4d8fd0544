import type { PromoItem, PromoOffer } from '@shop/contracts/basket';
import { describe, expect, it } from 'vitest';
import { promoLine } from './basket-lines.ts';
import { chosenOf, reconcilePromos } from './basket-promos.ts';
import { line } from './testing/basket-fixtures.ts';

const item = (priceId: number): PromoItem => ({ id: priceId, product_price_id: priceId, title: `Пробник ${priceId}`, slug: `s-${priceId}`, value: '2 мл', image: null });
const offer = (id: number, maxCount: number, priceIds: number[]): PromoOffer => ({ id, title: `Правило ${id}`, maxCount, items: priceIds.map(item) });
const kinds = (lines: readonly { type: string; select_type: { id: number } }[]) => lines.map((l) => `${l.type}:${l.select_type.id}`);

describe('samples and gifts after a check (SPEC §4)', () => {
  it('adds the gifts of each rule after the bought lines, maxCount items each', () => {
    const next = reconcilePromos([line(1)], [], [offer(1, 2, [501, 502, 503]), offer(2, 1, [601])]);
    expect(kinds(next)).toEqual(['product:10', 'gift:501', 'gift:502', 'gift:601']);
    expect(next.filter((l) => l.type === 'gift').every((l) => l.select_type.price === 0 && l.select_count === 1)).toBe(true);
  });

  it('drops gifts the rules no longer give', () => {
    const before = [line(1), promoLine(item(501), 'gift')];
    expect(kinds(reconcilePromos(before, [], []))).toEqual(['product:10']);
  });

  it('keeps chosen samples the rules still offer, up to maxCount per rule', () => {
    const chosen = [line(1), promoLine(item(701), 'sampler'), promoLine(item(702), 'sampler'), promoLine(item(999), 'sampler')];
    const next = reconcilePromos(chosen, [offer(7, 1, [701, 702])], []);
    expect(kinds(next)).toEqual(['product:10', 'sampler:701']);
    expect(chosenOf(offer(7, 1, [701, 702]), next)).toBe(1);
  });

  it('leaves the lines of a rule list that could not be fetched as they were', () => {
    const before = [line(1), promoLine(item(701), 'sampler'), promoLine(item(501), 'gift')];
    expect(reconcilePromos(before, null, null)).toBe(before);
  });

  it('gives a basket with nothing bought no samples or gifts', () => {
    expect(reconcilePromos([promoLine(item(501), 'gift'), promoLine(item(701), 'sampler')], null, null)).toEqual([]);
  });

  it('returns the same list when nothing changes', () => {
    const before = [line(1), promoLine(item(501), 'gift')];
    expect(reconcilePromos(before, [], [offer(1, 1, [501])])).toBe(before);
  });
});
