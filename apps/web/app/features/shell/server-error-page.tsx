import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localePath } from '../../lib/language.ts';
import { useShell } from './use-shell.ts';
import styles from './status-page.module.css';

export function ServerErrorPage({ maintenance = false }: { maintenance?: boolean }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const key = maintenance ? 'maintenance' : 'server';
  return (
    <section className={styles.page} aria-labelledby="status-title">
      <p className={styles.code}>{maintenance ? '503' : '500'}</p>
      <h1 id="status-title">{t(`error.${key}.title`)}</h1>
      <p>{t(`error.${key}.text`, { defaultValue: '' })}</p>
      <div className={styles.actions}>
        <Link className={styles.primary} to={localePath('/', lang)}>
          {t('shell.home')}
        </Link>
      </div>
    </section>
  );
}
