import { LANGUAGES, type ApiLanguage } from '@shop/contracts/i18n';
import { FALLBACK_TRANSLATIONS } from './fallback.ts';
import { createTranslator, type Translator } from './translator.ts';

/**
 * Translators by dictionary object. The server shares one decoded dictionary between renders for a
 * few seconds (root loader), so each render need not copy it again; the browser builds one per visit.
 */
const byDictionary = new WeakMap<Record<string, string>, Translator>();
const fallbackOnly = new Map<ApiLanguage, Translator>();

/** The translator for a language and its dictionary (or the built-in fallback set without one), reused. */
export function shopTranslator(lang: ApiLanguage, translations: Record<string, string> | null): Translator {
  const known = translations ? byDictionary.get(translations) : fallbackOnly.get(lang);
  if (known) return known;
  const translator = createShopTranslator(lang, translations);
  if (translations) byDictionary.set(translations, translator);
  else fallbackOnly.set(lang, translator);
  return translator;
}

/** A translator for one language over the dictionary, with the built-in fallback strings beneath it. */
export function createShopTranslator(lang: ApiLanguage, translations: Record<string, string> | null): Translator {
  return createTranslator(LANGUAGES[lang].html, { ...FALLBACK_TRANSLATIONS[lang], ...(translations ?? {}) });
}
