import { LANGUAGES, API_LANGUAGES } from '@shop/contracts/i18n';

/**
 * Areas that hold nothing for a search engine: personal pages, checkout, and search results (endless
 * combinations of the same products). The selection helper stays crawlable: its filtered URLs are
 * canonicalised to the unfiltered page.
 */
const PRIVATE_SECTIONS = [
  '/profile/',
  '/buy-flow/',
  '/platform/',
  '/user-professional-club/',
  '/distributor-orders/',
  '/distributor-storage/',
  '/results/',
];

export function buildRobotsTxt(origin: string): string {
  const prefixes = API_LANGUAGES.map((lang) => (LANGUAGES[lang].urlPrefix ? `/${LANGUAGES[lang].urlPrefix}` : ''));
  const lines = ['User-agent: *', 'Disallow: /api/'];
  for (const prefix of prefixes) for (const section of PRIVATE_SECTIONS) lines.push(`Disallow: ${prefix}${section}`);
  lines.push('Allow: /', '', `Sitemap: ${origin}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}
