import { describe, expect, it } from 'vitest';
import { MAX_LIST_PARAM_ITEMS } from '@shop/contracts/query-params';
import {
  MAX_LIST_ITEMS,
  emptySelection,
  hasSelection,
  parseSelection,
  selectionApiQuery,
  serializeSelection,
  toggleValue,
} from './selection-state.ts';

describe('selection URL state', () => {
  it('reads comma-separated, repeated and bracketed lists', () => {
    const state = parseSelection(new URLSearchParams('skin_type=4,3&skin_type=3&purpose[]=7&exclude=12'));
    expect(state.skin_type).toEqual([3, 4]);
    expect(state.purpose).toEqual([7]);
    expect(state.exclude).toEqual([12]);
    expect(state.brand).toEqual([]);
  });

  it('keeps at most as many values as the API accepts', () => {
    expect(MAX_LIST_ITEMS).toBe(MAX_LIST_PARAM_ITEMS);
    const many = Array.from({ length: 80 }, (_, i) => i + 1).join(',');
    expect(parseSelection(new URLSearchParams(`brand=${many}`)).brand).toHaveLength(MAX_LIST_ITEMS);
  });

  it('drops values that are not ids instead of failing', () => {
    const state = parseSelection(new URLSearchParams("brand=abc,0,-3,5,99999999999&series=%27%3B--&include=1e3"));
    expect(state.brand).toEqual([5]);
    expect(state.series).toEqual([]);
    expect(state.include).toEqual([]);
  });

  it('treats an ingredient both wanted and excluded as excluded', () => {
    expect(parseSelection(new URLSearchParams('include=5,6&exclude=6')).include).toEqual([5]);
  });

  it('writes one canonical URL per choice and reads it back unchanged', () => {
    let state = emptySelection();
    state = toggleValue(state, 'exclude', 12);
    state = toggleValue(state, 'skin_type', 4);
    state = toggleValue(state, 'skin_type', 3);
    const query = serializeSelection(state);
    expect(query).toBe('skin_type=3,4&exclude=12');
    expect(parseSelection(new URLSearchParams(query))).toEqual(state);
  });

  it('moves an ingredient between wanted and excluded', () => {
    let state = toggleValue(emptySelection(), 'include', 9);
    state = toggleValue(state, 'exclude', 9);
    expect(state.include).toEqual([]);
    expect(state.exclude).toEqual([9]);
    state = toggleValue(state, 'exclude', 9);
    expect(hasSelection(state)).toBe(false);
  });

  it('passes lists to the API comma-separated', () => {
    const state = { ...emptySelection(), brand: [1, 2], exclude: [7] };
    expect(selectionApiQuery(state)).toEqual({ brand: '1,2', exclude: '7' });
  });
});
