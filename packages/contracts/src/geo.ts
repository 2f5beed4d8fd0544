import { z } from 'zod';

/**
 * Languages of the shop's EU site (SPEC §1: visitors whose country is not UA are offered a language
 * of their country; about 27 of them). Codes are the EU site's URL prefixes.
 */
export const EU_LANGUAGES = {
  bg: 'Български',
  cs: 'Čeština',
  da: 'Dansk',
  de: 'Deutsch',
  el: 'Ελληνικά',
  en: 'English',
  es: 'Español',
  et: 'Eesti',
  fi: 'Suomi',
  fr: 'Français',
  hr: 'Hrvatski',
  hu: 'Magyar',
  it: 'Italiano',
  lt: 'Lietuvių',
  lv: 'Latviešu',
  nl: 'Nederlands',
  no: 'Norsk',
  pl: 'Polski',
  pt: 'Português',
  ro: 'Română',
  ru: 'Русский',
  sk: 'Slovenčina',
  sl: 'Slovenščina',
  sr: 'Srpski',
  sv: 'Svenska',
  tr: 'Türkçe',
  ka: 'ქართული',
} as const;
export type EuLanguage = keyof typeof EU_LANGUAGES;

/** GET /v1/geo: the caller's country by address, and the EU site's language to offer (null: none). */
export const geoAnswer = z.object({
  data: z.object({
    country: z.string().nullable(),
    offer: z.object({ code: z.string(), name: z.string(), url: z.string() }).nullable(),
  }),
});
export type GeoAnswer = z.infer<typeof geoAnswer>['data'];
