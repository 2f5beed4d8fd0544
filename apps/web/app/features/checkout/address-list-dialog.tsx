import type { Address } from '@shop/contracts/user';
import { DialogFrame } from '../../dialogs/dialog-frame.tsx';
import { closeDialog } from '../../dialogs/dialog-store.ts';
import { useTranslation } from '../../i18n/translation-context.tsx';
import styles from './checkout-dialogs.module.css';

export interface AddressListDialogProps {
  addresses: Address[];
  onPick: (address: Address) => void;
}

/** SPEC §2 address list (480): the signed-in user's addresses of earlier orders; one fills in the delivery. */
export default function AddressListDialog({ addresses, onPick }: AddressListDialogProps) {
  const { t } = useTranslation();
  return (
    <DialogFrame title={t('checkout.saved.title')} description={t('checkout.saved.text')}>
      <ul className={styles.addresses}>
        {addresses.map((address) => (
          <li key={address.id}>
            <button
              type="button"
              className={styles.address}
              onClick={() => {
                closeDialog();
                onPick(address);
              }}
            >
              <span className={styles.addressTown}>{address.town}</span>
              <span>{address.address}</span>
            </button>
          </li>
        ))}
      </ul>
    </DialogFrame>
  );
}
