import { describe, expect, it } from 'vitest';
import { RETAIL_VIEWER, type PriceViewer } from '../pricing/price-viewer.ts';
import type { BasketLine } from './basket-lines.ts';
import { type PricingCaller, priceBasket } from './basket-pricing.ts';
import type { BasketVariant } from './basket-variants.repository.ts';

/** Decision 0015 worked through: whole grn, discounts and bonuses rounded down, the larger discount only. */

function variant(id: number, prices: Partial<BasketVariant> = {}): BasketVariant {
  return {
    id,
    productId: 1000 + id,
    brandId: 1,
    hasDuplicate: false,
    slug: `p-${id}`,
    titleRu: `Крем ${id}`,
    titleUk: `Крем ${id}`,
    valueRu: '50 мл',
    valueUk: '50 мл',
    article: `A-${id}`,
    quantity: 10,
    retail: 100_000,
    oldRetail: null,
    professional: 80_000,
    distributor: 60_000,
    client: 90_000,
    image: null,
    ...prices,
  };
}

const line = (v: BasketVariant, count = 1, type: BasketLine['type'] = 'product'): BasketLine => ({ index: 0, type, count, variant: v });

const guest: PricingCaller = { viewer: RETAIL_VIEWER, tempDiscount: false, canUseBonuses: false, bonusBalance: 0, noOrdersYet: false, guest: true, firstOrderPercent: 5 };
const noExtras = { useBonuses: 0, deliveryPrice: null };
const professional = (discount: number): PriceViewer => ({ audience: 'professional', individualDiscount: discount });

describe('priceBasket: unit prices per price audience', () => {
  it('charges retail, professional minus the individual discount, distributor and client prices in whole grn', () => {
    const lines = [line(variant(1), 2)];
    expect(priceBasket(guest, lines, noExtras, 'ru').goodsTotal).toBe(2000);
    expect(priceBasket({ ...guest, viewer: professional(7) }, lines, noExtras, 'ru').lines[0]).toMatchObject({ price: 744, oldPrice: 800, total: 1488 });
    expect(priceBasket({ ...guest, viewer: { audience: 'distributor', individualDiscount: 15 } }, lines, noExtras, 'ru').lines[0]).toMatchObject({ price: 600, oldPrice: null });
    expect(priceBasket({ ...guest, viewer: { audience: 'client', individualDiscount: 0 } }, lines, noExtras, 'ru').lines[0]).toMatchObject({ price: 900, total: 1800 });
  });

  it('rounds each unit price half-up to whole grn before multiplying', () => {
    const quote = priceBasket(guest, [line(variant(1, { retail: 12_350 }), 3), line(variant(2, { retail: 12_349 }), 3)], noExtras, 'ru');
    expect(quote.lines.map((l) => [l.price, l.total])).toEqual([
      [124, 372],
      [123, 369],
    ]);
    expect(quote.goodsTotal).toBe(741);
  });

  it('crosses out the retail price of a promotion only when it stays above the price once rounded', () => {
    const promo = priceBasket(guest, [line(variant(1, { retail: 100_000, oldRetail: 120_000 }))], noExtras, 'ru');
    expect(promo.lines[0].oldPrice).toBe(1200);
    const sameGrn = priceBasket(guest, [line(variant(1, { retail: 100_010, oldRetail: 100_040 }))], noExtras, 'ru');
    expect(sameGrn.lines[0]).toMatchObject({ price: 1000, oldPrice: null });
  });

  it('charges nothing for samples and gifts and leaves them out of the goods total', () => {
    const quote = priceBasket(guest, [line(variant(1)), line(variant(2), 1, 'sampler'), line(variant(3), 1, 'gift')], noExtras, 'ru');
    expect(quote.lines.map((l) => [l.type, l.price, l.total])).toEqual([
      ['product', 1000, 1000],
      ['sampler', 0, 0],
      ['gift', 0, 0],
    ]);
    expect(quote.goodsTotal).toBe(1000);
  });
});

