import { useTranslation } from '../../i18n/translation-context.tsx';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.tsx';
import { localePath } from '../../lib/language.ts';
import { useShell } from '../../lib/use-shell.ts';
import { BasketContents } from './basket-contents.tsx';
import styles from './basket-page.module.css';

/**
 * /buy-flow/basket/ (SPEC §2): breadcrumbs and title from the server; the lines live in browser
 * storage, so they fill in after hydration. Without scripts the page says why it is empty.
 */
export function BasketPage() {
  const { t } = useTranslation();
  const { lang } = useShell();
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: t('basket.title') }]} />
      <h1 className={styles.title}>{t('basket.title')}</h1>
      {/* Server-rendered, so the page's main text is on screen before the stored lines are read. */}
      <p className={styles.lead}>{t('basket.lead')}</p>
      <noscript>
        <p className={styles.noScript}>
          {t('basket.noScript')} <Link to={localePath('/katalog/', lang)}>{t('basket.empty.toCatalog')}</Link>
        </p>
      </noscript>
      <div className={styles.contents}>
        <BasketContents />
      </div>
    </div>
  );
}
