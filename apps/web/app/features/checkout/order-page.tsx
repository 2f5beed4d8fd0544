import type { PlacedOrder } from '@shop/contracts/checkout';
import type { PaymentMethodOffer } from '@shop/contracts/checkout-settings';
import type { DeliveryMethod } from '@shop/contracts/delivery';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { localePath } from '../../lib/language.ts';
import { useDeferredUntilReady } from '../../lib/use-deferred-until-ready.ts';
import { useShell } from '../../lib/use-shell.ts';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.tsx';
import { useAccount } from '../../visitor/account-store.ts';
import { useBasketLines } from './basket-source.ts';
import { trackBeginCheckout } from './checkout-analytics.ts';
import { OrderPlaced } from './order-placed.tsx';
import frame from '../../styles/signed-in-page.module.css';
import styles from './order-page.module.css';

/**
 * The form is its own chunk: the server never renders it (it needs the browser's basket), so the
 * page's first script stays small and the form's rules and fields load while the skeleton shows.
 */
const OrderForm = lazy(() => import('./order-form.tsx').then((module) => ({ default: module.OrderForm })));

/**
 * /buy-flow/order/ (SPEC §2): the order form beside the order's summary. The server sends the frame
 * (breadcrumbs, title, the delivery and payment methods) and a skeleton; the basket lives in the browser, and
 * who is buying is known only there, so the form appears once both have been read.
 */
export function OrderPage({ methods, payments }: { methods: DeliveryMethod[] | null; payments: PaymentMethodOffer[] | null }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const storedLines = useBasketLines();
  // The form appears once the basket and the session are read; it mounts in slices, not in one long task.
  const lines = useDeferredUntilReady(storedLines, (value) => value !== null);
  const account = useDeferredUntilReady(useAccount(), (value) => value.status !== 'unknown');
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const reported = useRef(false);

  // Reported as soon as the basket is read, not when the form has rendered.
  useEffect(() => {
    if (reported.current || !storedLines || storedLines.length === 0) return;
    reported.current = true;
    trackBeginCheckout(storedLines);
  }, [storedLines]);

  const ready = lines !== null && account.status !== 'unknown';
  return (
    <div className={frame.page}>
      <Breadcrumbs items={[{ label: t('checkout.basket'), href: localePath('/buy-flow/basket/', lang) }, { label: t('checkout.title') }]} />
      <h1 className={frame.title}>{t('checkout.title')}</h1>
      {placed ? (
        <OrderPlaced order={placed} signedIn={account.status === 'signed-in'} />
      ) : !ready ? (
        <OrderSkeleton label={t('checkout.loading')} />
      ) : lines.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t('checkout.empty.title')}</p>
          <p className={styles.muted}>{t('checkout.empty.text')}</p>
          <Link to={localePath('/katalog/', lang)} className={buttonClass('primary')}>
            {t('checkout.empty.toCatalog')}
          </Link>
        </div>
      ) : (
        <Suspense fallback={<OrderSkeleton label={t('checkout.loading')} />}>
          <OrderForm lines={lines} methods={methods} payments={payments} user={account.status === 'signed-in' ? account.user : null} onPlaced={setPlaced} />
        </Suspense>
      )}
    </div>
  );
}

/** What the server renders and what shows while the basket and the session are read. */
function OrderSkeleton({ label }: { label: string }) {
  return (
    <div className={`${frame.layout} ${styles.layout}`} role="status" aria-label={label}>
      <div className={styles.main}>
        <div className={`${styles.skeleton} ${styles.skeletonSection}`} />
        <div className={`${styles.skeleton} ${styles.skeletonSection}`} />
      </div>
      <div className={`${styles.skeleton} ${styles.skeletonAside}`} />
    </div>
  );
}
