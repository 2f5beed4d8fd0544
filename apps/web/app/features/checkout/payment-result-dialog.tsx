import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { DialogFrame } from '../../dialogs/dialog-frame.tsx';
import { closeDialog } from '../../dialogs/dialog-store.ts';
import { serverFailure } from '../../forms/server-errors.ts';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { localePath } from '../../lib/language.ts';
import { toast } from '../../lib/toast.ts';
import { useShell } from '../../lib/use-shell.ts';
import { useAccount } from '../../visitor/account-store.ts';
import { checkoutApi } from './checkout-api.ts';
import { submitLiqpayForm } from './liqpay-redirect.ts';
import { type PaymentSuccessVariants, paymentSuccessVariants } from './payment-result-variants.ts';
import styles from './checkout-dialogs.module.css';

export interface PaymentResultDialogProps {
  /** SPEC §2: success when `?payment=success`, failure otherwise. */
  success: boolean;
  /** The public number of the order LiqPay returned from (`?order=`), when known. */
  orderNumber: string | null;
}

/**
 * SPEC §2 payment result (500), opened on any page LiqPay returns to. After a failure the order is
 * still there, unpaid: the shopper may try again (`POST /v1/transaction`, a new LiqPay attempt).
 */
export default function PaymentResultDialog({ success, orderNumber }: PaymentResultDialogProps) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const account = useAccount();
  const [paying, setPaying] = useState(false);
  const signedIn = account.status === 'signed-in';
  const [variants, setVariants] = useState<PaymentSuccessVariants | null>(null);

  // The paid order tells which variant to show (webinar, sms, no-call); without it the plain text stays.
  useEffect(() => {
    if (!success || !orderNumber) return;
    let current = true;
    checkoutApi.ownOrder(orderNumber).then(
      (order) => current && setVariants(paymentSuccessVariants(order)),
      (error: unknown) => console.error('paid order could not be read', error),
    );
    return () => {
      current = false;
    };
  }, [success, orderNumber]);

  async function payAgain() {
    if (!orderNumber) return;
    setPaying(true);
    try {
      submitLiqpayForm(await checkoutApi.transaction(orderNumber));
    } catch (error) {
      setPaying(false);
      toast.error(serverFailure(error).message ?? t('checkout.error.generic'));
    }
  }

  // LiqPay returns to the order's own page; from another page the dialog leads there.
  const onOrderPage = typeof window !== 'undefined' && orderNumber !== null && window.location.pathname.endsWith(`/order/${orderNumber}/`);
  const orderPage =
    orderNumber && !onOrderPage ? (
      <Link to={localePath(`/order/${orderNumber}/`, lang)} className={buttonClass('secondary')} onClick={() => closeDialog()}>
        {t('orderPage.open')}
      </Link>
    ) : null;

  const orders = signedIn ? (
    <Link to={localePath('/profile/user-current-orders/', lang)} className={buttonClass(success ? 'primary' : 'secondary')} onClick={() => closeDialog()}>
      {t('checkout.toOrders')}
    </Link>
  ) : null;

  return (
    <DialogFrame
      title={success ? t('checkout.paymentResult.successTitle') : t('checkout.paymentResult.failureTitle')}
      actions={
        success ? (
          <>
            {variants?.webinarId ? (
              <Link
                to={localePath(`/platform/webinar/${variants.webinarId}/`, lang)}
                className={buttonClass('primary')}
                onClick={() => closeDialog()}
                data-testid="payment-webinar-link"
              >
                {t('checkout.paymentResult.toWebinar')}
              </Link>
            ) : null}
            {orderPage}
            {orders ?? <Button onClick={() => closeDialog()}>{t('checkout.paymentResult.close')}</Button>}
          </>
        ) : (
          <>
            {orderNumber ? (
              <Button busy={paying} onClick={() => void payAgain()}>
                {t('checkout.paymentResult.retry')}
              </Button>
            ) : null}
            {orderPage}
            {orders ?? (
              <Button variant="secondary" onClick={() => closeDialog()}>
                {t('checkout.paymentResult.close')}
              </Button>
            )}
          </>
        )
      }
    >
      <p className={styles.text} data-testid="payment-result">
        {success
          ? orderNumber
            ? t(variants?.eventsOnly ? 'checkout.paymentResult.successOrderEvents' : 'checkout.paymentResult.successOrder', { id: orderNumber })
            : t('checkout.paymentResult.success')
          : orderNumber
            ? t('checkout.paymentResult.failureOrder', { id: orderNumber })
            : t('checkout.paymentResult.failure')}
      </p>
      {success && variants?.webinarId ? (
        <p className={styles.text} data-testid="payment-variant-webinar">
          {t('checkout.paymentResult.webinar')}
        </p>
      ) : null}
      {success && variants?.sms ? (
        <p className={styles.text} data-testid="payment-variant-sms">
          {t('checkout.paymentResult.sms')}
        </p>
      ) : null}
      {success && variants?.noCall ? (
        <p className={styles.text} data-testid="payment-variant-no-call">
          {t('checkout.paymentResult.noCall')}
        </p>
      ) : null}
    </DialogFrame>
  );
}
