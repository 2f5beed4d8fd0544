import { useTranslation } from '../../i18n/translation-context.tsx';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { localePath } from '../../lib/language.ts';
import { PreloadFirstImage } from '../catalog/preload-first-image.tsx';
import { ProductGrid } from '../catalog/product-grid.tsx';
import { useShell } from '../../lib/use-shell.ts';
import type { SelectionPageData } from './load-selection.ts';
import { SelectionChips } from './selection-chips.tsx';
import { SELECTION_PANEL_ID, SelectionFiltersPanel } from './selection-filters.tsx';
import { hasSelection, selectedCount, serializeSelection } from './selection-state.ts';
import styles from './selection-page.module.css';

const ANALYTICS_LIST = { id: 'selection', name: 'Selection helper' };

/** /podbor-kosmetiki/: the facets beside the matching products, the choice kept in the URL. */
export function SelectionPage({ data }: { data: SelectionPageData }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const { state, page, filters, products } = data;
  const basePath = localePath('/podbor-kosmetiki/', lang);
  const count = selectedCount(state);
  const first = products.data[0];
  return (
    <div className={styles.page}>
      {first?.image ? <PreloadFirstImage image={first.image} view="grid" /> : null}
      <Breadcrumbs items={[{ label: t('selection.title') }]} />
      <header className={styles.header}>
        <h1 className={styles.title}>
          {t('selection.title')}
          {page > 1 ? <span className={styles.pageNumber}> — {t('pagination.page')} {page}</span> : null}
        </h1>
        <p className={styles.intro}>{t('selection.intro')}</p>
      </header>

      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label={t('selection.filters.title')}>
          <SelectionFiltersPanel basePath={basePath} state={state} filters={filters} />
        </aside>

        <section className={styles.results} aria-labelledby="selection-count">
          <div className={styles.toolbar}>
            <button type="button" className={styles.filterButton} popoverTarget={SELECTION_PANEL_ID}>
              {t('selection.filters.title')}
              {count > 0 ? <span className={styles.filterCount}>{count}</span> : null}
            </button>
            <p id="selection-count" className={styles.count} aria-live="polite">
              {t('selection.found', { count: products.meta.total })}
            </p>
          </div>
          <SelectionChips basePath={basePath} state={state} filters={filters} />

          {products.data.length > 0 ? (
            <ProductGrid
              products={products.data}
              priorityCount={2}
              offset={(page - 1) * products.meta.per_page}
              analyticsList={ANALYTICS_LIST}
              headingLevel={2}
              className={styles.grid}
            />
          ) : (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>{t('selection.empty.title')}</p>
              <p>{t('selection.empty.text')}</p>
              {hasSelection(state) ? (
                <Link to={basePath} className={styles.emptyLink}>
                  {t('selection.reset')}
                </Link>
              ) : null}
            </div>
          )}

          <Pagination current={page} last={products.meta.last_page} basePath={basePath} search={serializeSelection(state)} />
        </section>
      </div>
    </div>
  );
}
