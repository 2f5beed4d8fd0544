import { describe, expect, it } from 'vitest';
import { buildRobotsTxt } from './robots-txt.ts';
import { buildSitemapXml } from './sitemap-xml.ts';

describe('sitemap', () => {
  const xml = buildSitemapXml('https://shop.example', [{ path: '/' }, { path: '/ingredients/aqua/' }, { path: '/ingredients/aqua/' }]);

  it('lists every page in both languages with ru, uk and x-default alternates', () => {
    expect(xml).toContain('<loc>https://shop.example/ingredients/aqua/</loc>');
    expect(xml).toContain('<loc>https://shop.example/ua/ingredients/aqua/</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="ru" href="https://shop.example/ingredients/aqua/"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="uk" href="https://shop.example/ua/ingredients/aqua/"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/ua/ingredients/aqua/"/>');
    expect(xml).not.toContain('hreflang="ua"');
  });

  it('writes each page once and the home page as / and /ua/', () => {
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain('<loc>https://shop.example/</loc>');
    expect(xml).toContain('<loc>https://shop.example/ua/</loc>');
  });

  it('escapes XML special characters', () => {
    expect(buildSitemapXml('https://a.b', [{ path: '/x/?a=1&b=2' }])).toContain('/x/?a=1&amp;b=2');
  });

  it('gives both language versions of a product its last change', () => {
    const product = buildSitemapXml('https://a.b', [{ path: '/katalog/nordskin/p1/', lastmod: '2026-11-20' }]);
    expect(product.match(/<lastmod>2026-11-20<\/lastmod>/g)).toHaveLength(2);
    expect(xml).not.toContain('<lastmod>');
  });
});

describe('robots.txt', () => {
  it('points to the sitemap and keeps personal areas out in both languages', () => {
    const text = buildRobotsTxt('https://shop.example');
    expect(text).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(text).toContain('Disallow: /profile/');
    expect(text).toContain('Disallow: /ua/buy-flow/');
    expect(text).toContain('Allow: /ua/platform/seminars/');
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });
});
