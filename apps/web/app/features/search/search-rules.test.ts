import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX } from '@shop/contracts/catalog';
import type { SearchResult } from '@shop/contracts/search';
import { QUERY_MAX, normaliseQuery, postPath, resultsPath, shouldRequestSuggestions, shouldShowDropdown } from './search-rules.ts';

const someResult: SearchResult = {
  products: [{ id: 1, title: 'Крем', slug: 'krem', brand: { id: 1, title: 'Holy Land', slug: 'holy-land' }, image: null, minPrice: 500 }],
  news: [],
};
const empty: SearchResult = { products: [], news: [] };

describe('search rules', () => {
  it('asks the API only for more than 2 characters, ignoring surrounding spaces', () => {
    expect(shouldRequestSuggestions('кр')).toBe(false);
    expect(shouldRequestSuggestions('  кр  ')).toBe(false);
    expect(shouldRequestSuggestions('кре')).toBe(true);
  });

  it('shows the dropdown for more than 1 character when there are results', () => {
    expect(shouldShowDropdown('к', someResult)).toBe(false);
    expect(shouldShowDropdown('кр', someResult)).toBe(true);
    expect(shouldShowDropdown('крем', empty)).toBe(false);
    expect(shouldShowDropdown('крем', null)).toBe(false);
  });

  it('cuts a very long query to what the API reads', () => {
    expect(QUERY_MAX).toBe(SEARCH_QUERY_MAX);
    expect(normaliseQuery('a'.repeat(10_000))).toHaveLength(100);
  });

  it('links video posts under /video/ and keeps other sections', () => {
    expect(postPath('video-materialy', 'pilling', 'ru')).toBe('/video/pilling/');
    expect(postPath('news', 'otkrytie', 'ua')).toBe('/ua/news/otkrytie/');
    expect(postPath('interesnye-stati', 'spf', 'ru')).toBe('/interesnye-stati/spf/');
  });

  it('encodes the query of the results page', () => {
    expect(resultsPath("%'_(", 'ru')).toBe('/results/?search=%25%27_%28');
    expect(resultsPath('крем', 'ua', 2)).toBe('/ua/results/?search=%D0%BA%D1%80%D0%B5%D0%BC&page=2');
  });
});
