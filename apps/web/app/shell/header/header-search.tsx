import { useTranslation } from '../../i18n/translation-context.tsx';
import { Form, useLocation, useSearchParams } from 'react-router';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { localePath, stripLanguage } from '../../lib/language.ts';
import { SearchSuggestions } from '../../features/search/search-suggestions.tsx';
import { useSearchCombobox } from '../../features/search/use-search-combobox.ts';
import { useShell } from '../../lib/use-shell.ts';
import styles from './header-search.module.css';

/**
 * The header search: a GET form to /results/?search= in the current language, which works before
 * any script loads. Once scripts run, it is a combobox with live suggestions (SPEC §4, §9: dropdown
 * above 1 character, request above 2, debounced 500 ms); Enter without a chosen row submits the form.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // Only the results page's own query belongs in the box (other pages use ?search= for other lists).
  const urlQuery = stripLanguage(pathname).startsWith('/results/') ? (params.get('search') ?? '') : '';
  const combobox = useSearchCombobox(urlQuery);
  return (
    <Form
      method="get"
      action={localePath('/results/', lang)}
      role="search"
      className={[styles.form, className].filter(Boolean).join(' ')}
      onSubmit={combobox.close}
    >
      <label htmlFor="header-search" className="visually-hidden">
        {t('shell.search')}
      </label>
      <input
        id="header-search"
        className={styles.input}
        type="search"
        name="search"
        placeholder={t('shell.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={120}
        required
        {...combobox.inputProps}
      />
      <button type="submit" className={styles.submit} aria-label={t('shell.searchSubmit')}>
        <SearchIcon size={20} />
      </button>
      <SearchSuggestions
        id={combobox.listboxId}
        open={combobox.open}
        options={combobox.options}
        active={combobox.active}
        onHover={combobox.setActive}
        onChoose={combobox.close}
      />
    </Form>
  );
}
