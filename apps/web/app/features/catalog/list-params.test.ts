import { CATALOG_SORTS } from '@shop/contracts/catalog';
import { MAX_LIST_PARAM_ITEMS, idOrSlugValue } from '@shop/contracts/query-params';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_LIST_STATE,
  LIST_SORTS,
  MAX_LIST_ITEMS,
  SLUG_PATTERN,
  apiFilterQuery,
  hasFilters,
  listStateFromForm,
  onlyViewChanged,
  parseListSearch,
  serializeListState,
} from './list-params.ts';

describe('the copies of the contract rules', () => {
  it('match the contract', () => {
    expect([...LIST_SORTS]).toEqual([...CATALOG_SORTS]);
    expect(MAX_LIST_ITEMS).toBe(MAX_LIST_PARAM_ITEMS);
    for (const value of ['babor', '12', 'a_b-c', 'A1', '-x', '_x', 'a b', 'кирилиця', '', 'a'.repeat(200), 'a'.repeat(201)]) {
      expect(SLUG_PATTERN.test(value)).toBe(idOrSlugValue.safeParse(value).success);
    }
  });
});

describe('parseListSearch', () => {
  it('reads an empty query as the default state', () => {
    expect(parseListSearch('')).toEqual({ state: EMPTY_LIST_STATE, cleanSearch: null });
  });

  it('reads sort, view and every filter', () => {
    const { state, cleanSearch } = parseListSearch(
      'sort=price_asc&view=list&brand=Babor,christina&attribute_values=3&attribute_values=7&price_min=100&price_max=900&in_stock=1&new=1',
    );
    expect(cleanSearch).toBeNull();
    expect(state).toMatchObject({
      sort: 'price_asc',
      view: 'list',
      brand: ['babor', 'christina'],
      attributeValues: [3, 7],
      priceMin: 100,
      priceMax: 900,
      inStock: true,
      isNew: true,
      promotions: false,
    });
  });

  it('drops an unknown sort and asks for a redirect that keeps other parameters', () => {
    const { state, cleanSearch } = parseListSearch('utm_source=x&sort=cheapest&brand=babor');
    expect(state.sort).toBeNull();
    expect(cleanSearch).toBe('?utm_source=x&brand=babor');
  });

  it('drops bad values of every kind', () => {
    const { state, cleanSearch } = parseListSearch(
      'price_min=abc&price_max=&in_stock=yes&attribute_values=1,x&view=grid&brand=<script>&category=',
    );
    expect(state).toEqual({ ...EMPTY_LIST_STATE, attributeValues: [1] });
    expect(cleanSearch).toBe('?attribute_values=1');
  });

  it('reads volumes in any script, folds their case and spacing, and drops malformed ones', () => {
    expect(parseListSearch('volume=50+%D0%BC%D0%BB,2.5+%D0%BC%D0%BB')).toEqual({
      state: { ...EMPTY_LIST_STATE, volume: ['50 мл', '2.5 мл'] },
      cleanSearch: null,
    });
    expect(parseListSearch('volume=50++%D0%9C%D0%9B').cleanSearch).toBe('?volume=50+%D0%BC%D0%BB');
    expect(parseListSearch('volume=%3Cb%3E').state.volume).toEqual([]);
    expect(serializeListState({ ...EMPTY_LIST_STATE, brand: ['christina'], volume: ['50 мл', '200 мл'] })).toBe(
      'brand=christina&volume=50+%D0%BC%D0%BB,200+%D0%BC%D0%BB',
    );
    expect(apiFilterQuery({ ...EMPTY_LIST_STATE, volume: ['50 мл'] }, {}).volume).toEqual(['50 мл']);
  });

  it('normalises a price with leading zeros', () => {
    expect(parseListSearch('price_min=0100').cleanSearch).toBe('?price_min=100');
  });

  it('rejects a price beyond the API bound and repeated values', () => {
    expect(parseListSearch('price_max=999999999').state.priceMax).toBeNull();
    expect(parseListSearch('sort=newest&sort=price_asc').state.sort).toBeNull();
  });

  it('removes duplicates and caps list length', () => {
    const many = Array.from({ length: 60 }, (_, i) => `b${i}`).join(',');
    const parsed = parseListSearch(`brand=${many}`);
    expect(parsed.state.brand).toHaveLength(50);
    expect(parseListSearch('brand=a,a').state.brand).toEqual(['a']);
  });
});

describe('serializeListState', () => {
  it('round-trips through the URL', () => {
    const state = { ...EMPTY_LIST_STATE, sort: 'newest' as const, series: ['a', 'b'], priceMax: 500, promotions: true, view: 'list' as const };
    const search = serializeListState(state);
    expect(search).toBe('series=a,b&price_max=500&promotions=1&sort=newest&view=list');
    expect(parseListSearch(search)).toEqual({ state, cleanSearch: null });
  });

  it('leaves defaults out', () => {
    expect(serializeListState(EMPTY_LIST_STATE)).toBe('');
  });
});

describe('hasFilters', () => {
  it('ignores sort and view', () => {
    expect(hasFilters({ ...EMPTY_LIST_STATE, sort: 'newest', view: 'list' })).toBe(false);
    expect(hasFilters({ ...EMPTY_LIST_STATE, inStock: true })).toBe(true);
  });
});

describe('apiFilterQuery', () => {
  it('always applies the page preset (outlet) and the shopper filters', () => {
    const query = apiFilterQuery({ ...EMPTY_LIST_STATE, brand: ['babor'], inStock: true }, { outlet: true });
    expect(query).toMatchObject({ outlet: 1, brand: ['babor'], in_stock: 1 });
  });

  it('keeps the page restriction when the shopper asks for another value of the same kind', () => {
    expect(apiFilterQuery({ ...EMPTY_LIST_STATE, series: ['x'] }, { series: ['own'] }).series).toEqual(['own']);
  });
});

describe('onlyViewChanged', () => {
  const url = (s: string) => new URL(s, 'http://shop.test');
  it('is true when only the view differs', () => {
    expect(onlyViewChanged(url('/katalog/?brand=a'), url('/katalog/?brand=a&view=list'))).toBe(true);
  });
  it('is false when filters, path or nothing change', () => {
    expect(onlyViewChanged(url('/katalog/?view=list'), url('/katalog/?view=list&brand=a'))).toBe(false);
    expect(onlyViewChanged(url('/katalog/'), url('/katalog/page/2/?view=list'))).toBe(false);
    expect(onlyViewChanged(url('/katalog/?a=1'), url('/katalog/?a=1'))).toBe(false);
  });
});

describe('listStateFromForm', () => {
  it('ignores empty fields and reads repeated checkboxes', () => {
    const form = new FormData();
    form.append('attribute_values', '4');
    form.append('attribute_values', '9');
    form.append('price_min', '');
    form.append('price_max', ' 700 ');
    form.append('in_stock', '1');
    form.append('sort', 'price_desc');
    expect(listStateFromForm(form)).toEqual({
      ...EMPTY_LIST_STATE,
      attributeValues: [4, 9],
      priceMax: 700,
      inStock: true,
      sort: 'price_desc',
    });
  });
});
