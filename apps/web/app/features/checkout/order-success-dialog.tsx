import type { PaymentMethod } from '@shop/contracts/checkout';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { DialogFrame } from '../../dialogs/dialog-frame.tsx';
import { closeDialog } from '../../dialogs/dialog-store.ts';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { localePath } from '../../lib/language.ts';
import { toast } from '../../lib/toast.ts';
import { useShell } from '../../lib/use-shell.ts';
import { downloadInvoice } from './invoice-download.ts';
import styles from './checkout-dialogs.module.css';

export interface OrderSuccessDialogProps {
  /** The order's public number. */
  orderNumber: string;
  paymentMethod: PaymentMethod;
  /** For an invoice order: where its PDF is downloaded from. */
  invoiceUrl: string | null;
  /** The shopper asked not to be called: the confirmation comes by e-mail. */
  noCall: boolean;
  signedIn: boolean;
}

/**
 * SPEC §2 order success (500): the order's number and what happens next; an invoice order offers
 * its PDF (saved as invoice-<number>.pdf). The order's own page comes first; a signed-in shopper is
 * also pointed to their current orders, a guest back to the catalogue.
 */
export default function OrderSuccessDialog({ orderNumber, paymentMethod, invoiceUrl, noCall, signedIn }: OrderSuccessDialogProps) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const [downloading, setDownloading] = useState(false);

  async function download() {
    if (!invoiceUrl) return;
    setDownloading(true);
    try {
      await downloadInvoice(invoiceUrl, orderNumber);
    } catch (error) {
      console.error('invoice download failed', error);
      toast.error(t('checkout.invoice.failed'));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <DialogFrame
      title={t('checkout.success.title')}
      description={t('checkout.success.number', { id: orderNumber })}
      actions={
        <>
          {paymentMethod === 'invoice' && invoiceUrl ? (
            <Button busy={downloading} onClick={() => void download()}>
              {t('checkout.invoice.download')}
            </Button>
          ) : null}
          <Link
            to={localePath(`/order/${orderNumber}/`, lang)}
            className={buttonClass(paymentMethod === 'invoice' ? 'secondary' : 'primary')}
            onClick={() => closeDialog()}
          >
            {t('orderPage.open')}
          </Link>
          {signedIn ? (
            <Link to={localePath('/profile/user-current-orders/', lang)} className={buttonClass('secondary')} onClick={() => closeDialog()}>
              {t('checkout.toOrders')}
            </Link>
          ) : (
            <Link to={localePath('/katalog/', lang)} className={buttonClass('secondary')} onClick={() => closeDialog()}>
              {t('checkout.continue')}
            </Link>
          )}
        </>
      }
    >
      <p className={styles.text}>{noCall ? t('checkout.success.noCall') : t('checkout.success.call')}</p>
      {paymentMethod === 'invoice' ? <p className={styles.text}>{t('checkout.success.invoice')}</p> : null}
      {paymentMethod === 'cash' ? <p className={styles.text}>{t('checkout.success.cash')}</p> : null}
    </DialogFrame>
  );
}
