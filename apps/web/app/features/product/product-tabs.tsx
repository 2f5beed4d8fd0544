import { lazy, Suspense, useState } from 'react';
import type { ProductPage, ProductTab, ProductTabKey } from '@shop/contracts/product';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { Link } from 'react-router';
import { type TabItem, Tabs } from '../../components/ui/tabs.tsx';
import { useShell } from '../../lib/use-shell.ts';
import { ingredientPath } from '../../lib/catalog-paths.ts';
import styles from './product-tabs.module.css';

interface ProductTabsProps {
  product: ProductPage;
  active: ProductTabKey;
  onChange: (key: ProductTabKey) => void;
}

/** Whether a tab has anything to show; reviews and questions always do (their forms). */
function hasContent(tab: ProductTab): boolean {
  if (tab.key === 'comments' || tab.key === 'questions') return true;
  if (tab.key === 'structure') return tab.ingredients.length > 0 || tab.content.trim() !== '';
  return tab.content.trim() !== '';
}

/** The tabs shown on the page: the seven of SPEC §2 in their order, empty text tabs left out. */
export function visibleTabs(product: ProductPage): ProductTab[] {
  return [...product.tabs].sort((a, b) => a.index - b.index).filter(hasContent);
}

/** Reviews and questions load in the browser when their tab is opened; so does their code. */
const ReviewsPanel = lazy(() => import('../reviews/reviews-panel.tsx').then((module) => ({ default: module.ReviewsPanel })));

/** The seven product tabs of SPEC §2 (indexes 0–6); INCI names link to their ingredient pages. */
export function ProductTabs({ product, active, onChange }: ProductTabsProps) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const items: TabItem[] = visibleTabs(product).map((tab) => ({
    key: tab.key,
    label:
      tab.key === 'comments' || tab.key === 'questions' ? (
        <>
          {tab.title} <span className={styles.count}>{tab.count}</span>
        </>
      ) : (
        tab.title
      ),
    content: <TabContent tab={tab} product={product} active={active === tab.key} lang={lang} />,
  }));
  return <Tabs items={items} active={active} onChange={(key) => onChange(key as ProductTabKey)} label={t('product.tabs.label')} />;
}

function TabContent({ tab, product, active, lang }: { tab: ProductTab; product: ProductPage; active: boolean; lang: 'ru' | 'ua' }) {
  const { t } = useTranslation();
  switch (tab.key) {
    case 'comments':
    case 'questions':
      return <ReviewsTab tab={tab} product={product} active={active} />;
    case 'structure':
      return (
        <div className={styles.structure}>
          {tab.ingredients.length > 0 ? (
            <>
              <h3 className={styles.subheading}>{t('product.inci')}</h3>
              <p className={styles.inci}>
                {tab.ingredients.map((ingredient, index) => (
                  <span key={ingredient.id}>
                    <Link to={ingredientPath(ingredient.slug, lang)} title={ingredient.title !== ingredient.inciName ? ingredient.title : undefined}>
                      {ingredient.inciName}
                    </Link>
                    {index < tab.ingredients.length - 1 ? ', ' : null}
                  </span>
                ))}
              </p>
            </>
          ) : null}
          {tab.content.trim() ? <Html html={tab.content} /> : null}
        </div>
      );
    default:
      return <Html html={tab.content} />;
  }
}

/** Tab texts are HTML written by the shop's editors and sanitised by the API. */
function Html({ html }: { html: string }) {
  return <div className={`prose ${styles.prose}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A reviews or questions tab: drawn from the first time it is opened, and kept after that. */
function ReviewsTab({ tab, product, active }: { tab: Extract<ProductTab, { key: 'comments' | 'questions' }>; product: ProductPage; active: boolean }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(active);
  if (active && !opened) setOpened(true);
  if (!opened) return null;
  const loading = (
    <p className="visually-hidden" aria-busy="true">
      {t('reviews.loading')}
    </p>
  );
  return (
    <Suspense fallback={loading}>
      <ReviewsPanel
        productId={product.id}
        productTitle={product.title}
        type={tab.key === 'comments' ? 'feedbacks' : 'comments'}
        active={active}
        initialCount={tab.count}
      />
    </Suspense>
  );
}
