import { useTranslation } from '../i18n/translation-context.tsx';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { localePath } from '../lib/language.ts';
import { useShell } from '../lib/use-shell.ts';
import styles from './status-page.module.css';

/** The server-error (500) and maintenance (503) pages, inside the shell so the visitor can go on. */
export function ServerErrorPage({ maintenance = false }: { maintenance?: boolean }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const key = maintenance ? 'maintenance' : 'server';
  return (
    <section className={styles.page} aria-labelledby="status-title">
      <p className={styles.code} aria-hidden="true">
        {maintenance ? '503' : '500'}
      </p>
      <h1 id="status-title" className={styles.title}>
        {t(`error.${key}.title`)}
      </h1>
      <p className={styles.text}>{t(`error.${key}.text`, { defaultValue: '' })}</p>
      <div className={styles.actions}>
        <Link className={buttonClass('primary')} to={localePath('/', lang)}>
          {t('shell.home')}
        </Link>
      </div>
    </section>
  );
}
