import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@shop/contracts/search';
import { moveActive, suggestionOptions } from './suggestion-options.ts';

const result: SearchResult = {
  products: [
    { id: 7, title: 'Крем', slug: 'krem-7', brand: { id: 1, title: 'Holy Land', slug: 'holy-land' }, image: null, minPrice: 900 },
  ],
  news: [{ id: 3, title: 'Видео о пилингах', slug: 'pilingi', pageSlug: 'video-materialy' }],
};

describe('suggestion options', () => {
  it('lists products, then posts, then all results, with links in the page language', () => {
    const options = suggestionOptions(result, 'крем', 'ua', 'hs');
    expect(options.map((o) => o.kind)).toEqual(['product', 'post', 'all']);
    expect(options.map((o) => o.href)).toEqual([
      '/ua/katalog/holy-land/krem-7/',
      '/ua/video/pilingi/',
      '/ua/results/?search=%D0%BA%D1%80%D0%B5%D0%BC',
    ]);
    expect(new Set(options.map((o) => o.id)).size).toBe(3);
  });

  it('walks the rows with the arrow keys and wraps around', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
  });
});
