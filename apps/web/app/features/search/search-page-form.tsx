import { useId } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { Form } from 'react-router';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { localePath } from '../../lib/language.ts';
import { useShell } from '../../lib/use-shell.ts';
import styles from './search-page-form.module.css';

/** The search box of the results page: a plain GET form, so it works before scripts load too. */
export function SearchPageForm({ query }: { query: string }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const inputId = useId();
  return (
    <Form method="get" action={localePath('/results/', lang)} role="search" className={styles.form}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        // A new query from the header replaces the text here too.
        key={query}
        id={inputId}
        className={styles.input}
        type="search"
        name="search"
        defaultValue={query}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={styles.submit} aria-label={t('search.submit')}>
        <SearchIcon size={20} />
        {/* Phones show the icon only; the label above names the button for everyone. */}
        <span className={styles.submitText} aria-hidden="true">
          {t('search.submit')}
        </span>
      </button>
    </Form>
  );
}
