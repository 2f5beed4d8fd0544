import { LANGUAGES, type ApiLanguage } from '@shop/contracts/i18n';
import { FALLBACK_TRANSLATIONS } from './fallback.ts';
import { createTranslator, type Translator } from './translator.ts';

/**
 * Translators already built, by language and dictionary contents. The server renders every page
 * with a freshly decoded copy of the same dictionary, so equal dictionaries share one translator.
 */
const instances = new Map<string, Translator>();
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

/** The same dictionary object again (the server shares shell data between renders): no fingerprint needed. */
const byDictionary = new WeakMap<Record<string, string>, Translator>();

/** The translator for a language and dictionary, built once and reused. */
export function getI18n(lang: ApiLanguage, translations: Record<string, string> | null): Translator {
  const known = translations ? byDictionary.get(translations) : undefined;
  if (known?.language === LANGUAGES[lang].html) return known;
  const key = fingerprint(lang, translations);
  let instance = instances.get(key);
  if (!instance) {
    if (instances.size >= MAX_INSTANCES) instances.delete(instances.keys().next().value as string);
    instance = createI18n(lang, translations);
    instances.set(key, instance);
  }
  if (translations) byDictionary.set(translations, instance);
  return instance;
}

/** A translator for one language over the dictionary, with the built-in fallback strings beneath it. */
export function createI18n(lang: ApiLanguage, translations: Record<string, string> | null): Translator {
  return createTranslator(LANGUAGES[lang].html, { ...FALLBACK_TRANSLATIONS[lang], ...(translations ?? {}) });
}
