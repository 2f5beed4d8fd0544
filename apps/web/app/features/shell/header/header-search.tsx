import { useTranslation } from 'react-i18next';
import { Form, useSearchParams } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { localePath } from '../../../lib/language.ts';
import { useShell } from '../use-shell.ts';
import styles from './header-search.module.css';

/**
 * The header search: a GET form to /results/?search= in the current language, which works before
 * any script loads. The catalogue work extends this component with the live dropdown (SPEC §4, §9:
 * dropdown above 1 character, request above 2, debounced 500 ms) inside the same form.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const [params] = useSearchParams();
  return (
    <Form method="get" action={localePath('/results/', lang)} role="search" className={[styles.form, className].filter(Boolean).join(' ')}>
      <label htmlFor="header-search" className="visually-hidden">
        {t('shell.search')}
      </label>
      <input
        id="header-search"
        className={styles.input}
        type="search"
        name="search"
        defaultValue={params.get('search') ?? ''}
        placeholder={t('shell.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={120}
        required
      />
      <button type="submit" className={styles.submit} aria-label={t('shell.searchSubmit')}>
        <SearchIcon size={20} />
      </button>
    </Form>
  );
}
