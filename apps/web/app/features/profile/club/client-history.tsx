import type { OrderSummary } from '@shop/contracts/orders';
import type { ClubClient } from '@shop/contracts/professional-club';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { formatPrice } from '../../../components/ui/price.tsx';
import { useTranslation } from '../../../i18n/translation-context.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { localePath } from '../../../lib/language.ts';
import { longDate } from '../../../lib/long-date.ts';
import { useShell } from '../../../lib/use-shell.ts';
import { OrderCard } from '../orders/order-card.tsx';
import styles from '../profile.module.css';
import { ClubOnly } from './club-access.tsx';
import { type ListPage, clubApi } from './club-api.ts';
import club from './club.module.css';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'missing' }
  | { status: 'ready'; client: ClubClient; orders: ListPage<OrderSummary> };

/** /user-professional-club/client-history/{id}/: one client and its orders, newest first (read only). */
export function ClientHistory({ id, page }: { id: number; page: number }) {
  return (
    <ClubOnly>
      <ClientHistoryPanel id={id} page={page} />
    </ClubOnly>
  );
}

function ClientHistoryPanel({ id, page }: { id: number; page: number }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` asks again after a failure.
  useEffect(() => {
    let active = true;
    setLoaded({ status: 'loading' });
    Promise.all([clubApi.client(id), clubApi.orders(id, page)]).then(
      ([client, orders]) => active && setLoaded({ status: 'ready', client, orders }),
      (error: unknown) => {
        if (!active) return;
        if (error instanceof ApiError && error.status === 404) return setLoaded({ status: 'missing' });
        console.error('client history failed to load', error);
        setLoaded({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [id, page, version]);

  const back = (
    <Link to={localePath('/user-professional-club/clients-list/', lang)} className={club.back}>
      ← {t('club.back')}
    </Link>
  );

  if (loaded.status === 'loading') return <p className={styles.muted}>{t('profile.loading')}</p>;
  if (loaded.status === 'missing')
    return (
      <section className={styles.panel}>
        {back}
        <p className={styles.muted} role="alert">
          {t('club.notFound')}
        </p>
      </section>
    );
  if (loaded.status === 'failed')
    return (
      <div className={styles.empty} role="alert">
        <p className={styles.muted}>{t('club.failed')}</p>
        <Button variant="secondary" onClick={() => setVersion((n) => n + 1)}>
          {t('checkout.retry')}
        </Button>
      </div>
    );

  const { client, orders } = loaded;
  const name = [client.name, client.second_name].filter(Boolean).join(' ');
  return (
    <section aria-labelledby="client-title">
      {back}
      <div className={styles.panel}>
        <div className={styles.panelHead}>
          <h2 id="client-title" className={styles.panelTitle} data-testid="client-name">
            {name}
          </h2>
          <span className={styles.muted}>{t('club.since', { date: longDate(client.created_at, lang) })}</span>
        </div>
        <dl className={club.client}>
          <div>
            <dt>{t('club.contacts')}</dt>
            <dd>
              {client.phone ?? t('club.none')}
              <span className={club.small}>{client.email}</span>
            </dd>
          </div>
          <div>
            <dt>{t('club.ordersCount')}</dt>
            <dd>{client.orders_count}</dd>
          </div>
          <div>
            <dt>{t('club.ordersTotal')}</dt>
            <dd>{formatPrice(client.orders_total)}</dd>
          </div>
        </dl>
      </div>
      <h3 className={styles.panelTitle} style={{ margin: 'var(--space-6) 0 var(--space-4)' }}>
        {t('club.history')}
      </h3>
      {orders.data.length === 0 ? (
        <p className={styles.muted}>{t('club.noOrders')}</p>
      ) : (
        <>
          <div className={club.orders}>
            {orders.data.map((order) => (
              <OrderCard key={order.number} order={order} canInvoice={false} onChanged={() => setVersion((n) => n + 1)} actions={null} />
            ))}
          </div>
          <Pagination
            current={orders.meta.current_page}
            last={orders.meta.last_page}
            basePath={localePath(`/user-professional-club/client-history/${client.id}/`, lang)}
          />
        </>
      )}
    </section>
  );
}
