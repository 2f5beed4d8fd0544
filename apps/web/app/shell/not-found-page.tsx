import { useTranslation } from '../i18n/translation-context.tsx';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { localePath } from '../lib/language.ts';
import { useShell } from '../lib/use-shell.ts';
import styles from './status-page.module.css';

/** The not-found page; the URL stays as requested (path, query and hash), the status is 404. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { lang } = useShell();
  return (
    <section className={styles.page} aria-labelledby="status-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="status-title" className={styles.title}>
        {t('error.notFound.title')}
      </h1>
      <p className={styles.text}>{t('error.notFound.text', { defaultValue: '' })}</p>
      <div className={styles.actions}>
        <Link className={buttonClass('primary')} to={localePath('/', lang)}>
          {t('shell.home')}
        </Link>
        <Link className={buttonClass('secondary')} to={localePath('/katalog/', lang)}>
          {t('shell.catalog')}
        </Link>
      </div>
    </section>
  );
}
