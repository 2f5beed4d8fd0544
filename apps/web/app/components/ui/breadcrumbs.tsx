import { useTranslation } from '../../i18n/translation-context.tsx';
import { Link } from 'react-router';
import { useShell } from '../../lib/use-shell.ts';
import { localePath } from '../../lib/language.ts';
import { JsonLd } from './json-ld.tsx';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  /** Site path in the page's language (with /ua/ when Ukrainian); omit for the current page. */
  href?: string;
}

/**
 * The trail from home to the current page (SPEC §2 "Breadcrumbs"), with the same trail as
 * schema.org BreadcrumbList JSON-LD for search engines. Home is added first; the last crumb is
 * the current page and is not a link.
 */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  const { lang, origin } = useShell();
  const trail: Crumb[] = [{ label: t('shell.home'), href: localePath('/', lang) }, ...items];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href ? { item: `${origin}${crumb.href}` } : {}),
    })),
  };
  return (
    <nav className={styles.breadcrumbs} aria-label={t('breadcrumbs.label')}>
      <ol className={styles.list}>
        {trail.map((crumb, index) => {
          const isLast = index === trail.length - 1;
          return (
            <li key={crumb.href ?? crumb.label} className={styles.item}>
              {crumb.href && !isLast ? (
                <Link to={crumb.href} className={styles.link}>
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current={isLast ? 'page' : undefined} className={styles.current}>
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLd data={jsonLd} />
    </nav>
  );
}
