import { FIRST_ORDER_PERCENT_DEFAULT } from '@shop/contracts/checkout-settings';
import { Button } from '../../components/ui/button.tsx';
import { DialogFrame } from '../../dialogs/dialog-frame.tsx';
import { closeDialog } from '../../dialogs/dialog-store.ts';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { useShell } from '../../lib/use-shell.ts';
import { useAccount } from '../../visitor/account-store.ts';
import styles from './first-order-promo-dialog.module.css';

/**
 * The first-order promotion (480, SPEC §1, §4): the back office's percent off the first order
 * (decision 0015, 5 % by default). The order gives it only to a signed-in account whose phone has
 * never ordered, so a guest is told to sign up.
 */
export default function FirstOrderPromoDialog({ percent: given }: { percent?: number }) {
  const { t } = useTranslation();
  const guest = useAccount().status !== 'signed-in';
  const shown = useShell().variables?.firstOrderPromotion?.percent;
  const percent = given ?? shown ?? FIRST_ORDER_PERCENT_DEFAULT;
  return (
    <DialogFrame
      title={t('firstOrder.title', { percent })}
      actions={
        <Button block onClick={() => closeDialog()}>
          {t('firstOrder.ok')}
        </Button>
      }
    >
      <p className={styles.badge} aria-hidden="true">
        −{percent} %
      </p>
      <p className={styles.text}>{t(guest ? 'firstOrder.textGuest' : 'firstOrder.text', { percent })}</p>
      <p className={styles.note}>{t('firstOrder.note')}</p>
    </DialogFrame>
  );
}
