import { describe, expect, it } from 'vitest';
import { assertPageExists, pageUrlOf, readPageParam } from './list-page.ts';

const request = (url: string) => new Request(`http://shop.test${url}`);

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('list page numbers', () => {
  it('reads page N and treats a missing segment as page 1', () => {
    expect(readPageParam(undefined, request('/ingredients/aqua/'))).toBe(1);
    expect(readPageParam('3', request('/ingredients/aqua/page/3/'))).toBe(3);
  });

  it('answers 404 for 0, words and absurd numbers', () => {
    for (const raw of ['0', 'abc', '-1', '1e3', '9999999']) {
      const error = thrown(() => readPageParam(raw, request(`/podbor-kosmetiki/page/${raw}/`))) as { init?: { status?: number } };
      expect(error.init?.status).toBe(404);
    }
  });

  it('redirects page 1 to the plain list URL, keeping filters, also from a data request', () => {
    const fromPage = thrown(() => readPageParam('1', request('/ua/podbor-kosmetiki/page/1/?skin_type=3'))) as Response;
    expect(fromPage.status).toBe(301);
    expect(fromPage.headers.get('location')).toBe('/ua/podbor-kosmetiki/?skin_type=3');
    const fromData = thrown(() => readPageParam('1', request('/results/page/1/_.data?search=x&_routes=a'))) as Response;
    expect(fromData.headers.get('location')).toBe('/results/?search=x');
  });

  it('strips the data-request suffixes from the page URL', () => {
    expect(pageUrlOf(request('/ingredienty/_.data?letter=A&_routes=r'))).toEqual({ pathname: '/ingredienty/', search: '?letter=A' });
    expect(pageUrlOf(request('/ingredienty.data'))).toEqual({ pathname: '/ingredienty', search: '' });
  });

  it('rejects pages past the end but not page 1 of an empty list', () => {
    expect(() => assertPageExists(1, 0)).not.toThrow();
    expect(() => assertPageExists(4, 4)).not.toThrow();
    expect(() => assertPageExists(5, 4)).toThrow();
  });
});

describe('list page numbers with leading zeros', () => {
  it('redirects page/02/ to page/2/', () => {
    const response = thrown(() => readPageParam('02', request('/ingredients/aqua/page/02/'))) as Response;
    expect(response.headers.get('location')).toBe('/ingredients/aqua/page/2/');
  });
});
