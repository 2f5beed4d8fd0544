import type { OrderSummary } from '@shop/contracts/orders';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { serverFailure } from '../../../forms/server-errors.ts';
import { useTranslation } from '../../../i18n/translation-context.tsx';
import { localePath } from '../../../lib/language.ts';
import { toast } from '../../../lib/toast.ts';
import { useShell } from '../../../lib/use-shell.ts';
import { addBasketLines } from '../../checkout/basket-source.ts';
import { checkoutApi } from '../../checkout/checkout-api.ts';
import { downloadInvoice } from '../../checkout/invoice-download.ts';
import { submitLiqpayForm } from '../../checkout/liqpay-redirect.ts';
import { CancelQuestion } from './cancel-question.tsx';
import { ordersApi } from './orders-api.ts';
import styles from './orders.module.css';

type Busy = null | 'pay' | 'invoice' | 'repeat' | 'cancel';

/**
 * What a shopper can do with an order: pay an unpaid online order again (a new LiqPay attempt),
 * download the invoice (professionals and distributors), put it into the basket again, or cancel
 * it while it has not left (after a confirmation in place).
 */
export function OrderActions({ order, canInvoice, onChanged }: { order: OrderSummary; canInvoice: boolean; onChanged: () => void }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Busy>(null);
  const [confirming, setConfirming] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const asked = useRef(false);

  // Focus moves to the question's first answer, and back to "cancel" when the shopper says no.
  useEffect(() => {
    if (!asked.current) return;
    const target = confirming ? 'button' : '[data-cancel]';
    boxRef.current?.querySelector<HTMLButtonElement>(target)?.focus();
  }, [confirming]);

  const fail = (error: unknown) => toast.error(serverFailure(error).message ?? t('orders.error'));

  async function run(kind: Exclude<Busy, null>, action: () => Promise<boolean | undefined>) {
    setBusy(kind);
    let leaving = false;
    try {
      leaving = Boolean(await action());
    } catch (error) {
      console.error(`order ${kind} failed`, error);
      fail(error);
    } finally {
      if (!leaving) setBusy(null);
    }
  }

  const pay = () =>
    run('pay', async () => {
      submitLiqpayForm(await checkoutApi.transaction(order.number));
      return true;
    });

  const invoice = () =>
    run('invoice', async () => {
      await downloadInvoice(await checkoutApi.invoice(order.number), order.number);
      return false;
    });

  const repeat = () =>
    run('repeat', async () => {
      const { products, unavailable } = await ordersApi.repeat(order.number);
      if (products.length === 0) {
        toast.error(t('orders.repeat.nothing'));
        return false;
      }
      addBasketLines(products);
      if (unavailable.length > 0) {
        toast.info(t('orders.repeat.partly'), unavailable.map((line) => line.title).join(', '));
      } else {
        toast.success(t('orders.repeat.done'));
      }
      void navigate(localePath('/buy-flow/basket/', lang));
      return true;
    });

  const cancel = () =>
    run('cancel', async () => {
      await ordersApi.cancel(order.number);
      toast.success(t('orders.cancel.done', { id: order.number }));
      setConfirming(false);
      onChanged();
      return false;
    });

  if (confirming) {
    return (
      <div ref={boxRef}>
        <CancelQuestion orderNumber={order.number} busy={busy === 'cancel'} onYes={() => void cancel()} onNo={() => setConfirming(false)} />
      </div>
    );
  }

  const disabled = busy !== null;
  return (
    <div ref={boxRef} className={styles.actions}>
      {order.can_pay && order.payment_method === 'liqpay' ? (
        <Button busy={busy === 'pay'} disabled={disabled} onClick={() => void pay()}>
          {t('orders.pay')}
        </Button>
      ) : null}
      {canInvoice && order.can_invoice ? (
        <Button variant="secondary" busy={busy === 'invoice'} disabled={disabled} onClick={() => void invoice()}>
          {t('orders.invoice')}
        </Button>
      ) : null}
      <Button variant="secondary" busy={busy === 'repeat'} disabled={disabled} onClick={() => void repeat()}>
        {t('orders.repeat.button')}
      </Button>
      {order.can_cancel ? (
        <Button
          data-cancel
          variant="ghost"
          disabled={disabled}
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
