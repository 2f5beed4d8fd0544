import { API_LANGUAGES, LANGUAGES } from '@shop/contracts/i18n';
import { localePath } from '../lib/language.ts';
import type { SitemapFile, SitemapPage } from './sitemap-sources.ts';

const XML_SPECIAL = /[&<>"']/;

function escapeXml(text: string): string {
  // Most paths are plain slugs: test once, replace only when needed (the sitemap writes ~200,000 of them).
  if (!XML_SPECIAL.test(text)) return text;
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/**
 * A sitemap where every page appears once per language, each entry listing all language versions
 * (`ru`, `uk`) and `x-default` (the Ukrainian URL, ARCHITECTURE §4), as Google asks for hreflang in
 * sitemaps. Paths are site paths without a language prefix, e.g. `/ingredienty/`; `lastmod` is a date.
 */
export function buildSitemapXml(origin: string, pages: Iterable<SitemapPage>): string {
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  const languages = API_LANGUAGES.map((lang) => ({ lang, hreflang: LANGUAGES[lang].html }));
  const seen = new Set<string>();
  for (const { path, lastmod } of pages) {
    if (seen.has(path)) continue;
    seen.add(path);
    const versions = languages.map(({ lang, hreflang }) => ({ hreflang, href: escapeXml(`${origin}${localePath(path, lang)}`) }));
    let alternates = '';
    for (const v of versions) alternates += `<xhtml:link rel="alternate" hreflang="${v.hreflang}" href="${v.href}"/>`;
    const ukrainian = versions.find((v) => v.hreflang === 'uk')!;
    alternates += `<xhtml:link rel="alternate" hreflang="x-default" href="${ukrainian.href}"/>`;
    const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
    for (const version of versions) out.push(`<url><loc>${version.href}</loc>${modified}${alternates}</url>`);
  }
  out.push('</urlset>');
  return `${out.join('\n')}\n`;
}

/** The sitemap index: one `<sitemap>` per child file under /sitemaps/, with its `lastmod` date. */
export function buildSitemapIndexXml(origin: string, files: Iterable<SitemapFile>): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'];
  for (const { name, lastmod } of files) {
    const modified = lastmod ? `<lastmod>${escapeXml(lastmod.slice(0, 10))}</lastmod>` : '';
    out.push(`<sitemap><loc>${escapeXml(`${origin}/sitemaps/${name}`)}</loc>${modified}</sitemap>`);
  }
  out.push('</sitemapindex>');
  return `${out.join('\n')}\n`;
}
