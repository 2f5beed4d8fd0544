import { BLOG_SITE_SECTIONS, type BlogSitemapEntry } from '@shop/contracts/blog';
import type { SitemapIndex, SitemapLandings, SitemapProduct } from '@shop/contracts/catalog';
import type { ApiClient } from '../lib/api-client.ts';
import { brandPath, categoryPath, ingredientPath, productPath, seriesPath } from '../lib/catalog-paths.ts';

/**
 * The sitemap is an index (/sitemap.xml) over child files under /sitemaps/: `pages.xml` (fixed
 * pages), `landings.xml` (brands, series, collections, categories, tags, ingredients with products),
 * `posts.xml` (the blog) and `products-{n}.xml` (20,000 products each). Every file is built from
 * slugs only, so none pages through product cards.
 */

/** Public list and information pages of SPEC §2, without a language prefix. */
export const FIXED_PAGES = [
  '/',
  '/katalog/',
  '/novinki/',
  '/top-prodazh/',
  '/outlet/',
  '/promotions/',
  '/ingredienty/',
  '/podbor-kosmetiki/',
  '/news/',
  '/interesnye-stati/',
  '/video-materialy/',
  '/video-master-klassy/',
  '/about-us/',
  '/delivery/',
  '/contact/',
  '/pages/faq/',
  '/pages/cooperation/',
  '/pages/public-offer/',
];

/** Russian URLs have no prefix: they are the language-neutral paths the sitemap writes in both languages. */
const NEUTRAL = 'ru';

/** A page of the sitemap: a language-neutral path and, where known, when it last changed. */
export interface SitemapPage {
  path: string;
  lastmod?: string;
}

/** A child sitemap named in the index. */
export interface SitemapFile {
  name: string;
  lastmod: string | null;
}

const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : undefined);

/** The index: two small calls (aggregates and the post list), never the products themselves. */
export async function collectSitemapFiles(api: ApiClient): Promise<SitemapFile[]> {
  const [index, posts] = await Promise.all([
    api.get<{ data: SitemapIndex }>('/v1/catalog/sitemap').then((r) => r.data),
    api.get<{ data: BlogSitemapEntry[] }>('/v1/news/sitemap').then((r) => r.data),
  ]);
  const postsLastmod = posts.reduce<string | null>((latest, post) => (!latest || post.updatedAt > latest ? post.updatedAt : latest), null);
  return [
    // The fixed pages are lists of products and posts: they change when those do.
    { name: 'pages.xml', lastmod: [index.productsLastmod, postsLastmod].filter(Boolean).sort().at(-1) ?? null },
    { name: 'landings.xml', lastmod: index.landingsLastmod },
    { name: 'posts.xml', lastmod: postsLastmod },
    ...Array.from({ length: index.productFiles }, (_, i) => ({ name: `products-${i + 1}.xml`, lastmod: index.productsLastmod })),
  ];
}

/** The pages of one child file, or null for a name the index does not have. */
export async function collectSitemapFile(api: ApiClient, name: string): Promise<SitemapPage[] | null> {
  if (name === 'pages.xml') return FIXED_PAGES.map((path) => ({ path }));
  if (name === 'posts.xml') {
    const posts = (await api.get<{ data: BlogSitemapEntry[] }>('/v1/news/sitemap')).data;
    return posts.map((post) => ({ path: `/${BLOG_SITE_SECTIONS[post.kind].post}/${encodeURIComponent(post.slug)}/`, lastmod: day(post.updatedAt) }));
  }
  if (name === 'landings.xml') return landingPages((await api.get<{ data: SitemapLandings }>('/v1/catalog/sitemap/landings')).data);
  const match = /^products-([1-9]\d{0,3})\.xml$/.exec(name);
  if (!match) return null;
  const products = (await api.get<{ data: SitemapProduct[] }>('/v1/catalog/sitemap/products', { page: Number(match[1]) })).data;
  // A file past the last one does not exist.
  if (products.length === 0 && match[1] !== '1') return null;
  return products.map((p) => ({ path: productPath({ slug: p.slug, brand: { slug: p.brandSlug } }, NEUTRAL), lastmod: day(p.updatedAt) }));
}

export function landingPages(landings: SitemapLandings): SitemapPage[] {
  return [
    ...landings.categories.map((slug) => ({ path: categoryPath(slug, NEUTRAL) })),
    ...landings.brands.map((b) => ({ path: brandPath(b.slug, NEUTRAL), lastmod: day(b.updatedAt) })),
    ...landings.series.map((s) => ({ path: seriesPath(s, s.brandSlug, NEUTRAL), lastmod: day(s.updatedAt) })),
    ...landings.tags.map((t) => ({ path: `/${encodeURIComponent(t.categorySlug)}/${encodeURIComponent(t.slug)}/` })),
    ...landings.ingredients.map((slug) => ({ path: ingredientPath(slug, NEUTRAL) })),
  ];
}
