import type { CatalogSort } from '@shop/contracts/catalog';
import { useId } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { useNavigate } from 'react-router';
import { pageHref } from '../../components/ui/pagination-links.ts';
import { LIST_SORTS, type ListState, serializeListState } from './list-params.ts';
import styles from './list-toolbar.module.css';

interface SortSelectProps {
  basePath: string;
  state: ListState;
  /** The page's own order; when null the list offers "recommended" (the API's default order). */
  defaultSort: CatalogSort | null;
}

/**
 * The five orders of SPEC §3. Choosing one opens page 1 of the re-sorted list. Without scripts
 * the select sits in a GET form with the other choices as hidden fields and a submit button.
 */
export function SortSelect({ basePath, state, defaultSort }: SortSelectProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const current = state.sort ?? defaultSort ?? '';
  const kept = new URLSearchParams(serializeListState({ ...state, sort: null }));

  const change = (value: string) => {
    const sort = value === '' || value === defaultSort ? null : (value as CatalogSort);
    void navigate(pageHref(basePath, 1, serializeListState({ ...state, sort })), { preventScrollReset: true });
  };

  return (
    <form method="get" action={basePath} className={styles.sort} onSubmit={(e) => e.preventDefault()}>
      {[...kept].map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor={id} className={styles.sortLabel}>
        {t('catalog.sort.label')}
      </label>
      <span className={styles.selectBox}>
        <select id={id} name="sort" value={current} onChange={(e) => change(e.target.value)} className={styles.select}>
          {defaultSort ? null : <option value="">{t('catalog.sort.default')}</option>}
          {LIST_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`catalog.sort.${sort}`)}
            </option>
          ))}
        </select>
      </span>
      <noscript>
        <button type="submit" className={styles.noscriptButton}>
          {t('catalog.filters.apply')}
        </button>
      </noscript>
    </form>
  );
}
