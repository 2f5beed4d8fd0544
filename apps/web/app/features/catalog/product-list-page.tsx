import { useTranslation } from '../../i18n/translation-context.tsx';
import { Link } from 'react-router';
import { Breadcrumbs, type Crumb } from '../../components/ui/breadcrumbs.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { pageHref } from '../../components/ui/pagination-links.ts';
import { ActiveFilters } from './active-filters.tsx';
import { brandPath, categoryPath, seriesPath } from '../../lib/catalog-paths.ts';
import { FilterIcon } from './filter-icon.tsx';
import { FILTER_PANEL_ID, FilterPanel } from './filter-panel.tsx';
import { EMPTY_LIST_STATE, hasFilters, serializeListState } from './list-params.ts';
import type { ListPageData } from './list-loader.ts';
import { ProductGrid } from './product-grid.tsx';
import { PreloadFirstImage } from './preload-first-image.tsx';
import { SortSelect } from './sort-select.tsx';
import { useListView } from './use-list-view.ts';
import { ViewToggle } from './view-toggle.tsx';
import listStyles from './list-toolbar.module.css';
import styles from './product-list-page.module.css';

/** The title of a list page: the landing's own, or the page kind's. */
export function useListTitle(data: ListPageData): string {
  const { t } = useTranslation();
  return data.landing?.title ?? t(`catalog.list.${data.id}.title`);
}

function landingCrumbs(data: ListPageData, title: string): Crumb[] {
  const { landing, lang } = data;
  if (!landing) return [{ label: title }];
  // Ancestors from the API, then the landing itself (the current page, not a link).
  return landing.breadcrumbs.map((crumb, index) => {
    const isLast = index === landing.breadcrumbs.length - 1;
    if (isLast) return { label: crumb.title };
    if (crumb.type === 'brand') return { label: crumb.title, href: brandPath(crumb.slug, lang) };
    if (crumb.type === 'series' || crumb.type === 'collection') {
      return { label: crumb.title, href: seriesPath({ slug: crumb.slug, isCollection: crumb.type === 'collection' }, crumb.brandSlug, lang) };
    }
    return { label: crumb.title, href: categoryPath(crumb.slug, lang) };
  });
}

/**
 * A product list page: breadcrumbs, title and count, filters (sidebar or sheet), sort and view,
 * the tiles, pagination, and the landing's text below the list.
 */
export function ProductListPage({ data }: { data: ListPageData }) {
  const { t } = useTranslation();
  const view = useListView();
  const title = useListTitle(data);
  const { products, state, basePath, page } = data;
  const pagePath = pageHref(basePath, page);
  const filtered = hasFilters(state);
  const filterCount =
    state.category.length +
    state.brand.length +
    state.series.length +
    state.attributeValues.length +
    (state.priceMin !== null || state.priceMax !== null ? 1 : 0) +
    Number(state.inStock) +
    Number(state.isNew) +
    Number(state.promotions);
  const first = products.data[0];

  return (
    <div className={styles.page}>
      {first?.image ? <PreloadFirstImage image={first.image} view={view} /> : null}
      <Breadcrumbs items={landingCrumbs(data, title)} />
      <header className={styles.header}>
        <h1 className={styles.title}>
          {title}
          {page > 1 ? <span className={styles.pageNumber}> — {t('catalog.pageSuffix', { page })}</span> : null}
        </h1>
        <p className={styles.count} aria-live="polite">
          {t('catalog.count', { count: products.meta.total })}
        </p>
      </header>

      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label={t('catalog.filters.title')}>
          <FilterPanel
            basePath={basePath}
            state={{ ...state, view }}
            facets={data.facets}
            categories={data.categories}
            attributes={data.attributes}
            listFacets={data.listFacets}
            total={products.meta.total}
          />
        </aside>

        <section className={styles.results} aria-label={t('catalog.results')}>
          <div className={listStyles.toolbar}>
            <button type="button" className={listStyles.filterButton} popoverTarget={FILTER_PANEL_ID}>
              <FilterIcon />
              {t('catalog.filters.title')}
              {filterCount > 0 ? <span className={listStyles.filterCount}>{filterCount}</span> : null}
            </button>
            <SortSelect basePath={basePath} state={{ ...state, view }} defaultSort={data.defaultSort} />
            <ViewToggle pagePath={pagePath} state={state} view={view} />
          </div>
          <ActiveFilters
            basePath={basePath}
            state={{ ...state, view }}
            categories={data.categories}
            attributes={data.attributes}
            listFacets={data.listFacets}
          />

          {products.data.length > 0 ? (
            <ProductGrid
              products={products.data}
              view={view}
              priorityCount={view === 'list' ? 1 : 2}
              offset={(products.meta.current_page - 1) * products.meta.per_page}
              analyticsList={{ id: data.landing ? `${data.landing.type}:${data.landing.slug}` : data.id, name: title }}
              headingLevel={2}
            />
          ) : (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>{t('catalog.empty.title')}</p>
              {filtered ? (
                <Link to={pageHref(basePath, 1, serializeListState({ ...EMPTY_LIST_STATE, sort: state.sort, view }))} className={styles.emptyLink}>
                  {t('catalog.filters.reset')}
                </Link>
              ) : null}
            </div>
          )}

          <Pagination current={products.meta.current_page} last={products.meta.last_page} basePath={basePath} search={serializeListState({ ...state, view })} />
        </section>
      </div>

      {data.landing?.description && page === 1 ? (
        // The landing text is HTML written by the shop's editors and sanitised by the API.
        <div className={`prose ${styles.description}`} dangerouslySetInnerHTML={{ __html: data.landing.description }} />
      ) : null}
    </div>
  );
}
