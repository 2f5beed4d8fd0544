import { TRANSLATIONS_RU as ru } from '@shop/contracts/translations/ru';
import { TRANSLATIONS_UA as ua } from '@shop/contracts/translations/ua';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/translator.ts';
import { deliveryChargeText, discountNoteText, freeDeliveryText } from './delivery-text.ts';

const tRu = createTranslator('ru', ru).t;
const tUa = createTranslator('uk', ua).t;
const plain = (text: string) => text.replace(/[\u00a0\u2009]/g, ' ');

describe('the delivery rule in words', () => {
  it('names the threshold with the carrier’s rates and says free once it is reached', () => {
    expect(plain(deliveryChargeText('carrier_rates', 0, tRu))).toBe('по тарифам перевозчика, бесплатно от 2 000 грн');
    expect(plain(deliveryChargeText('carrier_rates', 0, tUa))).toBe('за тарифами перевізника, безкоштовно від 2 000 грн');
    expect(deliveryChargeText('free', 0, tRu)).toBe('бесплатно');
    expect(plain(deliveryChargeText('fixed', 150, tUa))).toBe('150 грн');
  });

  it('tells the basket how much more makes Nova Poshta free', () => {
    expect(plain(freeDeliveryText(1650, tRu))).toBe('бесплатно от 2 000 грн, добавьте ещё 350 грн');
    expect(plain(freeDeliveryText(1650, tUa))).toBe('безкоштовно від 2 000 грн, додайте ще 350 грн');
    expect(freeDeliveryText(2000, tUa)).toBe('безкоштовно');
  });

  it('says why the first-order discount is missing in both languages', () => {
    expect(discountNoteText('first_order_returning', tRu)).toBe('Скидка на первый заказ — только для новых покупателей');
    expect(discountNoteText('first_order_returning', tUa)).toBe('Знижка на перше замовлення — лише для нових покупців');
  });
});
