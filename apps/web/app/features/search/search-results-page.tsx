import { useTranslation } from '../../i18n/translation-context.tsx';
import { Link } from 'react-router';
import { PAGE_SIZE } from '@shop/contracts/constants';
import { Pagination } from '../../components/ui/pagination.tsx';
import { localePath } from '../../lib/language.ts';
import { PreloadFirstImage } from '../catalog/preload-first-image.tsx';
import { ProductGrid } from '../catalog/product-grid.tsx';
import { useShell } from '../../lib/use-shell.ts';
import type { SearchResultsData } from './load-results.ts';
import { postPath } from './search-rules.ts';
import { SearchPageForm } from './search-page-form.tsx';
import styles from './search-results-page.module.css';

const ANALYTICS_LIST = { id: 'search_results', name: 'Search results' };

/** The /results/ page: the query box, how much was found, the products (paginated) and matching posts. */
export function SearchResultsPage({ data }: { data: SearchResultsData }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const { query, page, products, posts } = data;
  const total = products?.meta.total ?? 0;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{query ? t('search.results.headingFor', { query }) : t('search.results.heading')}</h1>
        {query ? (
          <p className={styles.summary} role="status">
            {total > 0 ? t(products?.meta.total_at_least ? 'search.results.foundAtLeast' : 'search.results.found', { count: total }) : t('search.results.nothing')}
          </p>
        ) : (
          <>
            {/* With a query the header box holds it; an empty results page offers a large box of its own. */}
            <SearchPageForm query={query} />
            <p className={styles.summary}>{t('search.results.prompt')}</p>
          </>
        )}
      </header>

      {products && products.data.length > 0 ? (
        <section aria-label={t('search.results.products')}>
          {products.data[0]?.image ? <PreloadFirstImage image={products.data[0].image} view="grid" /> : null}
          <ProductGrid
            products={products.data}
            priorityCount={2}
            offset={(page - 1) * PAGE_SIZE.catalog}
            analyticsList={ANALYTICS_LIST}
            headingLevel={2}
          />
          <Pagination
            current={page}
            last={products.meta.last_page}
            basePath={localePath('/results/', lang)}
            search={`?${new URLSearchParams({ search: query }).toString()}`}
          />
        </section>
      ) : null}

      {query && total === 0 ? (
        <div className={styles.empty}>
          <p>{t('search.results.tips')}</p>
          <p className={styles.emptyLinks}>
            <Link to={localePath('/katalog/', lang)}>{t('search.results.toCatalog')}</Link>
            <Link to={localePath('/podbor-kosmetiki/', lang)}>{t('search.results.toSelection')}</Link>
          </p>
        </div>
      ) : null}

      {posts.length > 0 ? (
        <section className={styles.posts} aria-labelledby="search-posts-heading">
          <h2 id="search-posts-heading" className={styles.postsTitle}>
            {t('search.results.posts')}
          </h2>
          <ul className={styles.postList}>
            {posts.map((post) => (
              <li key={post.id}>
                <Link to={postPath(post.pageSlug, post.slug, lang)} className={styles.post}>
                  <span className={styles.postKind}>{t(`search.kind.${post.pageSlug}`)}</span>
                  {post.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
