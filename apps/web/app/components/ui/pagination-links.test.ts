import { describe, expect, it } from 'vitest';
import { basePathOfPage, pageHref, pageWindow } from './pagination-links.ts';

describe('pageHref', () => {
  it('links page 1 to the plain path and others to /page/N/', () => {
    expect(pageHref('/katalog/', 1)).toBe('/katalog/');
    expect(pageHref('/ua/katalog/', 3)).toBe('/ua/katalog/page/3/');
  });
  it('keeps the query string', () => {
    expect(pageHref('/katalog/', 2, 'sort=price_asc')).toBe('/katalog/page/2/?sort=price_asc');
    expect(pageHref('/katalog', 1, '?sort=newest')).toBe('/katalog/?sort=newest');
  });
});

describe('basePathOfPage', () => {
  it('drops the page suffix', () => {
    expect(basePathOfPage('/katalog/page/3/')).toBe('/katalog/');
    expect(basePathOfPage('/ua/product-category/a/b/page/2/')).toBe('/ua/product-category/a/b/');
    expect(basePathOfPage('/novinki/')).toBe('/novinki/');
  });
});

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it('puts gaps around the current page of a long list', () => {
    expect(pageWindow(6, 20)).toEqual([1, null, 5, 6, 7, null, 20]);
  });
  it('fills a gap of one page instead of showing an ellipsis', () => {
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, null, 20]);
  });
  it('handles a single page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
  });
});
