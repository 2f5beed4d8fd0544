import { useLocation } from 'react-router';
import { localePath, stripLanguage } from '../lib/language.ts';

/**
 * Canonical and hreflang alternates for the current page (ARCHITECTURE §4): every page lists its
 * Russian (`ru`) and Ukrainian (`uk`) versions and `x-default`, with absolute URLs. The canonical
 * is the page itself without query parameters.
 */
export function AlternateLinks({ origin }: { origin: string }) {
  const { pathname } = useLocation();
  const base = stripLanguage(pathname);
  const ru = `${origin}${localePath(base, 'ru')}`;
  const uk = `${origin}${localePath(base, 'ua')}`;
  return (
    <>
      <link rel="canonical" href={`${origin}${pathname}`} />
      <link rel="alternate" hrefLang="ru" href={ru} />
      <link rel="alternate" hrefLang="uk" href={uk} />
      <link rel="alternate" hrefLang="x-default" href={uk} />
    </>
  );
}
