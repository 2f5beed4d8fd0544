import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localePath } from '../../../lib/language.ts';
import { useShell } from '../use-shell.ts';
import styles from './site-header.module.css';

export function SiteHeader() {
  const { t } = useTranslation();
  const { lang, headerMessages } = useShell();
  return (
    <header className={styles.header}>
      {headerMessages[0] ? <p className={styles.message}>{headerMessages[0].title}</p> : null}
      <div className={styles.bar}>
        <Link to={localePath('/', lang)} className={styles.logo}>
          ProCosmetics
        </Link>
        <nav aria-label={t('shell.catalog')}>
          <Link to={localePath('/katalog/', lang)}>{t('shell.catalog')}</Link>
        </nav>
      </div>
    </header>
  );
}
