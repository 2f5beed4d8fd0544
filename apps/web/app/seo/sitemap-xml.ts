import { API_LANGUAGES, LANGUAGES } from '@shop/contracts/i18n';
import { localePath } from '../lib/language.ts';
import type { SitemapPage } from './sitemap-sources.ts';

function escapeXml(text: string): string {
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
  const seen = new Set<string>();
  for (const { path, lastmod } of pages) {
    if (seen.has(path)) continue;
    seen.add(path);
    const versions = API_LANGUAGES.map((lang) => ({
      hreflang: LANGUAGES[lang].html,
      href: escapeXml(`${origin}${localePath(path, lang)}`),
    }));
    const alternates = versions.map((v) => `<xhtml:link rel="alternate" hreflang="${v.hreflang}" href="${v.href}"/>`);
    const ukrainian = versions.find((v) => v.hreflang === 'uk')!;
    alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${ukrainian.href}"/>`);
    const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
    for (const version of versions) out.push(`<url><loc>${version.href}</loc>${modified}${alternates.join('')}</url>`);
  }
  out.push('</urlset>');
  return `${out.join('\n')}\n`;
}
