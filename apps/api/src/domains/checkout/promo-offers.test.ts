import { describe, expect, it } from 'vitest';
import { HttpError } from '../../core/errors.ts';
import type { BasketLine } from './basket-lines.ts';
import type { BasketVariant } from './basket-variants.repository.ts';
import { type PromoRule, assignSamples, giftVariants, offersOf, qualifyingRules } from './promo-offers.ts';
import { parsePromoQuery } from './promo-query.ts';

const parseOrThrow = (query: Record<string, unknown>) => parsePromoQuery(query, 'ru');

function variant(id: number, quantity = 5, brandId = 1): BasketVariant {
  return {
    id,
    productId: 100 + id,
    brandId,
    hasDuplicate: false,
    slug: `p-${id}`,
    titleRu: `Пробник ${id}`,
    titleUk: `Пробник ${id}`,
    valueRu: '5 мл',
    valueUk: '5 мл',
    article: `S-${id}`,
    quantity,
    retail: 10_000,
    oldRetail: null,
    professional: 8_000,
    distributor: 6_000,
    client: 9_000,
    image: null,
  };
}

const rule = (over: Partial<PromoRule>): PromoRule => ({
  id: 1,
  kind: 'sample',
  titleRu: 'Пробники',
  titleUk: 'Пробники',
  minTotal: 100_000,
  brandId: null,
  maxCount: 2,
  itemIds: [1, 2, 3],
  ...over,
});

const sampler = (index: number, id: number, count = 1): BasketLine => ({ index, type: 'sampler', count, variant: variant(id) });

describe('qualifyingRules', () => {
  it('compares the goods total in kopecks with the rule’s minimum, the brand’s goods only when it names one', () => {
    const rules = [rule({ id: 1, minTotal: 100_000 }), rule({ id: 2, minTotal: 100_000, brandId: 7 }), rule({ id: 3, minTotal: 300_000 })];
    const goods = [
      { brandId: 7, total: 600 },
      { brandId: 8, total: 400 },
    ];
    expect(qualifyingRules(rules, goods).map((r) => r.id)).toEqual([1]);
    expect(qualifyingRules(rules, [...goods, { brandId: 7, total: 400 }]).map((r) => r.id)).toEqual([1, 2]);
    expect(qualifyingRules(rules, [{ brandId: 8, total: 999 }])).toEqual([]);
  });
});

describe('offersOf and giftVariants', () => {
  const variants = new Map([1, 2, 3].map((id) => [id, variant(id, id === 2 ? 0 : 5)]));

  it('offers a sample rule’s items in stock, and a gift rule’s first maxCount of them', () => {
    const offers = offersOf([rule({ id: 1 }), rule({ id: 2, kind: 'gift', maxCount: 1, itemIds: [2, 3, 1] })], variants, 'ua');
    expect(offers.map((o) => [o.id, o.maxCount, o.items.map((i) => i.product_price_id)])).toEqual([
      [1, 2, [1, 3]],
      [2, 1, [3]],
    ]);
    expect(offers[0].items[0]).toEqual({ id: 101, product_price_id: 1, title: 'Пробник 1', slug: 'p-1', value: '5 мл', image: null });
  });

  it('leaves out a rule with nothing to hand out, and hands a variant once however many rules name it', () => {
    expect(offersOf([rule({ itemIds: [2, 99] })], variants, 'ru')).toEqual([]);
    const gifts = giftVariants([rule({ id: 1, kind: 'gift', maxCount: 1, itemIds: [1] }), rule({ id: 2, kind: 'gift', maxCount: 2, itemIds: [1, 3] })], variants);
    expect(gifts.map((v) => v.id)).toEqual([1, 3]);
  });
});

describe('assignSamples', () => {
  it('accepts samples the qualifying rules offer, up to maxCount units per rule', () => {
    const { accepted, rejected } = assignSamples([rule({ maxCount: 2 })], [sampler(0, 1), sampler(1, 2), sampler(2, 3)]);
    expect(accepted.map((l) => l.index)).toEqual([0, 1]);
    expect(rejected).toEqual([expect.objectContaining({ reason: 'too_many', limit: 2 })]);
  });

  it('rejects a sample no qualifying rule offers, and one line of more units than a rule gives', () => {
    const { accepted, rejected } = assignSamples([rule({ maxCount: 2 })], [sampler(0, 9), sampler(1, 1, 3)]);
    expect(accepted).toEqual([]);
    expect(rejected.map((r) => r.reason)).toEqual(['not_offered', 'too_many']);
  });

  it('fills a second rule offering the same sample when the first is full', () => {
    const rules = [rule({ id: 1, maxCount: 1 }), rule({ id: 2, maxCount: 1, itemIds: [1] })];
    expect(assignSamples(rules, [sampler(0, 1), sampler(1, 1)]).accepted).toHaveLength(2);
  });

  it('never counts a gift rule as a sample rule', () => {
    expect(assignSamples([rule({ kind: 'gift' })], [sampler(0, 1)]).rejected[0].reason).toBe('not_offered');
  });
});

describe('parsePromoQuery', () => {
  it('reads products[priceId]=count keys and ignores unrelated keys', () => {
    expect(parseOrThrow({ 'products[12]': '2', 'products[7]': '1', page: '3' })).toEqual([
      { priceId: 12, count: 2 },
      { priceId: 7, count: 1 },
    ]);
    expect(parseOrThrow({})).toEqual([]);
  });

  it('refuses malformed keys, bad counts, repeated keys and too many keys with a 422', () => {
    const bad: Array<Record<string, unknown>> = [
      { products: '1' },
      { 'products[]': '1' },
      { 'products[x]': '1' },
      { 'products[0]': '1' },
      { 'products[99999999999]': '1' },
      { 'products[1]': '0' },
      { 'products[1]': '-1' },
      { 'products[1]': '1.5' },
      { 'products[1]': 'abc' },
      { 'products[1]': '10000' },
      { 'products[1]': ['1', '2'] },
      Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`products[${i + 1}]`, '1'])),
    ];
    for (const query of bad) {
      let thrown: unknown;
      try {
        parseOrThrow(query);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, JSON.stringify(query).slice(0, 60)).toBeInstanceOf(HttpError);
      expect((thrown as HttpError).statusCode).toBe(422);
    }
  });
});