describe('priceBasket: discounts', () => {
  it('takes 5 % for tempDiscount users, rounded down to whole grn', () => {
    const quote = priceBasket({ ...guest, tempDiscount: true }, [line(variant(1, { retail: 99_900 }))], noExtras, 'ru');
    // 5 % of 999 is 49.95: the discount never exceeds its percent.
    expect(quote.discounts).toEqual([{ kind: 'temp', title: 'Временная скидка 5 %', amount: 49 }]);
    expect(quote.total).toBe(950);
  });

  it('gives the first-order promotion to retail shoppers with no order yet, and to nobody else', () => {
    const lines = [line(variant(1), 3)];
    expect(priceBasket({ ...guest, noOrdersYet: true }, lines, noExtras, 'ua').discounts).toEqual([
      { kind: 'first_order', title: 'Знижка 5 % на перше замовлення', amount: 150 },
    ]);
    expect(priceBasket({ ...guest, noOrdersYet: false }, lines, noExtras, 'ru').discounts).toEqual([]);
    expect(priceBasket({ ...guest, viewer: professional(0), noOrdersYet: true }, lines, noExtras, 'ru').discounts).toEqual([]);
    expect(priceBasket({ ...guest, viewer: { audience: 'client', individualDiscount: 0 }, noOrdersYet: true }, lines, noExtras, 'ru').discounts).toEqual([]);
  });

  it('never adds the two up: one discount of 5 %, named once', () => {
    const quote = priceBasket({ ...guest, tempDiscount: true, noOrdersYet: true }, [line(variant(1), 2)], noExtras, 'ru');
    expect(quote.discounts).toHaveLength(1);
    expect(quote.discounts[0]).toMatchObject({ kind: 'temp', amount: 100 });
    expect(quote.total).toBe(1900);
  });

  it('names no discount that rounds to nothing', () => {
    const quote = priceBasket({ ...guest, tempDiscount: true }, [line(variant(1, { retail: 1_900 }))], noExtras, 'ru');
    expect(quote.goodsTotal).toBe(19);
    expect(quote.discounts).toEqual([]);
  });
});

describe('priceBasket: bonuses', () => {
  const bonusUser: PricingCaller = { ...guest, viewer: professional(7), canUseBonuses: true, bonusBalance: 350 };

  it('spends at most 30 % of the goods after discounts, rounded down, and never more than the balance', () => {
    // 2 × 744 = 1488; 30 % = 446.4 → 446, but the balance is 350.
    const capped = priceBasket(bonusUser, [line(variant(1), 2)], { useBonuses: 10_000, deliveryPrice: null }, 'ru');
    expect(capped.bonuses).toEqual({ allowed: true, balance: 350, max: 350, used: 350 });
    expect(capped.total).toBe(1488 - 350);

    const byShare = priceBasket({ ...bonusUser, bonusBalance: 5000 }, [line(variant(1), 2)], { useBonuses: 10_000, deliveryPrice: null }, 'ru');
    expect(byShare.bonuses).toMatchObject({ max: 446, used: 446 });

    const asked = priceBasket(bonusUser, [line(variant(1), 2)], { useBonuses: 100, deliveryPrice: null }, 'ru');
    expect(asked.bonuses.used).toBe(100);
  });

  it('takes the 30 % from the goods after the discount', () => {
    const quote = priceBasket({ ...bonusUser, viewer: RETAIL_VIEWER, tempDiscount: true, bonusBalance: 5000 }, [line(variant(1), 1)], { useBonuses: 5000, deliveryPrice: null }, 'ru');
    // 1000 − 50 = 950; 30 % = 285.
    expect(quote.bonuses).toMatchObject({ max: 285, used: 285 });
    expect(quote.total).toBe(665);
  });

  it('lets nobody without canUseBonuses spend them, whatever is asked', () => {
    const quote = priceBasket({ ...bonusUser, canUseBonuses: false }, [line(variant(1), 2)], { useBonuses: 300, deliveryPrice: null }, 'ru');
    expect(quote.bonuses).toEqual({ allowed: false, balance: 0, max: 0, used: 0 });
    expect(quote.total).toBe(1488);
  });
});

