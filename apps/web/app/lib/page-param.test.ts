import { describe, expect, it } from 'vitest';
import { parsePageParam } from './page-param.ts';

describe('parsePageParam', () => {
  it('is page 1 without a segment', () => {
    expect(parsePageParam(undefined)).toEqual({ kind: 'page', page: 1 });
  });
  it('accepts page numbers from 2', () => {
    expect(parsePageParam('2')).toEqual({ kind: 'page', page: 2 });
  });
  it('redirects page 1 and leading zeros', () => {
    expect(parsePageParam('1')).toEqual({ kind: 'redirect', page: 1 });
    expect(parsePageParam('003')).toEqual({ kind: 'redirect', page: 3 });
  });
  it('is not a page for zero, words, signs and huge numbers', () => {
    for (const raw of ['0', '000', 'abc', '-1', '1.5', '2e3', '', '9999999']) {
      expect(parsePageParam(raw)).toEqual({ kind: 'not-found' });
    }
  });
});
