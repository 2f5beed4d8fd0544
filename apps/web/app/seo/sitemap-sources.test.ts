import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../lib/api-client.ts';
import { FIXED_PAGES, collectSitemapPages } from './sitemap-sources.ts';

/** A fake API with 250 products of two brands, two categories and one ingredient with products. */
function fakeApi(asked: string[]): ApiClient {
  const products = Array.from({ length: 250 }, (_, i) => ({
    slug: `p${i + 1}`,
    brandSlug: i % 2 ? 'nordskin' : 'cellanova',
    series: i === 0 ? { slug: 'gold', isCollection: true } : { slug: 'arctic', isCollection: false },
    updatedAt: '2026-11-20T10:00:00.000Z',
  }));
  const get = async (path: string) => {
    asked.push(path);
    if (path === '/v1/catalog/sitemap') return { data: { products, ingredients: ['aqua'] } };
    if (path === '/v1/catalog/categories') {
      return { data: [{ slug: 'litso', productsCount: 10 }, { slug: 'pusto', productsCount: 0 }] };
    }
    throw new Error(`unexpected ${path}`);
  };
  return { get } as unknown as ApiClient;
}

describe('sitemap sources', () => {
  it('asks two calls and keeps only pages with products', async () => {
    const asked: string[] = [];
    const pages = await collectSitemapPages(fakeApi(asked));
    const paths = pages.map((p) => p.path);
    expect(asked.sort()).toEqual(['/v1/catalog/categories', '/v1/catalog/sitemap']);
    expect(paths).toEqual(expect.arrayContaining([...FIXED_PAGES, '/product-category/litso/', '/ingredients/aqua/']));
    expect(paths).not.toContain('/product-category/pusto/');
    const products = pages.filter((p) => p.path.startsWith('/katalog/') && p.path.split('/').length === 5);
    expect(products).toHaveLength(250);
    expect(products[0]).toEqual({ path: '/katalog/cellanova/p1/', lastmod: '2026-11-20' });
  });

  it('lists the brands, series and collections of the products once each', async () => {
    const paths = (await collectSitemapPages(fakeApi([]))).map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/product-category/nordskin/',
        '/product-category/cellanova/',
        '/product-category/nordskin/arctic/',
        '/product-collections/gold/',
      ]),
    );
    expect(paths.filter((p) => p === '/product-category/nordskin/arctic/')).toHaveLength(1);
  });
});
