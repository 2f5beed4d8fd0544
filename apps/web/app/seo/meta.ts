import type { MetaDescriptor } from 'react-router';
import type { ShellData } from '../lib/shell-data.ts';
import { readDictionary } from '../i18n/dictionary-text.ts';
import { shopTranslator } from '../i18n/i18n.ts';

export const SITE_NAME = 'ProCosmetics';

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** Reads a shell string in meta functions, where hooks are not available. */
export function metaText(matches: readonly (MatchLike | undefined)[], key: string): string {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as ShellData | undefined;
  const lang = root?.lang ?? 'ru';
  return shopTranslator(lang, readDictionary(root?.dictionary)).t(key);
}

/** Title, description and Open Graph tags of a page. */
export function pageMeta(options: {
  title: string;
  description?: string | null;
  image?: string | null;
  type?: 'website' | 'product' | 'article';
  noindex?: boolean;
}): MetaDescriptor[] {
  const title = options.title.includes(SITE_NAME) ? options.title : `${options.title} — ${SITE_NAME}`;
  const tags: MetaDescriptor[] = [
    { title },
    { property: 'og:title', content: title },
    { property: 'og:type', content: options.type ?? 'website' },
    { property: 'og:site_name', content: SITE_NAME },
  ];
  if (options.description) {
    tags.push({ name: 'description', content: options.description });
    tags.push({ property: 'og:description', content: options.description });
  }
  if (options.image) tags.push({ property: 'og:image', content: options.image });
  if (options.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
