import { useTranslation } from '../../i18n/translation-context.tsx';
import { Link } from 'react-router';
import { type ListState, serializeListState } from './list-params.ts';
import type { ViewMode } from './product-tile.tsx';
import styles from './list-toolbar.module.css';

const GridIcon = () => (
  <svg width="20" height="20" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
    <rect x="2" y="2" width="7" height="7" rx="1.5" />
    <rect x="11" y="2" width="7" height="7" rx="1.5" />
    <rect x="2" y="11" width="7" height="7" rx="1.5" />
    <rect x="11" y="11" width="7" height="7" rx="1.5" />
  </svg>
);

const ListIcon = () => (
  <svg width="20" height="20" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
    <rect x="2" y="3" width="5" height="5" rx="1.2" />
    <rect x="9" y="4.5" width="9" height="2" rx="1" />
    <rect x="2" y="12" width="5" height="5" rx="1.2" />
    <rect x="9" y="13.5" width="9" height="2" rx="1" />
  </svg>
);

/** Grid or list: two links to the same page in the other view, so the choice is part of the URL. */
export function ViewToggle({ pagePath, state, view }: { pagePath: string; state: ListState; view: ViewMode }) {
  const { t } = useTranslation();
  const href = (next: ViewMode) => {
    const search = serializeListState({ ...state, view: next });
    return search ? `${pagePath}?${search}` : pagePath;
  };
  return (
    <div className={styles.views}>
      {(['grid', 'list'] as const).map((mode) => (
        <Link
          key={mode}
          to={href(mode)}
          replace
          preventScrollReset
          className={mode === view ? `${styles.view} ${styles.viewActive}` : styles.view}
          aria-current={mode === view ? 'true' : undefined}
          title={t(`catalog.view.${mode}`)}
        >
          {mode === 'grid' ? <GridIcon /> : <ListIcon />}
          <span className="visually-hidden">{t(`catalog.view.${mode}`)}</span>
        </Link>
      ))}
    </div>
  );
}
