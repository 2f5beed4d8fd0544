import { describe, expect, it } from 'vitest';
import { languageHref } from './language-path.ts';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('languageHref', () => {
  it('adds the Ukrainian prefix and keeps path, query and hash', () => {
    expect(languageHref(at('/katalog/', '?page=2', '#list'), 'ua')).toBe('/ua/katalog/?page=2#list');
  });

  it('removes the prefix for Russian', () => {
    expect(languageHref(at('/ua/product-category/brand/serum/', '?sort=newest'), 'ru')).toBe(
      '/product-category/brand/serum/?sort=newest',
    );
  });

  it('maps the home pages onto each other', () => {
    expect(languageHref(at('/'), 'ua')).toBe('/ua/');
    expect(languageHref(at('/ua/'), 'ru')).toBe('/');
  });

  it('keeps the page when it is already in the target language', () => {
    expect(languageHref(at('/ua/news/'), 'ua')).toBe('/ua/news/');
  });

  it('does not mistake a path that merely starts with "ua" for the prefix', () => {
    expect(languageHref(at('/uaz/'), 'ua')).toBe('/ua/uaz/');
  });
});
