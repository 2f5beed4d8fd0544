import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass, Button } from '../../../components/ui/button.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useTranslation } from '../../../i18n/translation-context.tsx';
import { localePath } from '../../../lib/language.ts';
import { useShell } from '../../../lib/use-shell.ts';
import { useUser } from '../../../visitor/account-store.ts';
import { mayPayByInvoice } from '../../checkout/payment-rules.ts';
import styles from '../profile.module.css';
import { OrderCard } from './order-card.tsx';
import { type OrdersPage as OrdersAnswer, type OrdersStatus, ordersApi } from './orders-api.ts';
import orderStyles from './orders.module.css';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; answer: OrdersAnswer; of: string };

const SLUG: Record<OrdersStatus, string> = { in_progress: 'user-current-orders', finished: 'user-history-orders' };

/**
 * Current (in progress) and finished orders (SPEC §4 "Orders", §9: 15 a page), read in the browser
 * (they are personal) for the page of the list in the address, `/page/N/` after the first.
 */
export function OrdersPage({ status, page }: { status: OrdersStatus; page: number }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const user = useUser();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const current = status === 'in_progress';
  const reload = useCallback(() => setVersion((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` asks again after a change (a cancelled order).
  useEffect(() => {
    let active = true;
    const of = `${status}:${page}`;
    // Another page shows "loading"; the same page asked again (after a cancel) keeps its cards meanwhile.
    setLoaded((previous) => (previous.status === 'ready' && previous.of === of ? previous : { status: 'loading' }));
    ordersApi.list(status, page).then(
      (answer) => active && setLoaded({ status: 'ready', answer, of }),
      (error: unknown) => {
        console.error('orders failed to load', error);
        if (active) setLoaded({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [status, page, version]);

  const canInvoice = mayPayByInvoice(user ? { userType: user.userType.name, isManager: user.isManager } : null);
  const title = current ? t('profile.nav.currentOrders') : t('profile.nav.historyOrders');

  return (
    <section aria-labelledby="orders-title" aria-busy={loaded.status === 'loading'}>
      <h2 id="orders-title" className={styles.panelTitle} style={{ marginBottom: 'var(--space-5)' }}>
        {title}
        {loaded.status === 'ready' && loaded.answer.meta.total > 0 ? <span className={orderStyles.count}>{loaded.answer.meta.total}</span> : null}
      </h2>
      {loaded.status === 'loading' ? <p className={styles.muted}>{t('profile.loading')}</p> : null}
      {loaded.status === 'failed' ? (
        <div className={styles.empty} role="alert">
          <p className={styles.muted}>{t('orders.failed')}</p>
          <Button variant="secondary" onClick={reload}>
            {t('checkout.retry')}
          </Button>
        </div>
      ) : null}
      {loaded.status === 'ready' && loaded.answer.data.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{current ? t('profile.orders.noCurrent') : t('profile.orders.noHistory')}</p>
          <p className={styles.muted}>{t('profile.orders.emptyText')}</p>
          <Link to={localePath('/katalog/', lang)} className={buttonClass('primary')}>
            {t('profile.toCatalog')}
          </Link>
        </div>
      ) : null}
      {loaded.status === 'ready' && loaded.answer.data.length > 0 ? (
        <>
          <div className={orderStyles.list}>
            {loaded.answer.data.map((order) => (
              <OrderCard key={order.number} order={order} canInvoice={canInvoice} onChanged={reload} />
            ))}
          </div>
          <Pagination current={loaded.answer.meta.current_page} last={loaded.answer.meta.last_page} basePath={localePath(`/profile/${SLUG[status]}/`, lang)} />
        </>
      ) : null}
    </section>
  );
}
