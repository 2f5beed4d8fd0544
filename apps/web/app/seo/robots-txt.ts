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

/** Public pages inside a private section: the seminars page of the education platform (issue 30). */
const PUBLIC_SECTIONS = ['/platform/seminars/'];

export function buildRobotsTxt(origin: string): string {
  const prefixes = API_LANGUAGES.map((lang) => (LANGUAGES[lang].urlPrefix ? `/${LANGUAGES[lang].urlPrefix}` : ''));
  const lines = ['User-agent: *', 'Disallow: /api/'];
  // The longer Allow outranks its section's Disallow (RFC 9309: the most specific rule wins).
  for (const prefix of prefixes) for (const section of PUBLIC_SECTIONS) lines.push(`Allow: ${prefix}${section}`);
  for (const prefix of prefixes) for (const section of PRIVATE_SECTIONS) lines.push(`Disallow: ${prefix}${section}`);
  lines.push('Allow: /', '', `Sitemap: ${origin}/sitemap.xml`);
  return `${lines.join('\n')}\n`;
}
