import { describe, expect, it } from 'vitest';
import { pluralCategory, toApiLanguage } from './i18n.ts';

describe('plural categories (SPEC §9: three forms for ru and uk)', () => {
  it.each([
    [1, 'one'],
    [21, 'one'],
    [101, 'one'],
    [2, 'few'],
    [4, 'few'],
    [22, 'few'],
    [0, 'many'],
    [5, 'many'],
    [11, 'many'],
    [14, 'many'],
    [111, 'many'],
    [1.5, 'other'],
  ] as const)('%d → %s in Russian and Ukrainian', (count, category) => {
    expect(pluralCategory(count, 'ru')).toBe(category);
    expect(pluralCategory(count, 'ua')).toBe(category);
  });
});

describe('X-Localization', () => {
  it('reads ua and uk as Ukrainian and anything else as Russian', () => {
    expect(toApiLanguage('ua')).toBe('ua');
    expect(toApiLanguage('uk-UA')).toBe('ua');
    expect(toApiLanguage('ru')).toBe('ru');
    expect(toApiLanguage('de')).toBe('ru');
    expect(toApiLanguage(undefined)).toBe('ru');
  });
});
