import { LANGUAGES, type ApiLanguage } from '@shop/contracts/i18n';

/** Language of a site path: Ukrainian under /ua/, Russian otherwise (SPEC §2). */
export function languageOfPath(pathname: string): ApiLanguage {
  return pathname === '/ua' || pathname.startsWith('/ua/') ? 'ua' : 'ru';
}

/** The path without its language prefix, always starting with a slash. */
export function stripLanguage(pathname: string): string {
  if (pathname === '/ua' || pathname === '/ua/') return '/';
  return pathname.startsWith('/ua/') ? pathname.slice(3) : pathname;
}

/** Builds a site path in a language: `localePath('/katalog/', 'ua')` → `/ua/katalog/`. */
export function localePath(path: string, lang: ApiLanguage): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const prefix = LANGUAGES[lang].urlPrefix;
  return prefix ? `/${prefix}${clean}` : clean;
}
