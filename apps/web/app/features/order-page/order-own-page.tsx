import type { OrderDetail } from '@shop/contracts/orders';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.tsx';
import { serverFailure } from '../../forms/server-errors.ts';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { localePath } from '../../lib/language.ts';
import { useShell } from '../../lib/use-shell.ts';
import { useAccount } from '../../visitor/account-store.ts';
import { OrderCard } from '../profile/orders/order-card.tsx';
import { nextStepKey, nextStepOf } from './next-step.ts';
import { OrderLookupForm } from './order-lookup-form.tsx';
import { OrderPageActions } from './order-page-actions.tsx';
import { orderPageApi } from './order-page-api.ts';
import frame from '../../styles/signed-in-page.module.css';
import styles from './order-own-page.module.css';

type Shown = { status: 'loading' } | { status: 'failed' } | { status: 'locked' } | { status: 'ready'; order: OrderDetail };

/** The link's key, read once and then taken out of the address (the API remembers it for this order). */
function takeKeyFromAddress(): string | null {
  const url = new URL(window.location.href);
  const key = url.searchParams.get('key');
  if (key === null) return null;
  url.searchParams.delete('key');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return key;
}

/**
 * `/order/{number}/`: one order with its lines, amounts, delivery, payment and what happens next, and
 * what may be done with it. Read in the browser (it is personal): the owner sees it at once, a letter's
 * link opens it by its key, anyone else is asked for the order's phone. Without a number (`/order/`)
 * the page is the look-up form alone.
 */
export function OrderOwnPage({ number }: { number: string | null }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const account = useAccount();
  const navigate = useNavigate();
  const [shown, setShown] = useState<Shown>(number ? { status: 'loading' } : { status: 'locked' });
  const accountKnown = account.status !== 'unknown';

  useEffect(() => {
    // The owner's session is read first: asked before, a signed-in owner would be taken for a stranger.
    if (!number || !accountKnown) return;
    let active = true;
    orderPageApi.open(number, takeKeyFromAddress()).then(
      (order) => active && setShown({ status: 'ready', order }),
      (error: unknown) => {
        if (!active) return;
        if (serverFailure(error).status === 404) setShown({ status: 'locked' });
        else {
          console.error('order page failed to load', error);
          setShown({ status: 'failed' });
        }
      },
    );
    return () => {
      active = false;
    };
  }, [number, accountKnown]);

  const order = shown.status === 'ready' ? shown.order : null;
  const title = order ? t('orders.number', { id: order.number }) : t('orderPage.title');
  const step = order ? nextStepOf(order) : null;

  return (
    <div className={frame.page}>
      <Breadcrumbs items={[{ label: t('orderPage.title'), href: order ? localePath('/order/', lang) : undefined }, ...(order ? [{ label: title }] : [])]} />
      <h1 className={frame.title}>{title}</h1>
      <div className={styles.content} aria-busy={shown.status === 'loading'}>
        {shown.status === 'loading' ? (
          <p className={styles.muted} role="status">
            {t('orderPage.loading')}
          </p>
        ) : null}
        {shown.status === 'failed' ? (
          <p className={styles.muted} role="alert">
            {t('orderPage.failed')}
          </p>
        ) : null}
        {shown.status === 'locked' ? (
          <OrderLookupForm
            number={number ?? undefined}
            intro={number ? t('orderPage.lookup.needPhone') : t('orderPage.lookup.intro')}
            onFound={(found) => {
              setShown({ status: 'ready', order: found });
              // The order's own address, so that a reload shows it again (the API remembers the proof).
              if (found.number !== number) void navigate(localePath(`/order/${found.number}/`, lang), { replace: true });
            }}
          />
        ) : null}
        {order && step ? (
          <>
            <section className={styles.next} aria-labelledby="order-next-title" data-testid="order-next-step" data-step={step}>
              <h2 id="order-next-title" className={styles.nextTitle}>
                {t('orderPage.next')}
              </h2>
              <p className={styles.nextText}>{t(nextStepKey(step, order.products))}</p>
            </section>
            <OrderCard
              order={order}
              canInvoice={false}
              onChanged={() => undefined}
              actions={<OrderPageActions order={order} onChanged={(changed) => setShown({ status: 'ready', order: changed })} />}
            />
          </>
        ) : null}
      </div>
    </div>
  );
}
