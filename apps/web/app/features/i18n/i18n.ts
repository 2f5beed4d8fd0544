import i18next, { type i18n } from 'i18next';
import { LANGUAGES, type ApiLanguage } from '@shop/contracts/i18n';
import { FALLBACK_TRANSLATIONS } from './fallback.ts';

/**
 * Instances already built, by language and dictionary contents. The server renders every page with
 * a freshly decoded copy of the same dictionary; building an i18next instance for each render was a
 * measurable share of the render, so equal dictionaries share one instance.
 */
const instances = new Map<string, i18n>();
const MAX_INSTANCES = 8;

/** A cheap fingerprint of a dictionary: its size and the summed lengths of keys and values. */
function fingerprint(lang: ApiLanguage, translations: Record<string, string> | null): string {
  if (!translations) return `${lang}:fallback`;
  let keys = 0;
  let chars = 0;
  for (const key in translations) {
    keys++;
    chars += key.length + translations[key].length;
  }
  return `${lang}:${keys}:${chars}`;
}

/** The i18next instance for a language and dictionary, built once and reused. */
export function getI18n(lang: ApiLanguage, translations: Record<string, string> | null): i18n {
  const key = fingerprint(lang, translations);
  let instance = instances.get(key);
  if (!instance) {
    if (instances.size >= MAX_INSTANCES) instances.delete(instances.keys().next().value as string);
    instance = createI18n(lang, translations);
    instances.set(key, instance);
  }
  return instance;
}

/**
 * One i18next instance per language and dictionary. Keys are flat (`header.search`), plurals use
 * CLDR suffixes (`_one/_few/_many/_other`) resolved for `ru` and `uk`.
 */
export function createI18n(lang: ApiLanguage, translations: Record<string, string> | null): i18n {
  const instance = i18next.createInstance();
  const htmlLang = LANGUAGES[lang].html;
  void instance.init({
    lng: htmlLang,
    fallbackLng: false,
    resources: { [htmlLang]: { translation: { ...FALLBACK_TRANSLATIONS[lang], ...(translations ?? {}) } } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
  } as Parameters<i18n['init']>[0]);
  return instance;
}
