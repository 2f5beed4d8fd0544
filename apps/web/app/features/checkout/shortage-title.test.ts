import { describe, expect, it } from 'vitest';
import { TRANSLATIONS_RU as ru } from '@shop/contracts/translations/ru';
import { TRANSLATIONS_UA as ua } from '@shop/contracts/translations/ua';
import { createTranslator } from '../../i18n/translator.ts';
import { shortageTitle } from './shortage-title.ts';

const cream = { description: 'Крем для лица, 50 мл', quantity: 51 };
const gone = { description: 'Маска, 200 мл', quantity: 0 };

describe('the stock shortage title', () => {
  it('names the one short product and what is left, in both languages', () => {
    expect(shortageTitle([cream], createTranslator('ru', ru).t)).toBe('На складе осталось 51 шт.: Крем для лица, 50 мл');
    expect(shortageTitle([cream], createTranslator('uk', ua).t)).toBe('На складі залишилось 51 шт.: Крем для лица, 50 мл');
  });

  it('says a product is gone only when none is left', () => {
    expect(shortageTitle([gone], createTranslator('ru', ru).t)).toBe('Закончилось на складе: Маска, 200 мл');
    expect(shortageTitle([gone], createTranslator('uk', ua).t)).toBe('Закінчилось на складі: Маска, 200 мл');
  });

  it('counts the short products when there are several', () => {
    expect(shortageTitle([cream, gone], createTranslator('ru', ru).t)).toBe('Не хватает на складе: 2 товара');
    expect(shortageTitle([cream, gone, cream, gone, cream], createTranslator('uk', ua).t)).toBe('Не вистачає на складі: 5 товарів');
  });
});
