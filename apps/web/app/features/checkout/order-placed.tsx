import type { PlacedOrder } from '@shop/contracts/checkout';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { localePath } from '../../lib/language.ts';
import { useShell } from '../../lib/use-shell.ts';
import { submitLiqpayForm } from './liqpay-redirect.ts';
import styles from './order-page.module.css';

/**
 * What the order page shows once the order is placed (the basket is empty by then): on the way to
 * LiqPay, a note with a button in case the browser stays; otherwise the order's number and where
 * to follow it (the success dialog opens over it). Both lead to the order's own page, so closing a
 * dialog never leaves the shopper without a way back to the order.
 */
export function OrderPlaced({ order, signedIn }: { order: PlacedOrder; signedIn: boolean }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const liqpay = order.payment_method === 'liqpay' ? order.liqpay : null;
  return (
    <div className={styles.placed} role="status">
      <p className={styles.emptyTitle}>{t('checkout.placed.title', { id: order.number })}</p>
      {liqpay ? (
        <>
          <p className={styles.muted}>{t('checkout.placed.toPayment')}</p>
          <Button onClick={() => submitLiqpayForm(liqpay)}>{t('checkout.placed.pay')}</Button>
          <Link to={localePath(`/order/${order.number}/`, lang)} className={buttonClass('secondary')}>
            {t('orderPage.open')}
          </Link>
        </>
      ) : (
        <>
          <p className={styles.muted}>{t('checkout.placed.text')}</p>
          <Link to={localePath(`/order/${order.number}/`, lang)} className={buttonClass('primary')}>
            {t('orderPage.open')}
          </Link>
          <Link
            to={localePath(signedIn ? '/profile/user-current-orders/' : '/katalog/', lang)}
            className={buttonClass('secondary')}
          >
            {signedIn ? t('checkout.toOrders') : t('checkout.continue')}
          </Link>
        </>
      )}
    </div>
  );
}
