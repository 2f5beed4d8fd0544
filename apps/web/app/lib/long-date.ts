import { type ApiLanguage, LANGUAGES } from '@shop/contracts/i18n';

/** The shop's time zone: server and browser then print the same day, so hydration agrees. */
const SHOP_TIME_ZONE = 'Europe/Kyiv';

/** A formatter costs milliseconds to create (more on a phone); each language's is built once. */
const formats = new Map<ApiLanguage, Intl.DateTimeFormat>();

/** "24 ноября 2026 г." / "24 листопада 2026 р.": a date written out in the page's language. */
export function longDate(iso: string, lang: ApiLanguage): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGES[lang].html, { day: 'numeric', month: 'long', year: 'numeric', timeZone: SHOP_TIME_ZONE });
    formats.set(lang, format);
  }
  return format.format(new Date(iso));
}
