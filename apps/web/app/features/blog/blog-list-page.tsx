import { Link } from 'react-router';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { useShell } from '../../lib/use-shell.ts';
import { blogListPath } from './blog-paths.ts';
import type { BlogListData } from './load-blog.ts';
import { PostCard } from './post-card.tsx';
import styles from './blog-list-page.module.css';

/** A blog list (news, articles, videos, master classes): category links, 12 cards, pagination. */
export function BlogListPage({ data }: { data: BlogListData }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const base = blogListPath(data.kind, lang);
  const title = t(`blog.title.${data.kind}`);
  const search = data.category ? `?category=${encodeURIComponent(data.category)}` : '';
  const categories = data.categories.filter((c) => c.postsCount > 0);
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: title }]} />
      <h1 className={styles.title}>{title}</h1>
      {categories.length > 1 ? (
        <nav aria-label={t('blog.categories')}>
          <ul className={styles.categories}>
            <li>
              <Link to={base} className={styles.category} aria-current={data.category ? undefined : 'page'}>
                {t('blog.allCategories')}
              </Link>
            </li>
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={`${base}?category=${encodeURIComponent(category.slug)}`}
                  className={styles.category}
                  aria-current={data.category === category.slug ? 'page' : undefined}
                >
                  {category.title} <span className={styles.count}>{category.postsCount}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {data.posts.length ? (
        <ul className={styles.grid}>
          {data.posts.map((post, index) => (
            <li key={post.id}>
              <PostCard post={post} priority={index < 2} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('blog.empty')}</p>
      )}
      <Pagination current={data.page} last={data.lastPage} basePath={base} search={search} />
    </div>
  );
}
