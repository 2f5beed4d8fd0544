import { useTranslation } from '../../i18n/translation-context.tsx';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { localePath } from '../../lib/language.ts';
import { ingredientPath } from '../../lib/catalog-paths.ts';
import { PreloadFirstImage } from '../catalog/preload-first-image.tsx';
import { ProductGrid } from '../catalog/product-grid.tsx';
import { useShell } from '../../lib/use-shell.ts';
import type { IngredientPageData } from './load-ingredient.ts';
import styles from './ingredient-page.module.css';

/** An ingredient: its INCI and common names, what it does, and the products that contain it. */
export function IngredientPageView({ data }: { data: IngredientPageData }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const { ingredient, page } = data;
  const { products } = ingredient;
  const showTitle = ingredient.title && ingredient.title !== ingredient.inciName;
  return (
    <div className={styles.page}>
      <Breadcrumbs
        items={[{ label: t('ingredients.index.title'), href: localePath('/ingredienty/', lang) }, { label: ingredient.inciName }]}
      />
      <header className={styles.header}>
        <p className={styles.kicker}>{t('ingredients.page.kicker')}</p>
        <h1 className={styles.title}>{ingredient.inciName}</h1>
        {showTitle ? <p className={styles.subtitle}>{ingredient.title}</p> : null}
      </header>
      {ingredient.description && page === 1 ? (
        // Sanitised HTML written by the shop's editors.
        <div className={`prose ${styles.description}`} dangerouslySetInnerHTML={{ __html: ingredient.description }} />
      ) : null}
      <section aria-labelledby="ingredient-products" className={styles.products}>
        <h2 id="ingredient-products" className={styles.productsTitle}>
          {t('ingredients.page.products', { name: ingredient.inciName })}{' '}
          <span className={styles.total}>{t('ingredients.productsCount', { count: products.meta.total })}</span>
        </h2>
        {products.data[0]?.image ? <PreloadFirstImage image={products.data[0].image} view="grid" /> : null}
        {products.data.length > 0 ? (
          <ProductGrid
            products={products.data}
            priorityCount={2}
            offset={(page - 1) * products.meta.per_page}
            analyticsList={{ id: `ingredient_${ingredient.slug}`, name: `Ingredient: ${ingredient.inciName}` }}
          />
        ) : (
          <p className={styles.empty}>{t('ingredients.page.noProducts')}</p>
        )}
        <Pagination current={page} last={products.meta.last_page} basePath={ingredientPath(ingredient.slug, lang)} />
      </section>
    </div>
  );
}
