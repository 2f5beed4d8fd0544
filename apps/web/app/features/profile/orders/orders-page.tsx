import { useTranslation } from '../../../i18n/translation-context.tsx';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { localePath } from '../../../lib/language.ts';
import { useShell } from '../../../lib/use-shell.ts';
import styles from '../profile.module.css';

/**
 * Current (in progress) and finished orders (SPEC §4 Orders). The shop takes no orders yet: the
 * checkout and GET /v1/orders arrive with the orders work, which fills this page in; until then
 * the honest state of every account is "no orders", with the way to the catalogue.
 */
export function OrdersPage({ status }: { status: 'in_progress' | 'finished' }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const current = status === 'in_progress';
  return (
    <section aria-labelledby="orders-title">
      <h2 id="orders-title" className={styles.panelTitle} style={{ marginBottom: 'var(--space-5)' }}>
        {current ? t('profile.nav.currentOrders') : t('profile.nav.historyOrders')}
      </h2>
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{current ? t('profile.orders.noCurrent') : t('profile.orders.noHistory')}</p>
        <p className={styles.muted}>{t('profile.orders.emptyText')}</p>
        <Link to={localePath('/katalog/', lang)} className={buttonClass('primary')}>
          {t('profile.toCatalog')}
        </Link>
      </div>
    </section>
  );
}
