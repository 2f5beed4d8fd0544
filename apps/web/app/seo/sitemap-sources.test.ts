import { describe, expect, it } from 'vitest';
import { SITEMAP_PRODUCTS_PER_FILE } from '@shop/contracts/catalog';
import type { ApiClient } from '../lib/api-client.ts';
import { FIXED_PAGES, collectSitemapFile, collectSitemapFiles } from './sitemap-sources.ts';
import { buildSitemapIndexXml, buildSitemapXml } from './sitemap-xml.ts';

/** A fake API with `count` products of two brands, one collection, a category, a tag and an ingredient. */
function fakeApi(asked: string[], count = 250): ApiClient {
  const perFile = SITEMAP_PRODUCTS_PER_FILE;
  const get = async (path: string, query?: { page?: number }) => {
    asked.push(path);
    if (path === '/v1/catalog/sitemap') {
      return { data: { productFiles: Math.max(1, Math.ceil(count / perFile)), productsLastmod: '2026-11-20T10:00:00.000Z', landingsLastmod: '2026-11-20T10:00:00.000Z' } };
    }
    if (path === '/v1/catalog/sitemap/products') {
      const start = ((query?.page ?? 1) - 1) * perFile;
      const length = Math.max(0, Math.min(perFile, count - start));
      return {
        data: Array.from({ length }, (_, i) => ({ slug: `p${start + i + 1}`, brandSlug: (start + i) % 2 ? 'nordskin' : 'cellanova', updatedAt: '2026-11-20T10:00:00.000Z' })),
      };
    }
    if (path === '/v1/catalog/sitemap/landings') {
      return {
        data: {
          brands: [{ slug: 'nordskin', updatedAt: '2026-11-19T10:00:00.000Z' }],
          series: [
            { slug: 'arctic', brandSlug: 'nordskin', isCollection: false, updatedAt: '2026-11-18T10:00:00.000Z' },
            { slug: 'gold', brandSlug: 'cellanova', isCollection: true, updatedAt: '2026-11-18T10:00:00.000Z' },
          ],
          categories: ['litso'],
          tags: [{ categorySlug: 'litso', slug: 'uvlazhnenie' }],
          ingredients: ['aqua'],
        },
      };
    }
    if (path === '/v1/news/sitemap') return { data: [{ kind: 'videos', slug: 'obzor', updatedAt: '2026-11-21T08:00:00.000Z' }] };
    throw new Error(`unexpected ${path}`);
  };
  return { get } as unknown as ApiClient;
}

describe('sitemap index', () => {
  it('names the fixed pages, landings, posts and one products file per 10,000 products, each with lastmod, without asking for products', async () => {
    const asked: string[] = [];
    const files = await collectSitemapFiles(fakeApi(asked, 100_000));
    expect(asked.sort()).toEqual(['/v1/catalog/sitemap', '/v1/news/sitemap']);
    expect(files.map((f) => f.name)).toEqual(['pages.xml', 'landings.xml', 'posts.xml', ...Array.from({ length: 10 }, (_, i) => `products-${i + 1}.xml`)]);
    const xml = buildSitemapIndexXml('https://shop.example', files);
    expect(xml).toContain('<sitemap><loc>https://shop.example/sitemaps/products-10.xml</loc><lastmod>2026-11-20</lastmod></sitemap>');
    expect(xml).toContain('<sitemap><loc>https://shop.example/sitemaps/posts.xml</loc><lastmod>2026-11-21</lastmod></sitemap>');
  });
});

describe('child sitemaps', () => {
  it('lists the fixed pages, the blog and contact pages among them', async () => {
    const paths = (await collectSitemapFile(fakeApi([]), 'pages.xml'))!.map((p) => p.path);
    expect(paths).toEqual(FIXED_PAGES);
    expect(paths).toEqual(expect.arrayContaining(['/news/', '/contact/', '/pages/faq/']));
  });

  it('lists landings: categories, brands, series, collections, tags and ingredients', async () => {
    const pages = (await collectSitemapFile(fakeApi([]), 'landings.xml'))!;
    expect(pages.map((p) => p.path)).toEqual([
      '/product-category/litso/',
      '/product-category/nordskin/',
      '/product-category/nordskin/arctic/',
      '/product-collections/gold/',
      '/litso/uvlazhnenie/',
      '/ingredients/aqua/',
    ]);
    expect(pages[1].lastmod).toBe('2026-11-19');
  });

  it('lists posts under their site sections (videos under /video/)', async () => {
    expect(await collectSitemapFile(fakeApi([]), 'posts.xml')).toEqual([{ path: '/video/obzor/', lastmod: '2026-11-21' }]);
  });

  it('pages products 10,000 a file; a file past the last and unknown names are null', async () => {
    const api = fakeApi([], 25_000);
    const third = (await collectSitemapFile(api, 'products-3.xml'))!;
    expect(third).toHaveLength(5_000);
    expect(third[0]).toEqual({ path: '/katalog/cellanova/p20001/', lastmod: '2026-11-20' });
    expect(await collectSitemapFile(api, 'products-4.xml')).toBeNull();
    expect(await collectSitemapFile(api, 'products-0.xml')).toBeNull();
    expect(await collectSitemapFile(api, 'secrets.xml')).toBeNull();
  });

  it('builds one file of 10,000 products (20,000 URLs) well within a second', async () => {
    const api = fakeApi([], 100_000);
    const pages = (await collectSitemapFile(api, 'products-10.xml'))!;
    const started = performance.now();
    const xml = buildSitemapXml('https://shop.example', pages);
    const elapsed = performance.now() - started;
    expect(xml.split('<url>').length - 1).toBe(20_000);
    expect(xml).toContain('<url><loc>https://shop.example/ua/katalog/nordskin/p100000/</loc><lastmod>2026-11-20</lastmod>');
    expect(elapsed).toBeLessThan(1000);
  });
});
