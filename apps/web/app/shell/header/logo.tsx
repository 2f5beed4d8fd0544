import { useTranslation } from '../../i18n/translation-context.tsx';
import { Link } from 'react-router';
import { localePath } from '../../lib/language.ts';
import { useShell } from '../../lib/use-shell.ts';
import styles from './logo.module.css';

/** The shop's wordmark with its drop mark; links to the home page of the current language. */
export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  return (
    <Link to={localePath('/', lang)} className={[styles.logo, className].filter(Boolean).join(' ')} aria-label={t('shell.logoLabel')}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path d="M16 3.5s-8.5 9.3-8.5 15.4a8.5 8.5 0 0 0 17 0C24.5 12.8 16 3.5 16 3.5Z" />
        <path className={styles.shine} d="M12.2 19.6a4.2 4.2 0 0 0 3.3 3.9" />
      </svg>
      <span className={styles.word}>
        <span className={styles.strong}>Pro</span>Cosmetics
      </span>
    </Link>
  );
}
