import { useTranslation } from '../../i18n/translation-context.tsx';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { localePath } from '../../lib/language.ts';
import { useShell } from '../../lib/use-shell.ts';
import { ingredientIndexSearch } from './ingredient-index-query.ts';
import { IngredientList } from './ingredient-list.tsx';
import { IngredientSearchForm } from './ingredient-search-form.tsx';
import { LetterIndex } from './letter-index.tsx';
import type { IngredientIndexData } from './load-ingredient-index.ts';
import styles from './ingredient-index-page.module.css';

/** /ingredienty/: what the index is for, a search box, the A–Z index and one page of names. */
export function IngredientIndexPage({ data }: { data: IngredientIndexData }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const { letter, search, page, letters, ingredients } = data;
  const total = ingredients.meta.total;
  const heading = search
    ? t('ingredients.index.foundFor', { search })
    : letter
      ? t('ingredients.index.letter', { letter })
      : t('ingredients.index.all');
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: t('ingredients.index.title') }]} />
      <header className={styles.header}>
        <h1 className={styles.title}>{t('ingredients.index.title')}</h1>
        <p className={styles.intro}>{t('ingredients.index.intro')}</p>
        <IngredientSearchForm search={search} />
      </header>
      <LetterIndex letters={letters} current={search ? null : letter} />
      <section aria-labelledby="ingredient-list-heading" className={styles.results}>
        <h2 id="ingredient-list-heading" className={styles.listTitle}>
          {heading} <span className={styles.total}>{t('ingredients.count', { count: total })}</span>
        </h2>
        {ingredients.data.length > 0 ? (
          <IngredientList items={ingredients.data} />
        ) : (
          <p className={styles.empty}>{t('ingredients.index.nothing')}</p>
        )}
        <Pagination
          current={page}
          last={ingredients.meta.last_page}
          basePath={localePath('/ingredienty/', lang)}
          search={ingredientIndexSearch({ letter, search })}
        />
      </section>
    </div>
  );
}