describe('priceBasket: delivery and total', () => {
  it('adds the delivery method’s price in whole grn after discounts and bonuses', () => {
    const quote = priceBasket({ ...guest, tempDiscount: true }, [line(variant(1), 1)], { useBonuses: 0, deliveryPrice: 15_000 }, 'ru');
    expect(quote).toMatchObject({ goodsTotal: 1000, delivery: 150, total: 1000 - 50 + 150, currency: 'UAH' });
  });

  it('is 0 for an empty basket and never negative', () => {
    const quote = priceBasket({ ...guest, tempDiscount: true, noOrdersYet: true }, [], { useBonuses: 999, deliveryPrice: null }, 'ru');
    expect(quote).toMatchObject({ lines: [], goodsTotal: 0, discounts: [], delivery: 0, total: 0 });
  });

  it('adds up on screen: total = goods − discount − bonuses + delivery for every audience', () => {
    const viewers: PriceViewer[] = [RETAIL_VIEWER, professional(7), professional(13), { audience: 'distributor', individualDiscount: 0 }, { audience: 'client', individualDiscount: 0 }];
    const lines = [line(variant(1, { retail: 33_333, professional: 26_667, distributor: 19_999, client: 30_050 }), 7), line(variant(2, { retail: 12_345 }), 3)];
    for (const viewer of viewers) {
      const quote = priceBasket({ viewer, tempDiscount: true, canUseBonuses: true, bonusBalance: 10_000, noOrdersYet: true, guest: false, firstOrderPercent: 5 }, lines, { useBonuses: 10_000, deliveryPrice: 15_000 }, 'ru');
      const discount = quote.discounts.reduce((sum, d) => sum + d.amount, 0);
      expect(quote.goodsTotal).toBe(quote.lines.reduce((sum, l) => sum + l.price * l.count, 0));
      expect(quote.total).toBe(quote.goodsTotal - discount - quote.bonuses.used + quote.delivery);
      for (const value of [quote.goodsTotal, discount, quote.bonuses.used, quote.total]) expect(Number.isInteger(value)).toBe(true);
    }
  });
});

describe('priceBasket: one delivery rule (FREE_DELIVERY_FROM_UAH)', () => {
  const novaPoshta = { useBonuses: 0, deliveryPrice: 0, deliveryType: 'nova_poshta_branch' as const };

  it('makes Nova Poshta free from 2,000 grn of goods after the discount and the carrier’s rate below it', () => {
    expect(priceBasket(guest, [line(variant(1), 2)], novaPoshta, 'ru')).toMatchObject({ goodsTotal: 2000, deliveryCharge: 'free', delivery: 0, total: 2000, freeDeliveryFrom: 2000 });
    expect(priceBasket(guest, [line(variant(1, { retail: 199_900 }), 1)], novaPoshta, 'ru')).toMatchObject({ deliveryCharge: 'carrier_rates', delivery: 0, total: 1999 });
    // 2,000 grn of goods with the first-order 5 % off is 1,900 grn: below the threshold.
    const newBuyer = { ...guest, guest: false, noOrdersYet: true };
    expect(priceBasket(newBuyer, [line(variant(1), 2)], { ...novaPoshta, deliveryType: 'nova_poshta_courier' }, 'ru')).toMatchObject({ deliveryCharge: 'carrier_rates', total: 1900 });
  });

  it('adds the shop courier’s own price and keeps pickup free, and names no charge before a method is chosen', () => {
    expect(priceBasket(guest, [line(variant(1), 3)], { useBonuses: 0, deliveryPrice: 15_000, deliveryType: 'courier' }, 'ru')).toMatchObject({ deliveryCharge: 'fixed', delivery: 150, total: 3150 });
    expect(priceBasket(guest, [line(variant(1), 1)], { useBonuses: 0, deliveryPrice: 0, deliveryType: 'pickup' }, 'ru')).toMatchObject({ deliveryCharge: 'free', delivery: 0 });
    expect(priceBasket(guest, [line(variant(1), 1)], noExtras, 'ru').deliveryCharge).toBeNull();
  });
});

describe('priceBasket: a first-order discount that does not apply says why', () => {
  const lines = [line(variant(1), 2)];

  it('tells a returning customer that it is for new buyers only and a guest to sign in', () => {
    expect(priceBasket({ ...guest, guest: false, noOrdersYet: false }, lines, noExtras, 'ru').discountNotes).toEqual(['first_order_returning']);
    expect(priceBasket(guest, lines, noExtras, 'ru').discountNotes).toEqual(['first_order_guest']);
  });

  it('says nothing while the discount applies or for a price audience that never has it', () => {
    expect(priceBasket({ ...guest, guest: false, noOrdersYet: true }, lines, noExtras, 'ru').discountNotes).toEqual([]);
    expect(priceBasket({ ...guest, guest: false, viewer: professional(0) }, lines, noExtras, 'ru').discountNotes).toEqual([]);
  });
});
