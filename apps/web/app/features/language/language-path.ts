import type { ApiLanguage } from '@shop/contracts/i18n';
import { localePath, stripLanguage } from '../../lib/language.ts';

/**
 * The same page in another language: the prefix changes, the rest of the path, the query and the
 * hash stay (`/ua/katalog/?page=2` ↔ `/katalog/?page=2`).
 */
export function languageHref(location: { pathname: string; search: string; hash?: string }, target: ApiLanguage): string {
  return `${localePath(stripLanguage(location.pathname), target)}${location.search}${location.hash ?? ''}`;
}
