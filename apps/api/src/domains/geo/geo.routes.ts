import { EU_LANGUAGES, type EuLanguage, geoAnswer } from '@shop/contracts/geo';
import type { ApiDeps } from '../../deps.ts';
import type { Api } from '../../types.ts';
import { countryOfAddress } from './country-of-address.ts';

/** The EU site's language for a country; countries not listed get English. */
const COUNTRY_LANGUAGE: Record<string, EuLanguage> = {
  BG: 'bg', CZ: 'cs', DK: 'da', DE: 'de', AT: 'de', CH: 'de', LI: 'de', GR: 'el', CY: 'el', ES: 'es', EE: 'et', FI: 'fi',
  FR: 'fr', BE: 'fr', LU: 'fr', MC: 'fr', HR: 'hr', HU: 'hu', IT: 'it', SM: 'it', LT: 'lt', LV: 'lv', NL: 'nl', NO: 'no',
  PL: 'pl', PT: 'pt', RO: 'ro', MD: 'ro', RU: 'ru', BY: 'ru', KZ: 'ru', SK: 'sk', SI: 'sl', RS: 'sr', ME: 'sr', SE: 'sv',
  TR: 'tr', GE: 'ka',
};

/** GET /v1/geo: whether to offer the EU site (SPEC §1, §2 redirect-language dialog) to this visitor. */
export function geoRoutes(app: Api, deps: ApiDeps): void {
  app.get(
    '/v1/geo',
    { schema: { tags: ['content'], summary: "The caller's country by address (local database) and the EU site's language to offer, if any", response: { 200: geoAnswer } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      const country = countryOfAddress(request.ip);
      // Ukraine, and visitors whose country is unknown, stay on this site without an offer.
      if (!country || country === 'UA' || !deps.config.euSiteOrigin) return { data: { country, offer: null } };
      const code = COUNTRY_LANGUAGE[country] ?? 'en';
      return { data: { country, offer: { code, name: EU_LANGUAGES[code], url: `${deps.config.euSiteOrigin}/${code}/` } } };
    },
  );
}
