import i18next, { type i18n } from 'i18next';
import { LANGUAGES, type ApiLanguage } from '@shop/contracts/i18n';
import { FALLBACK_TRANSLATIONS } from './fallback.ts';

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
