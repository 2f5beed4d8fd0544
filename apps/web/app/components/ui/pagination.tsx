import { useTranslation } from '../../i18n/translation-context.tsx';
import { Link } from 'react-router';
import { pageHref, pageWindow } from './pagination-links.ts';
import styles from './pagination.module.css';

interface PaginationProps {
  current: number;
  last: number;
  /** The list's plain path (page 1), e.g. `/ua/katalog/`. */
  basePath: string;
  /** Query string to keep on every link (sort, filters), with or without "?". */
  search?: string;
}

/** Numbered links to `/page/N/` URLs with previous and next; nothing when there is one page. */
export function Pagination({ current, last, basePath, search = '' }: PaginationProps) {
  const { t } = useTranslation();
  if (last <= 1) return null;
  const href = (page: number) => pageHref(basePath, page, search);
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <ul className={styles.list}>
        <li>
          {current > 1 ? (
            <Link className={styles.step} to={href(current - 1)} rel="prev">
              <span aria-hidden="true">‹</span>
              <span className={styles.stepText}>{t('pagination.previous')}</span>
            </Link>
          ) : null}
        </li>
        {pageWindow(current, last).map((page, index) =>
          page === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              {page === current ? (
                <span className={`${styles.page} ${styles.current}`} aria-current="page">
                  <span className="visually-hidden">{t('pagination.page')} </span>
                  {page}
                </span>
              ) : (
                <Link className={styles.page} to={href(page)}>
                  <span className="visually-hidden">{t('pagination.page')} </span>
                  {page}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {current < last ? (
            <Link className={styles.step} to={href(current + 1)} rel="next">
              <span className={styles.stepText}>{t('pagination.next')}</span>
              <span aria-hidden="true">›</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
