import type { DocumentState } from '@shop/contracts/user';
import { useTranslation } from '../../../i18n/translation-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { localePath } from '../../../lib/language.ts';
import { navigateTo } from '../../../lib/navigation-bridge.ts';
import { useUser } from '../../../visitor/account-store.ts';
import { DialogFrame } from '../../../dialogs/dialog-frame.tsx';
import { closeDialog } from '../../../dialogs/dialog-store.ts';
import { useShell } from '../../../lib/use-shell.ts';
import styles from './notice.module.css';

/**
 * Shown instead of the agent registration to a user who already is a professional, or whose
 * professional application is waiting: what state it is in and where the documents are.
 */
export default function ProfessionalRegisteredDialog() {
  const { t } = useTranslation();
  const { lang } = useShell();
  const user = useUser();
  const verified = user?.userType.name === 'professional' || user?.userType.name === 'distributor';
  const state: DocumentState = user?.documents.state ?? 'none';

  return (
    <DialogFrame
      title={t('auth.professionalRegistered.title')}
      actions={
        <Button
          onClick={() => {
            closeDialog();
            navigateTo(localePath('/profile/user-info/', lang));
          }}
        >
          {t('auth.professionalRegistered.toProfile')}
        </Button>
      }
    >
      <p className={styles.text}>
        {verified ? t('auth.professionalRegistered.verified') : t('auth.professionalRegistered.pending')}
      </p>
      {user?.code ? (
        <p className={styles.text}>
          {t('account.idCode')}: <strong>{user.code}</strong>
        </p>
      ) : null}
      {!verified ? (
        <p className={styles.text}>
          {t('account.documents.stateLabel')} <span className={styles.state}>{t(`account.documents.state.${state}`)}</span>
        </p>
      ) : null}
    </DialogFrame>
  );
}
