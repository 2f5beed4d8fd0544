import { DialogFrame } from '../../dialogs/dialog-frame.tsx';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { BasketContents } from './basket-contents.tsx';

/** The basket popup (672, SPEC §2): opened after a product is added, the basket as on its page. */
export default function BasketDialog() {
  const { t } = useTranslation();
  return (
    <DialogFrame title={t('basket.title')}>
      <BasketContents inDialog />
    </DialogFrame>
  );
}
