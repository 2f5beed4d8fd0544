import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../lib/api-client.ts';
import { FIXED_PAGES, collectSitemapPaths } from './sitemap-sources.ts';

const product = (id: number, brand: string, series: { slug: string; isCollection: boolean } | null) => ({
  id,
  slug: `p${id}`,
  brand: { id: 1, title: brand, slug: brand },
  series: series ? { id: id, title: series.slug, ...series } : null,
});

/** A fake API with 250 products over three pages, two categories and two ingredients. */
function fakeApi(asked: string[]): ApiClient {
  const products = Array.from({ length: 250 }, (_, i) =>
    product(i + 1, i % 2 ? 'nordskin' : 'cellanova', i === 0 ? { slug: 'gold', isCollection: true } : { slug: 'arctic', isCollection: false }),
  );
  const get = async (path: string, query?: Record<string, unknown>) => {
    asked.push(`${path}?page=${query?.page ?? ''}`);
    if (path === '/v1/catalog/products') {
      const page = Number(query?.page);
      return { data: products.slice((page - 1) * 100, page * 100), meta: { last_page: 3 } };
    }
    if (path === '/v1/catalog/categories') {
      return { data: [{ slug: 'litso', productsCount: 10 }, { slug: 'pusto', productsCount: 0 }] };
    }
    if (path === '/v1/ingredients') {
      return { data: [{ slug: 'aqua', productsCount: 5 }, { slug: 'none', productsCount: 0 }], meta: { last_page: 1 } };
    }
    throw new Error(`unexpected ${path}`);
  };
  return { get } as unknown as ApiClient;
}

describe('sitemap sources', () => {
  it('reads every page of the lists and keeps only pages with products', async () => {
    const asked: string[] = [];
    const paths = await collectSitemapPaths(fakeApi(asked));
    expect(asked.filter((a) => a.startsWith('/v1/catalog/products'))).toHaveLength(3);
    expect(paths).toEqual(expect.arrayContaining([...FIXED_PAGES, '/product-category/litso/', '/ingredients/aqua/']));
    expect(paths).not.toContain('/product-category/pusto/');
    expect(paths).not.toContain('/ingredients/none/');
    expect(paths.filter((p) => p.startsWith('/katalog/') && p.split('/').length === 5)).toHaveLength(250);
  });

  it('lists the brands, series and collections of the products once each', async () => {
    const paths = await collectSitemapPaths(fakeApi([]));
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
