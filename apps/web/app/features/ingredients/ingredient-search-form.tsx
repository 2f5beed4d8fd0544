import { useId } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { Form } from 'react-router';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { localePath } from '../../lib/language.ts';
import { useShell } from '../../lib/use-shell.ts';
import styles from './ingredient-search-form.module.css';

/** Finds an ingredient by INCI or common name across all letters (a GET form: works without scripts). */
export function IngredientSearchForm({ search }: { search: string }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const inputId = useId();
  return (
    <Form method="get" action={localePath('/ingredienty/', lang)} role="search" className={styles.form}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('ingredients.search.label')}
      </label>
      <SearchIcon size={20} className={styles.icon} />
      <input
        key={search}
        id={inputId}
        className={styles.input}
        type="search"
        name="search"
        defaultValue={search}
        placeholder={t('ingredients.search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={styles.submit}>
        {t('ingredients.search.submit')}
      </button>
    </Form>
  );
}
