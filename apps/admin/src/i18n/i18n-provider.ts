import polyglotI18nProvider from 'ra-i18n-polyglot';
import russianMessages from 'ra-language-russian';
import { mergeTranslations } from 'react-admin';
import { session } from '../api/http.ts';
import { RESOURCES } from '../resources/registry.ts';
import { shellMessages } from './shell.ts';
import { ukrainianMessages } from './ukrainian.ts';

export type AdminLanguage = 'ru' | 'ua';

/** The language a staff member picked last (react-admin's store keeps it in localStorage). */
const STORE_KEY = 'RaStore.admin.locale';

function rememberedLanguage(): AdminLanguage {
  try {
    return JSON.parse(localStorage.getItem(STORE_KEY) ?? '"ru"') === 'ua' ? 'ua' : 'ru';
  } catch {
    return 'ru';
  }
}

/** Each screen's own words, under `resources.<name>` as react-admin expects (`name`, `fields.*`, …). */
function screenMessages(language: AdminLanguage) {
  return { resources: Object.fromEntries(RESOURCES.map(({ name, messages }) => [name, messages[language]])) };
}

const catalogues = {
  ru: () => mergeTranslations(russianMessages, shellMessages.ru, screenMessages('ru')),
  ua: () => mergeTranslations(ukrainianMessages, shellMessages.ua, screenMessages('ua')),
};

const initial = rememberedLanguage();
session.setLanguage(initial);

/** Russian and Ukrainian; the API is asked in the same language (X-Localization). */
export const i18nProvider = polyglotI18nProvider(
  (locale) => {
    const language: AdminLanguage = locale === 'ua' ? 'ua' : 'ru';
    session.setLanguage(language);
    return catalogues[language]();
  },
  initial,
  [
    { locale: 'ru', name: 'Русский' },
    { locale: 'ua', name: 'Українська' },
  ],
  { allowMissing: true },
);
