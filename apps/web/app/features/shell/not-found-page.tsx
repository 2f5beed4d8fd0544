import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localePath } from '../../lib/language.ts';
import { useShell } from './use-shell.ts';
import styles from './status-page.module.css';

/** The not-found page; the URL stays as requested (path, query and hash), the status is 404. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { lang } = useShell();
  return (
    <section className={styles.page} aria-labelledby="status-title">
      <p className={styles.code}>404</p>
      <h1 id="status-title">{t('error.notFound.title')}</h1>
      <p>{t('error.notFound.text', { defaultValue: '' })}</p>
      <div className={styles.actions}>
        <Link className={styles.primary} to={localePath('/', lang)}>
          {t('shell.home')}
        </Link>
        <Link to={localePath('/katalog/', lang)}>{t('shell.catalog')}</Link>
      </div>
    </section>
  );
}
