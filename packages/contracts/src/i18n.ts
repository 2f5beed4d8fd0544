/**
 * Languages of the site. The API speaks of `ru` and `ua` (X-Localization, URL prefix);
 * HTML `lang` and `hreflang` use the ISO code `uk` for Ukrainian.
 */
export const API_LANGUAGES = ['ru', 'ua'] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];
export type HtmlLanguage = 'ru' | 'uk';

export const DEFAULT_LANGUAGE: ApiLanguage = 'ru';

export interface LanguageInfo {
  key: ApiLanguage;
  code: string;
  html: HtmlLanguage;
  /** URL prefix without slashes; empty for the unprefixed default. */
  urlPrefix: '' | 'ua';
  title: string;
  name: string;
}

export const LANGUAGES: Record<ApiLanguage, LanguageInfo> = {
  ru: { key: 'ru', code: 'ru-RU', html: 'ru', urlPrefix: '', title: 'Русский', name: 'RU' },
  ua: { key: 'ua', code: 'ua-UA', html: 'uk', urlPrefix: 'ua', title: 'Українська', name: 'UA' },
};

export function isApiLanguage(value: unknown): value is ApiLanguage {
  return value === 'ru' || value === 'ua';
}

export function toApiLanguage(value: string | undefined | null): ApiLanguage {
  if (!value) return DEFAULT_LANGUAGE;
  const v = value.trim().toLowerCase().slice(0, 2);
  if (v === 'ua' || v === 'uk') return 'ua';
  return 'ru';
}

/** CLDR plural category for ru/uk (SPEC §9: three forms, plus `other` for fractions). */
export function pluralCategory(count: number, lang: ApiLanguage): Intl.LDMLPluralRule {
  return new Intl.PluralRules(LANGUAGES[lang].html).select(count);
}
