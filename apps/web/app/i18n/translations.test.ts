import { describe, expect, it } from 'vitest';
import { TRANSLATIONS_RU } from '@shop/contracts/translations/ru';
import { TRANSLATIONS_UA } from '@shop/contracts/translations/ua';
import { FALLBACK_TRANSLATIONS } from './fallback.ts';
import { createShopTranslator } from './i18n.ts';

describe('interface strings', () => {
  it('exist in both Russian and Ukrainian', () => {
    const ru = Object.keys(TRANSLATIONS_RU).sort();
    const ua = Object.keys(TRANSLATIONS_UA).sort();
    expect(ru.filter((key) => !(key in TRANSLATIONS_UA))).toEqual([]);
    expect(ua.filter((key) => !(key in TRANSLATIONS_RU))).toEqual([]);
  });

  it('are never empty', () => {
    for (const [key, value] of [...Object.entries(TRANSLATIONS_RU), ...Object.entries(TRANSLATIONS_UA)]) {
      expect(value.trim(), key).not.toBe('');
    }
  });

  it('give every plural all the forms ru and uk need', () => {
    for (const dictionary of [TRANSLATIONS_RU, TRANSLATIONS_UA]) {
      const plurals = new Set(
        Object.keys(dictionary)
          .filter((key) => /_(one|few|many|other)$/.test(key))
          .map((key) => key.replace(/_(one|few|many|other)$/, '')),
      );
      for (const base of plurals) {
        for (const form of ['one', 'few', 'many', 'other']) expect(Object.hasOwn(dictionary, `${base}_${form}`), `${base}_${form}`).toBe(true);
      }
    }
  });

  it('keep the fallback set small and within the dictionary', () => {
    for (const lang of ['ru', 'ua'] as const) {
      const keys = Object.keys(FALLBACK_TRANSLATIONS[lang]);
      expect(keys.length).toBeLessThanOrEqual(20);
      const dictionary = lang === 'ru' ? TRANSLATIONS_RU : TRANSLATIONS_UA;
      for (const key of keys) expect(Object.hasOwn(dictionary, key), key).toBe(true);
    }
  });
});

describe('plural labels of the header', () => {
  it('counts basket items in Russian', () => {
    const { t } = createShopTranslator('ru', TRANSLATIONS_RU);
    expect([0, 1, 3, 5, 11, 21, 22, 25].map((count) => t('shell.basketLabel', { count }))).toEqual([
      'Корзина пуста',
      'Корзина: 1 товар',
      'Корзина: 3 товара',
      'Корзина: 5 товаров',
      'Корзина: 11 товаров',
      'Корзина: 21 товар',
      'Корзина: 22 товара',
      'Корзина: 25 товаров',
    ]);
  });

  it('counts favourites in Ukrainian', () => {
    const { t } = createShopTranslator('ua', TRANSLATIONS_UA);
    expect([0, 1, 3, 5, 12, 101].map((count) => t('shell.favouritesLabel', { count }))).toEqual([
      'Обране: поки порожньо',
      'Обране: 1 товар',
      'Обране: 3 товари',
      'Обране: 5 товарів',
      'Обране: 12 товарів',
      'Обране: 101 товар',
    ]);
  });
});
