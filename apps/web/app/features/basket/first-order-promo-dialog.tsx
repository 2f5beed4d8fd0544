import { Button } from '../../components/ui/button.tsx';
import { DialogFrame } from '../../dialogs/dialog-frame.tsx';
import { closeDialog } from '../../dialogs/dialog-store.ts';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { useAccount } from '../../visitor/account-store.ts';
import styles from './first-order-promo-dialog.module.css';

/**
 * The first-order promotion (480, SPEC §1, §4): 5 % off the first order (decision 0015). The order
 * gives it only to a signed-in account whose phone has never ordered, so a guest is told to sign up.
 */
export default function FirstOrderPromoDialog() {
  const { t } = useTranslation();
  const guest = useAccount().status !== 'signed-in';
  return (
    <DialogFrame
      title={t('firstOrder.title')}
      actions={
        <Button block onClick={() => closeDialog()}>
          {t('firstOrder.ok')}
        </Button>
      }
    >
      <p className={styles.badge} aria-hidden="true">
        −5 %
      </p>
      <p className={styles.text}>{t(guest ? 'firstOrder.textGuest' : 'firstOrder.text')}</p>
      <p className={styles.note}>{t('firstOrder.note')}</p>
    </DialogFrame>
  );
}
