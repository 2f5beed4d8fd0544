import type { OrderDetail } from '@shop/contracts/orders';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { serverFailure } from '../../forms/server-errors.ts';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { toast } from '../../lib/toast.ts';
import { submitLiqpayForm } from '../checkout/liqpay-redirect.ts';
import { CancelQuestion } from '../profile/orders/cancel-question.tsx';
import { orderPageApi } from './order-page-api.ts';
import styles from './order-own-page.module.css';

/**
 * What the order's page lets its visitor do: pay a card order that waits for its money ("Оплатить
 * ещё раз" after a refusal), and cancel it while the shop's rules allow (after a question in place).
 * Both go through the page's own routes, so a guest who opened the order by its link or phone can.
 */
export function OrderPageActions({ order, onChanged }: { order: OrderDetail; onChanged: (order: OrderDetail) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<null | 'pay' | 'cancel'>(null);
  const [confirming, setConfirming] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const asked = useRef(false);

  // Focus moves to the question's first answer, and back to "cancel" when the shopper says no.
  useEffect(() => {
    if (!asked.current) return;
    boxRef.current?.querySelector<HTMLButtonElement>(confirming ? 'button' : '[data-cancel]')?.focus();
  }, [confirming]);

  const fail = (error: unknown) => toast.error(serverFailure(error).message ?? t('orders.error'));

  async function pay() {
    setBusy('pay');
    try {
      submitLiqpayForm(await orderPageApi.pay(order.number));
    } catch (error) {
      console.error('order payment failed to start', error);
      fail(error);
      setBusy(null);
    }
  }

  async function cancel() {
    setBusy('cancel');
    try {
      const changed = await orderPageApi.cancel(order.number);
      toast.success(t('orders.cancel.done', { id: order.number }));
      setConfirming(false);
      onChanged(changed);
    } catch (error) {
      console.error('order cancel failed', error);
      fail(error);
    } finally {
      setBusy(null);
    }
  }

  const payable = order.can_pay && order.payment_method === 'liqpay';
  if (!payable && !order.can_cancel) return null;

  if (confirming) {
    return (
      <div ref={boxRef}>
        <CancelQuestion orderNumber={order.number} busy={busy === 'cancel'} onYes={() => void cancel()} onNo={() => setConfirming(false)} />
      </div>
    );
  }

  return (
    <div ref={boxRef} className={styles.actions}>
      {payable ? (
        <Button busy={busy === 'pay'} disabled={busy !== null} onClick={() => void pay()}>
          {order.payment_status === 'failed' ? t('checkout.paymentResult.retry') : t('orders.pay')}
        </Button>
      ) : null}
      {order.can_cancel ? (
        <Button
          data-cancel
          variant="ghost"
          disabled={busy !== null}
          onClick={() => {
            asked.current = true;
            setConfirming(true);
          }}
        >
          {t('orders.cancel.button')}
        </Button>
      ) : null}
    </div>
  );
}
