import { useMemo } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.tsx';
import { ContentBlocks } from './content-blocks.tsx';
import type { ContentPageData } from './load-content-page.ts';
import styles from './content-page.module.css';

/** A static page made of an optional HTML body and content blocks. */
export function ContentPage({ data }: { data: ContentPageData }) {
  const { t } = useTranslation();
  const { page } = data;
  const products = useMemo(() => new Map(data.products), [data.products]);
  return (
    <article className={styles.page}>
      <Breadcrumbs items={[{ label: page.title }]} />
      {page.preview ? (
        <p className={styles.preview} role="status" data-testid="page-preview">
          {t('content.preview')}
        </p>
      ) : null}
      <h1 className={styles.title}>{page.title}</h1>
      {/* Sanitised HTML written by the shop's editors. */}
      {page.body ? <div className="prose" dangerouslySetInnerHTML={{ __html: page.body }} /> : null}
      <ContentBlocks blocks={page.blocks} products={products} title={page.title} />
    </article>
  );
}
