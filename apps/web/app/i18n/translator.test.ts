import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator.ts';

describe('createTranslator', () => {
  const ru = createTranslator('ru', {
    plain: 'Каталог',
    greeting: 'Здравствуйте, {{name}}!',
    'items_zero': 'Пусто',
    items_one: '{{count}} товар',
    items_few: '{{count}} товара',
    items_many: '{{count}} товаров',
    items_other: '{{count}} товара',
    'only_other': 'Избранное',
  });

  it('reads a key and fills placeholders', () => {
    expect(ru.t('plain')).toBe('Каталог');
    expect(ru.t('greeting', { name: 'Олена' })).toBe('Здравствуйте, Олена!');
  });

  it('leaves an unknown placeholder visible rather than blank', () => {
    expect(ru.t('greeting')).toBe('Здравствуйте, {{name}}!');
  });

  it('picks the Russian plural form, and zero when the dictionary has one', () => {
    expect([0, 1, 2, 5, 11, 21, 1.5].map((count) => ru.t('items', { count }))).toEqual([
      'Пусто',
      '1 товар',
      '2 товара',
      '5 товаров',
      '11 товаров',
      '21 товар',
      '1.5 товара',
    ]);
  });

  it('falls back to the other form, then to the key itself or the default', () => {
    expect(ru.t('only', { count: 3 })).toBe('Избранное');
    expect(ru.t('missing.key')).toBe('missing.key');
    expect(ru.t('missing.key', { defaultValue: '' })).toBe('');
  });

  it('uses the Ukrainian rules for uk', () => {
    const uk = createTranslator('uk', { n_one: '{{count}} товар', n_few: '{{count}} товари', n_many: '{{count}} товарів', n_other: '{{count}} товару' });
    expect([1, 3, 5, 101, 112].map((count) => uk.t('n', { count }))).toEqual(['1 товар', '3 товари', '5 товарів', '101 товар', '112 товарів']);
  });

  it('does not read keys inherited from Object.prototype', () => {
    expect(ru.t('constructor')).toBe('constructor');
  });
});
