import type { ApiLanguage } from '@shop/contracts/i18n';
import { localePath } from '../../lib/language.ts';

export interface DocumentLink {
  href: string;
  /** Documents hosted elsewhere open in a new tab. */
  external: boolean;
}

/**
 * A document of the settings (privacy policy, terms of use) may be an absolute URL of another site
 * or a path of this one; a site path gets the page's language prefix. Empty means "not provided".
 */
export function documentLink(value: string | null | undefined, lang: ApiLanguage): DocumentLink | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^https?:\/\//i.test(text)) return { href: text, external: true };
  return { href: localePath(text, lang), external: false };
}
